import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/roles';
import { DataTable, type Column } from '@/components/data-table';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { StatusBadge } from '@/components/status-badge';
import {
  DOCUMENT_TYPE_KEYS,
  EMPTY_FILTERS,
  PAGE_SIZE,
  SORT_LIST,
  useCurrentAccount,
  useExportCurrentAccount,
  type CurrentAccountEntry,
  type CurrentAccountFilters as Filters,
  type CurrentAccountSort,
} from '@/features/current-account/api';
import { CurrentAccountFilters } from '@/features/current-account/components/current-account-filters';
import { StatementModal } from '@/features/current-account/components/statement-modal';
import { TotalsCards } from '@/features/current-account/components/totals-cards';
import { errorMessage } from '@/i18n/error-message';
import { useCurrentUser } from '@/lib/current-user';
import { DOCUMENT_DOWNLOAD_LINK } from '@/lib/document-download';
import { formatDate, formatMoney } from '@/lib/format';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(SORT_LIST);

function useColumns(priced: boolean): Column<CurrentAccountEntry>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const money = (value: number | undefined, row: CurrentAccountEntry) => formatMoney(value, row.currency);
    const columns: (Column<CurrentAccountEntry> | false)[] = [
      // The PDF, when there is one, sits beside its number: one column less on a laptop screen.
      {
        key: 'documentNo',
        header: t('currentAccount.columns.documentNo'),
        cell: (r) => (
          <Group gap={4} wrap="nowrap">
            {r.documentNo}
            <PdfButton entry={r} />
          </Group>
        ),
        nowrap: true,
        sortKey: 'documentNo',
      },
      { key: 'state', header: t('currentAccount.columns.state'), cell: (r) => <StatusBadge status={r.state} />, nowrap: true },
      {
        key: 'documentType',
        header: t('currentAccount.columns.documentType'),
        cell: (r) => t(`documentTypes.${DOCUMENT_TYPE_KEYS[r.documentType]}`),
        nowrap: true,
        sortKey: 'documentType',
      },
      { key: 'description', header: t('currentAccount.columns.description'), cell: (r) => r.description, maxWidth: 180, nowrap: true },
      { key: 'dueDate', header: t('currentAccount.columns.dueDate'), cell: (r) => formatDate(r.dueDate), nowrap: true, sortKey: 'dueDate' },
      { key: 'postDate', header: t('currentAccount.columns.postDate'), cell: (r) => formatDate(r.postDate), nowrap: true, sortKey: 'postDate' },
      priced && { key: 'amount', header: t('currentAccount.columns.amount'), cell: (r) => money(r.amount, r), nowrap: true, align: 'right', sortKey: 'amount' },
      priced && {
        key: 'remainingAmount',
        header: t('currentAccount.columns.remainingAmount'),
        cell: (r) => money(r.remainingAmount, r),
        nowrap: true,
        align: 'right',
        sortKey: 'remainingAmount',
      },
    ];
    return columns.filter((c): c is Column<CurrentAccountEntry> => c !== false);
  }, [t, priced]);
}

/** The invoice or memo PDF of an entry, when it has one. */
function PdfButton({ entry }: { entry: CurrentAccountEntry }) {
  const { t } = useTranslation();
  if (!entry.pdfDocumentId) return null;
  return (
    <DocumentDownloadButton
      documentId={entry.pdfDocumentId}
      downloadLink={DOCUMENT_DOWNLOAD_LINK}
      label={t('currentAccount.downloadPdf', { documentNo: entry.documentNo })}
      pdf
      testId={`ca-pdf-${entry.id}`}
    />
  );
}

/** A ledger entry on a phone: number, type and state, then dates and amounts. */
function EntryCard({ entry, priced }: { entry: CurrentAccountEntry; priced: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap" miw={0}>
          <Text fw={700}>{entry.documentNo}</Text>
          <PdfButton entry={entry} />
        </Group>
        <StatusBadge status={entry.state} />
      </Group>
      <Text size="sm">{t(`documentTypes.${DOCUMENT_TYPE_KEYS[entry.documentType]}`)}</Text>
      <Text size="sm" c="dimmed">
        {t('currentAccount.card.dates', { post: formatDate(entry.postDate), due: formatDate(entry.dueDate) || '—' })}
      </Text>
      {priced && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('currentAccount.card.amount', { amount: formatMoney(entry.amount, entry.currency) })}</Text>
          <Text size="sm" fw={600}>
            {t('currentAccount.card.remaining', { amount: formatMoney(entry.remainingAmount, entry.currency) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** /dashboard/CurrentAccount: ledger entries with filters, totals, exports and the statement of account. */
export function CurrentAccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.CurrentAccount'));
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [statementOpen, setStatementOpen] = useState(false);
  const list = useListState<CurrentAccountSort>({ key: 'postDate', direction: 'desc' }, isSort);
  // An inverted range would answer nothing: keep the last good one until it is fixed.
  const rangeValid = !filters.from || !filters.to || filters.from <= filters.to;
  const [applied, setApplied] = useState<Filters>(EMPTY_FILTERS);
  const query = useCurrentAccount(applied, list.sort, list.page);
  const exporter = useExportCurrentAccount();
  const data = query.data;
  const priced = !!data && (data.totals.balance !== undefined || data.items.some((item) => item.amount !== undefined));
  const columns = useColumns(priced);
  // The statement is all prices: the server refuses it without PricesColumn.
  const { data: user } = useCurrentUser();
  const mayStatement = !!user && (isStaff(user.roles) || user.permissions.includes('PricesColumn'));

  const changeFilters = (next: Filters) => {
    setFilters(next);
    const valid = !next.from || !next.to || next.from <= next.to;
    if (valid) {
      setApplied(next);
      list.firstPage();
    }
  };

  const runExport = (format: 'csv' | 'xlsx') =>
    exporter.mutate(
      { format, filters: applied, sort: list.sort },
      {
        onSuccess: ({ headers }) => {
          if (headers.get('x-export-truncated') === 'true') {
            notifications.show({ color: 'yellow', message: t('currentAccount.export.truncated'), autoClose: 8000 });
          }
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );

  if (isForbidden(query.error)) {
    return (
      <>
        <PageHeader title={t('routes.CurrentAccount')} />
        <QueryErrorState error={query.error} />
      </>
    );
  }

  const exporting = exporter.isPending ? exporter.variables.format : null;
  return (
    <>
      <PageHeader title={t('routes.CurrentAccount')} lead={t('currentAccount.lead')} />
      <Stack gap="lg">
        <TotalsCards totals={data?.totals} />
        <Stack gap="md">
          <CurrentAccountFilters value={filters} onChange={changeFilters} />
          <Group gap="sm" wrap="wrap" data-testid="ca-actions">
            <Button
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden="true" />}
              onClick={() => runExport('csv')}
              loading={exporting === 'csv'}
              disabled={!rangeValid || (exporter.isPending && exporting !== 'csv')}
              data-testid="ca-export-csv"
            >
              {t('currentAccount.export.csv')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              onClick={() => runExport('xlsx')}
              loading={exporting === 'xlsx'}
              disabled={!rangeValid || (exporter.isPending && exporting !== 'xlsx')}
              data-testid="ca-export-xlsx"
            >
              {t('currentAccount.export.xlsx')}
            </Button>
            {mayStatement && (
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
                onClick={() => setStatementOpen(true)}
                data-testid="ca-statement"
              >
                {t('currentAccount.statement.open')}
              </Button>
            )}
          </Group>
        </Stack>
        <DataTable
          label={t('routes.CurrentAccount')}
          columns={columns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={query.isPending}
          fetching={query.isPlaceholderData}
          error={query.error}
          emptyText={t('currentAccount.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          totalExact={data?.totalExact ?? true}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          rowTestId="ca-row"
          mobileCard={(entry) => <EntryCard entry={entry} priced={priced} />}
          minWidth={priced ? 900 : 760}
          testId="ca-table"
        />
      </Stack>
      <StatementModal opened={statementOpen} onClose={() => setStatementOpen(false)} />
    </>
  );
}
