import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { failure } from '@/lib/notify';

/** "Export CSV" (or `label`) beside a list's filters or atop a page: saves the file; a failure is said in a toast. */
export function ExportButton({ onExport, testId, label }: { onExport: () => Promise<unknown>; testId: string; label?: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifications.show(failure({ title: t('logs.exportFailed'), message: errorMessage(error, t) }));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void run()} data-testid={testId}>
      {label ?? t('logs.exportCsv')}
    </Button>
  );
}
