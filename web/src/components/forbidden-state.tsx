import { EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a user sees on a page their roles do not open; the server refuses the data anyway. */
export function ForbiddenState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} data-testid="forbidden">
      <EmptyState
        icon={<IconLock size={28} aria-hidden="true" />}
        variant="light"
        color="gray"
        title={t('common.forbiddenTitle')}
        description={t('common.forbiddenText')}
      />
    </Paper>
  );
}
