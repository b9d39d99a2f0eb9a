import { useMemo } from 'react';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ReportExportFormat } from '@customer-hub/contract/constants/reports';
import type { GetReportResponse, ReportRow, ReportSummary } from '@customer-hub/contract/reports';
import type { Column } from '@/components/data-table';
import { InlineLoader } from '@/components/inline-loader';
import { ExportButtons, ListPage } from '@/components/list-page';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { EMPTY_REPORT_FILTERS, REPORT_PAGE_SIZE, REPORTS_PATH, useExportReport, useReport, useReports } from '@/features/reports/api';
import { BiReportView } from '@/features/reports/components/bi-report-view';
import { cellNode, cellText, figureText, isNumeric } from '@/features/reports/components/report-cells';
import { ReportFilters } from '@/features/reports/components/report-filters';
import { ReportOutage } from '@/features/reports/components/report-outage';
import { useReportTitle } from '@/features/reports/components/report-title';
import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-client';
import { useListPage } from '@/lib/use-list-page';
import { usePageTitle } from '@/lib/use-page-title';
import { failure } from '@/lib/notify';

type Row = ReportRow & { id: string };

/** Columns that give way first on a narrow screen (their values stay in the row's detail). */
const YIELDING: Record<string, 2 | 3> = { title: 3, customerNo: 3, priority: 3, type: 3, closedAt: 2, businessPartner: 2, dueDate: 2, averageDelayMinutes: 2, confirming: 2 };

function useColumns(report: GetReportResponse | undefined): Column<Row>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!report) return [];
    const first = report.columns[0]?.key;
    return report.columns.map((column) => ({
      key: column.key,
      header: t(`reports.columns.${column.key}`, { defaultValue: column.key }),
      // A totals row says so in its first column.
      cell: (row: Row) =>
        column.key === first && row.id.startsWith('total') && (row[column.key] ?? null) === null ? (
          t('reports.total')
        ) : isNumeric(column) ? (
          // Kept on one line here: a nowrap column's max-content box would not line up on the right.
          <span style={{ whiteSpace: 'nowrap' }}>{cellNode(column, row, t)}</span>
        ) : (
          cellNode(column, row, t)
        ),
      nowrap: column.key !== 'title' && !isNumeric(column),
      maxWidth: column.key === 'title' ? 260 : undefined,
      align: isNumeric(column) ? ('right' as const) : undefined,
      priority: YIELDING[column.key],
    }));
  }, [report, t]);
}

/** A row on a phone: its first two values as the title, then each other value with its header. */
function RowCard({ row, report }: { row: Row; report: GetReportResponse }) {
  const { t } = useTranslation();
  const [head, second, ...rest] = report.columns;
  const total = row.id.startsWith('total');
  const title = total ? t('reports.total') : head ? cellText(head, row, t) : '';
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{title}</Text>
        {second && <Text size="sm">{cellText(second, row, t)}</Text>}
      </Group>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
        {rest
          .filter((column) => (row[column.key] ?? null) !== null)
          .map((column) => (
            <Text key={column.key} size="sm" component="div">
              <Text span c="dimmed" size="sm">
                {t(`reports.columns.${column.key}`, { defaultValue: column.key })}:{' '}
              </Text>
              {cellText(column, row, t)}
            </Text>
          ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The report's key figures over every row. */
function Figures({ report }: { report: GetReportResponse }) {
  const { t } = useTranslation();
  if (report.summary.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(report.summary.length, 6) }} data-testid="report-figures">
      {report.summary.map((figure, i) => (
        <Paper key={`${figure.key}-${figure.currency ?? i}`} withBorder radius="md" p="sm" data-testid={`report-figure-${figure.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`reports.figures.${figure.key}`, { defaultValue: figure.key })}
            {figure.currency && report.summary.filter((f) => f.key === figure.key).length > 1 ? ` · ${figure.currency}` : ''}
          </Text>
          <Text fw={700} size="lg">
            {figureText(figure)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** PDF and XLSX of the report with the filters on screen; the button of the file under way spins. */
function DownloadButtons({ id, filters }: { id: string; filters: typeof EMPTY_REPORT_FILTERS }) {
  const { t } = useTranslation();
  const exporter = useExportReport();
  const run = (format: ReportExportFormat) =>
    exporter.mutate({ id, format, filters }, { onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })) });
  return (
    <ExportButtons
      formats={[
        { format: 'pdf', label: t('reports.download.pdf') },
        { format: 'xlsx', label: t('reports.download.xlsx') },
      ]}
      onExport={run}
      exporting={exporter.isPending ? exporter.variables.format : null}
      testId="report-download"
    />
  );
}

/** Whether a failed call is an outage (the server or the network), not an answer about the request. */
const isOutage = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

function BuiltInReport({ entry }: { entry: ReportSummary }) {
  const { t } = useTranslation();
  const titleOf = useReportTitle();
  const list = useListPage({ filters: EMPTY_REPORT_FILTERS, pageSize: REPORT_PAGE_SIZE });
  const query = useReport(entry.id, list.filters, list.page, true);
  const report = query.data;
  const columns = useColumns(report);
  const title = titleOf(entry);
  const rows = useMemo(() => report && { ...report, items: report.rows as Row[] }, [report]);

  if (query.error && !isForbidden(query.error) && isOutage(query.error)) {
    return (
      <>
        <PageHeader title={title} />
        <ReportOutage />
      </>
    );
  }
  // The report's own title and description head the page; the list takes the rest of its words from the Reports screen.
  const description = isForbidden(query.error) ? undefined : t(`reports.items.${entry.id}.description`, { defaultValue: entry.description });
  return (
    <>
      <PageHeader title={title} lead={description} />
      <ListPage
        screen="Reports"
        titled={false}
        label={title}
        list={list}
        query={{ data: rows, isPending: query.isPending, isPlaceholderData: query.isPlaceholderData, error: query.error }}
        columns={columns}
        above={
          <Stack gap="sm">
            <BackLink />
            {report && !report.prices && (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="report-prices-hidden">
                {t('reports.pricesHidden')}
              </Alert>
            )}
            {report && <Figures report={report} />}
          </Stack>
        }
        filters={report && <ReportFilters report={report} value={list.filters} onChange={list.setFilters} />}
        clearable
        actions={<DownloadButtons id={entry.id} filters={list.filters} />}
        rowTitle={(row) => (report?.columns[0] ? cellText(report.columns[0], row, t) : row.id)}
        totalRows={report?.totals as Row[] | undefined}
        mobileCard={(row) => report && <RowCard row={row} report={report} />}
        rowTestId="report-row"
        minWidth={Math.max(640, columns.length * 110)}
        testId="report-table"
      />
    </>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={REPORTS_PATH} size="sm" data-testid="report-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('reports.back')}
      </Group>
    </Anchor>
  );
}

/**
 * /dashboard/Reports/:id (Reports): a built-in report — filters in the URL, its key figures, the
 * table with its totals, PDF and XLSX of the same — or a BI report's view.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const reports = useReports();
  const titleOf = useReportTitle();
  const entry = reports.data?.items.find((r) => r.id === id);
  usePageTitle(entry ? titleOf(entry) : t('routes.Reports'));

  if (reports.isPending) return <InlineLoader />;
  if (reports.error) {
    return (
      <>
        <PageHeader title={t('routes.Reports')} />
        {isForbidden(reports.error) ? <QueryErrorState error={reports.error} /> : <ReportOutage />}
      </>
    );
  }
  if (!entry) {
    return (
      <>
        <PageHeader title={t('routes.Reports')} />
        <NotFoundState />
      </>
    );
  }
  if (entry.kind === 'bi') {
    return (
      <Stack gap="md">
        <PageHeader title={titleOf(entry)} />
        <BackLink />
        <BiReportView reportId={entry.id} />
      </Stack>
    );
  }
  return <BuiltInReport entry={entry} />;
}
