import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PolicyAcceptanceExportFormat, PolicyVersionCounts as Counts } from '@customer-hub/contract/privacy-policy';
import { InlineLoader } from '@/components/inline-loader';
import { ExportButtons } from '@/components/list-page';
import { QueryErrorState } from '@/components/query-error-state';
import { SectionCard } from '@/components/section-card';
import { useAcceptanceSummary } from '@/features/privacy-policy/api';
import { formatNumber } from '@/lib/format';

/** Which export runs: a version's (null: all versions) in a format. */
export type RunningExport = { version: number | null; format: PolicyAcceptanceExportFormat } | null;

interface Props {
  onExport: (version: number | null, format: PolicyAcceptanceExportFormat) => void;
  running: RunningExport;
}

/**
 * Per version: how many users accepted it, only declined it, have not decided it yet (a draft:
 * nobody is asked yet), with an export of that version's decisions, and of every version's.
 */
export function PolicyVersionCounts({ onExport, running }: Props) {
  const { t } = useTranslation();
  const summary = useAcceptanceSummary();
  const busy = running !== null;

  const exportIcon = (v: Counts, format: PolicyAcceptanceExportFormat) => {
    const label = t(format === 'csv' ? 'policyAcceptances.exportCsvOf' : 'policyAcceptances.exportXlsxOf', { version: v.version });
    const Icon = format === 'csv' ? IconFileText : IconFileSpreadsheet;
    return (
      <Tooltip label={label} key={format}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          onClick={() => onExport(v.version, format)}
          loading={running?.version === v.version && running.format === format}
          disabled={busy && !(running?.version === v.version && running.format === format)}
          data-testid={`policy-counts-${format}-${v.version}`}
        >
          <Icon size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  };

  const all = (
    <Group gap="xs" aria-label={t('policyAcceptances.allVersions')} role="group">
      <ExportButtons
        onExport={(format) => onExport(null, format)}
        exporting={running?.version === null ? running.format : null}
        disabled={busy && running?.version !== null}
        formats={[
          { format: 'csv', label: t('policyAcceptances.exportAllCsv') },
          { format: 'xlsx', label: t('policyAcceptances.exportAllXlsx') },
        ]}
        testId="policy-counts-all"
      />
    </Group>
  );

  const body = () => {
    if (summary.isPending) return <InlineLoader />;
    if (summary.isError) return <QueryErrorState error={summary.error} />;
    const versions = summary.data.versions;
    if (!versions.length) return <Text c="dimmed">{t('policyAcceptances.countsEmpty')}</Text>;
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label={t('policyAcceptances.countsTitle')} data-testid="policy-counts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('policyAcceptances.version')}</Table.Th>
              <Table.Th scope="col">{t('policyAcceptances.languages')}</Table.Th>
              <Table.Th scope="col" ta="right">{t('policyAcceptances.accepted')}</Table.Th>
              <Table.Th scope="col" ta="right">{t('policyAcceptances.declined')}</Table.Th>
              <Table.Th scope="col" ta="right">{t('policyAcceptances.undecided')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.version} data-testid="policy-counts-row">
                <Table.Th scope="row">{v.version}</Table.Th>
                <Table.Td>{v.languages.join(', ')}</Table.Td>
                <Table.Td ta="right">{formatNumber(v.accepted)}</Table.Td>
                <Table.Td ta="right">{formatNumber(v.declined)}</Table.Td>
                <Table.Td ta="right">
                  {v.undecided === null ? (
                    <Badge color="gray" variant="light">
                      {t('policyAcceptances.notPublished')}
                    </Badge>
                  ) : (
                    formatNumber(v.undecided)
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {exportIcon(v, 'csv')}
                    {exportIcon(v, 'xlsx')}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <SectionCard title={t('policyAcceptances.countsTitle')} description={t('policyAcceptances.countsLead')} aside={all} testId="policy-counts-card">
      {body()}
    </SectionCard>
  );
}
