import { Anchor, Group } from '@mantine/core';
import { IconApiBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "Connect your systems" page (keys, scopes, webhooks, signatures), for the company's IT. */
export function ConnectLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/Connect" size="sm" data-testid={testId}>
      <Group gap={6} wrap="nowrap" component="span" align="flex-start">
        <IconApiBook size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        <span>{t('connect.link')}</span>
      </Group>
    </Anchor>
  );
}
