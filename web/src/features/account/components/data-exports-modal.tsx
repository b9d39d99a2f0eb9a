import { Badge, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_VALID_DAYS } from '@customer-hub/contract/constants/data-export';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { useDownloadDataExport } from '@/features/account/api';
import { usePrepareDataExport, useUserDataExports } from '@/features/account/people-api';
import { formatBytes, formatDateTime } from '@/lib/format';

/** The user whose archives a staff user prepares and downloads. */
export interface DataExportsTarget {
  id: string;
  name: string;
  email: string;
}

function DataExportsBody({ target }: { target: DataExportsTarget }) {
  const { t } = useTranslation();
  const list = useUserDataExports(target.id);
  const prepare = usePrepareDataExport();
  const download = useDownloadDataExport();
  const exports = list.data?.exports ?? [];
  const busy = exports.some((e) => e.status === 'queued' || e.status === 'preparing');

  return (
    <Stack gap="md" data-testid="data-exports">
      <Text size="sm">{t('people.dataExports.lead', { days: DATA_EXPORT_VALID_DAYS })}</Text>
      {list.isPending ? (
        <InlineLoader py="md" />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : exports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('people.dataExports.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('people.dataExports.table')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.dataExports.columns.createdAt')}</Table.Th>
                <Table.Th>{t('people.dataExports.columns.source')}</Table.Th>
                <Table.Th>{t('people.dataExports.columns.status')}</Table.Th>
                <Table.Th>{t('people.dataExports.columns.size')}</Table.Th>
                <Table.Th>{t('people.dataExports.columns.expiresAt')}</Table.Th>
                <Table.Th>{t('people.dataExports.columns.download')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exports.map((e) => (
                <Table.Tr key={e.id} data-testid="data-export-row">
                  <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                  <Table.Td>{t(`people.dataExports.sources.${e.source}`)}</Table.Td>
                  <Table.Td>
                    {e.status === 'queued' || e.status === 'preparing' ? (
                      <Progress value={e.progress} animated aria-label={t('account.dataExport.progressLabel')} w={100} />
                    ) : (
                      <Badge variant="light" color={e.status === 'ready' ? 'green' : e.status === 'failed' ? 'red' : 'gray'}>
                        {t(`account.dataExport.statuses.${e.status}`)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatBytes(e.size)}</Table.Td>
                  <Table.Td>{formatDateTime(e.expiresAt)}</Table.Td>
                  <Table.Td>
                    {e.downloadUrl && (
                      <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => download.mutate(e)} loading={download.isPending && download.variables === e} data-testid="data-export-row-download">
                        {t('people.dataExports.download')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ErrorAlert error={prepare.error ?? download.error} />
      <Text size="sm">{t('people.dataExports.confirmText', { name: target.name, email: target.email })}</Text>
      <Group justify="flex-end">
        <Button
          onClick={() => prepare.mutate(target.id, { onSuccess: () => notifications.show({ color: 'green', message: t('people.dataExports.prepared', { name: target.name }) }) })}
          loading={prepare.isPending}
          disabled={busy}
          data-testid="data-exports-prepare"
        >
          {t('people.dataExports.prepare')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Staff: a user's data archives (theirs and staff's), preparing one, downloading those staff prepared. */
export function DataExportsModal({ target, onClose }: { target: DataExportsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? t('people.dataExports.title', { name: target.name }) : ''} size="xl" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {target && <DataExportsBody key={target.id} target={target} />}
    </Modal>
  );
}
