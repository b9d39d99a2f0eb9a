import { EmptyState, Paper } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An item that does not exist, or not in the caller's scope (the server answers 404 alike). */
export function NotFoundState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} data-testid="not-found">
      <EmptyState
        icon={<IconFileUnknown size={28} aria-hidden="true" />}
        variant="light"
        color="gray"
        title={t('common.notFoundTitle')}
        description={t('common.notFoundText')}
      />
    </Paper>
  );
}
