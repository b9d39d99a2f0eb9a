import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { CurrentAccountEntry } from '@customer-hub/contract/current-account';
import { CompanyFilter, STAFF_COLUMN_WIDTH } from '@/components/company-filter';
import type { Column } from '@/components/data-table';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { ExportButtons, ListPage } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { LEDGER_DOCUMENT_TYPE_KEYS } from '@customer-hub/contract/constants/current-account';
import { CURRENT_ACCOUNT_LIST, useCurrentAccount, useExportCurrentAccount } from '@/features/current-account/api';
import { CurrentAccountFilters } from '@/features/current-account/components/current-account-filters';
import { StatementModal } from '@/features/current-account/components/statement-modal';
import { TotalsCards } from '@/features/current-account/components/totals-cards';
import { errorMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/current-user';
import { DOCUMENT_DOWNLOAD_LINK } from '@/lib/document-download';
import { formatDate, formatMoney } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

function useColumns(priced: boolean, staff: boolean): Column<CurrentAccountEntry>[] {
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
      // Staff hold every company's entries: whose each one is.
      staff && { key: 'company', header: t('currentAccount.columns.company'), cell: (r) => r.companyName, maxWidth: 180, nowrap: true },
      { key: 'state', header: t('currentAccount.columns.state'), cell: (r) => <StatusBadge status={r.state} />, nowrap: true },
      {
        key: 'documentType',
        header: t('currentAccount.columns.documentType'),
        cell: (r) => t(`documentTypes.${LEDGER_DOCUMENT_TYPE_KEYS[r.documentType]}`),
        nowrap: true,
        sortKey: 'documentType',
        priority: 2,
      },
      { key: 'description', header: t('currentAccount.columns.description'), cell: (r) => r.description, maxWidth: 180, nowrap: true, priority: 3 },
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
  }, [t, priced, staff]);
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

/** A ledger entry on a phone: number, type and state (staff: and whose), then dates and amounts. */
function EntryCard({ entry, priced, staff }: { entry: CurrentAccountEntry; priced: boolean; staff: boolean }) {
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
      <Text size="sm">
        {staff ? `${entry.companyName} · ` : ''}
        {t(`documentTypes.${LEDGER_DOCUMENT_TYPE_KEYS[entry.documentType]}`)}
      </Text>
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

/** Why a contact sees no amounts: the PricesColumn permission is off for them. */
function PricesHiddenNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="ca-prices-hidden">
      {t('currentAccount.pricesHidden', { permission: t('people.permissions.keys.PricesColumn') })}
    </Alert>
  );
}

/** /dashboard/CurrentAccount: ledger entries with filters, totals, exports and the statement of account. */
export function CurrentAccountPage() {
  const { t } = useTranslation();
  const [statementOpen, setStatementOpen] = useState(false);
  const list = useListPage(CURRENT_ACCOUNT_LIST);
  const query = useCurrentAccount(list.filters, list.sort, list.page);
  const exporter = useExportCurrentAccount();
  const data = query.data;
  const priced = !!data && (data.totals.balance !== undefined || data.items.some((item) => item.amount !== undefined));
  // The statement is all prices: the server refuses it without PricesColumn.
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const mayPrices = staff || !!user?.permissions.includes('PricesColumn');
  const columns = useColumns(priced, staff);

  const runExport = (format: 'csv' | 'xlsx') =>
    exporter.mutate(
      { format, filters: list.filters, sort: list.sort },
      {
        onSuccess: ({ headers }) => {
          if (headers.get('x-export-truncated') === 'true') {
            notifications.show({ color: 'yellow', message: t('currentAccount.export.truncated'), autoClose: 8000 });
          }
        },
        onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );

  return (
    <ListPage
      screen="CurrentAccount"
      list={list}
      query={query}
      columns={columns}
      rowTitle={(r) => r.documentNo}
      above={user && !mayPrices ? <PricesHiddenNotice /> : <TotalsCards totals={data?.totals} />}
      filters={
        <>
          {staff && <CompanyFilter value={list.filters.companyId} onChange={(companyId) => list.setFilters({ companyId })} testId="ca" />}
          <CurrentAccountFilters value={list.filters} onChange={list.setFilters} />
        </>
      }
      clearable
      actions={
        <>
          <ExportButtons onExport={runExport} exporting={exporter.isPending ? exporter.variables.format : null} testId="ca-export" />
          {mayPrices && (
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              onClick={() => setStatementOpen(true)}
              data-testid="ca-statement"
            >
              {t('currentAccount.statement.open')}
            </Button>
          )}
        </>
      }
      rowTestId="ca-row"
      mobileCard={(entry) => <EntryCard entry={entry} priced={priced} staff={staff} />}
      minWidth={(priced ? 900 : 760) + (staff ? STAFF_COLUMN_WIDTH : 0)}
      testId="ca-table"
    >
      <StatementModal opened={statementOpen} onClose={() => setStatementOpen(false)} companyId={list.filters.companyId} />
    </ListPage>
  );
}
