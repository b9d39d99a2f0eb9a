import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_VALID_DAYS, type DataExportStatus } from '@customer-hub/contract/constants/data-export';
import type { DataExport } from '@customer-hub/contract/data-export';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { isPreparing, useDownloadDataExport, useMyDataExports, useRequestMyDataExport } from '@/features/account/api';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';

const STATUS_COLOR: Record<DataExportStatus, string> = { queued: 'blue', preparing: 'blue', ready: 'green', failed: 'red', expired: 'gray' };

/** The latest archive: its progress while being prepared, its download while ready, else what became of it. */
function LatestExport({ latest }: { latest: DataExport }) {
  const { t } = useTranslation();
  const download = useDownloadDataExport();
  const values = { date: formatDate(latest.createdAt), expires: formatDateTime(latest.expiresAt), size: formatBytes(latest.size) };
  return (
    <Alert color={STATUS_COLOR[latest.status]} data-testid="data-export-status">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[latest.status]} variant="light">
            {t(`account.dataExport.statuses.${latest.status}`)}
          </Badge>
          {latest.source === 'staff' && (
            <Text size="xs" c="dimmed">
              {t('account.dataExport.byStaff')}
            </Text>
          )}
        </Group>
        {isPreparing(latest) ? (
          <>
            <Text size="sm">{latest.status === 'queued' ? t('account.dataExport.queued', values) : t('account.dataExport.preparing', { progress: latest.progress })}</Text>
            <Progress value={latest.progress} animated aria-label={t('account.dataExport.progressLabel')} data-testid="data-export-progress" />
          </>
        ) : (
          <Text size="sm">{t(`account.dataExport.${latest.status}`, values)}</Text>
        )}
        {latest.downloadedAt && <Text size="xs">{t('account.dataExport.downloaded', { date: formatDateTime(latest.downloadedAt) })}</Text>}
        {latest.downloadUrl && (
          <Group>
            <Button leftSection={<IconDownload size={16} />} onClick={() => download.mutate(latest)} loading={download.isPending} data-testid="data-export-download">
              {t('account.dataExport.download')}
            </Button>
          </Group>
        )}
        {download.error && <ErrorAlert error={download.error} />}
      </Stack>
    </Alert>
  );
}

/**
 * My account's "Download my data" (GDPR Art. 15 and 20): ask for an archive, follow its
 * preparation, download it while its link is valid; once per 24 hours, the next time said.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const mine = useMyDataExports();
  const ask = useRequestMyDataExport();
  const latest = mine.data?.exports[0];
  const next = mine.data?.nextAllowedAt ?? null;
  const busy = !!latest && isPreparing(latest);

  return (
    <SectionCard title={t('account.dataExport.title')} description={t('account.dataExport.lead', { days: DATA_EXPORT_VALID_DAYS, hours: DATA_EXPORT_INTERVAL_HOURS })}>
      <Stack gap="sm" data-testid="data-export-section">
        {mine.isPending ? <InlineLoader py="md" /> : mine.isError ? <ErrorAlert error={mine.error} /> : latest && <LatestExport latest={latest} />}
        {ask.error && <ErrorAlert error={ask.error} />}
        {mine.isSuccess && next && !busy && (
          <Text size="sm" c="dimmed" data-testid="data-export-next">
            {t('account.dataExport.nextAllowed', { date: formatDateTime(next) })}
          </Text>
        )}
        {mine.isSuccess && !next && !busy && (
          <Group>
            <Button
              variant="light"
              loading={ask.isPending}
              onClick={() => ask.mutate(undefined, { onSuccess: () => notifications.show({ color: 'green', message: t('account.dataExport.done') }) })}
              data-testid="data-export-ask"
            >
              {t('account.dataExport.button')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
