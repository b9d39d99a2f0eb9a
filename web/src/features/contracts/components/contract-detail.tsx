import { useState } from 'react';
import { Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetContractResponse } from '@customer-hub/contract/contracts';
import { ConfirmModal } from '@/components/confirm-modal';
import { DetailList } from '@/components/detail-list';
import { StatusBadge } from '@/components/status-badge';
import { DetailSection } from '@/components/detail-section';
import { useApproveContract } from '@/features/contracts/api';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { frequencyLabel, unitLabel } from '@/lib/units';

function Lines({ contract }: { contract: GetContractResponse }) {
  const { t } = useTranslation();
  const lines = contract.lines;
  // Without the ContractLines switch the server sends no lines at all.
  if (!lines) return null;
  const priced = lines.some((line) => line.unitPrice !== undefined);
  return (
    <DetailSection title={t('contracts.lines.title')} emptyText={lines.length === 0 && t('contracts.lines.empty')}>
      <Table.ScrollContainer minWidth={priced ? 620 : 520} type="native">
        <Table striped verticalSpacing="xs" aria-label={t('contracts.lines.title')} data-testid="contract-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contracts.lines.lineNo')}</Table.Th>
              <Table.Th>{t('contracts.lines.service')}</Table.Th>
              <Table.Th>{t('contracts.lines.site')}</Table.Th>
              <Table.Th>{t('contracts.lines.frequency')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('contracts.lines.quantity')}</Table.Th>
              {priced && <Table.Th style={{ textAlign: 'right' }} data-testid="contract-lines-price">{t('contracts.lines.unitPrice')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.lineNo}</Table.Td>
                <Table.Td>{line.service}</Table.Td>
                <Table.Td>{line.siteName ?? ''}</Table.Td>
                <Table.Td>{frequencyLabel(line.frequency, t)}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatNumber(line.quantity)} {unitLabel(line.unitOfMeasure, t)}
                </Table.Td>
                {priced && <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(line.unitPrice, contract.currency)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}

/** A contract: its facts, its lines (ContractLines) and, while pending, the approval. */
export function ContractDetail({ contract }: { contract: GetContractResponse }) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  const approve = useApproveContract();
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <StatusBadge status={contract.status} testId="contract-status" />
        {contract.status === 'Pending' && (
          <Button
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
            onClick={() => {
              approve.reset();
              setApproving(true);
            }}
            data-testid="contract-approve"
          >
            {t('contracts.approve.action')}
          </Button>
        )}
      </Group>
      <DetailList
        items={[
          { label: t('contracts.columns.title'), value: contract.title },
          { label: t('common.customer'), value: [contract.businessPartnerName, contract.siteName].filter(Boolean).join(' · ') },
          { label: t('contracts.columns.startDate'), value: formatDate(contract.startDate) },
          { label: t('contracts.columns.endDate'), value: formatDate(contract.endDate) },
          ...(contract.approvedAt
            ? [{ label: t('contracts.approvedBy'), value: t('contracts.approvedByAt', { name: contract.approvedByName ?? '—', at: formatDateTime(contract.approvedAt) }) }]
            : []),
        ]}
      />
      <Lines contract={contract} />
      <ConfirmModal
        opened={approving}
        onClose={() => setApproving(false)}
        title={t('contracts.approve.title', { contractNo: contract.contractNo })}
        message={t('contracts.approve.message', { title: contract.title })}
        confirmLabel={t('contracts.approve.confirm')}
        loading={approve.isPending}
        error={approve.error}
        onConfirm={() =>
          approve.mutate(contract.id, {
            onSuccess: () => {
              setApproving(false);
              notifications.show({ color: 'green', message: t('contracts.approve.done', { contractNo: contract.contractNo }) });
            },
          })
        }
        testId="confirm-modal"
      />
    </Stack>
  );
}
