import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPresentationAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import type { ReportSummary } from '@customer-hub/contract/reports';
import { reportPath, useReports } from '@/features/reports/api';
import { ReportOutage } from '@/features/reports/components/report-outage';
import { useReportTitle } from '@/features/reports/components/report-title';
import { usePageTitle } from '@/lib/use-page-title';

function ReportCard({ report }: { report: ReportSummary }) {
  const { t } = useTranslation();
  const titleOf = useReportTitle();
  const Icon = report.kind === 'bi' ? IconPresentationAnalytics : IconChartBar;
  const description = report.kind === 'builtIn' ? t(`reports.items.${report.id}.description`, { defaultValue: report.description }) : report.description;
  return (
    <Card component={Link} to={reportPath(report.id)} withBorder radius="md" padding="lg" data-testid={`report-card-${report.id}`} style={{ textDecoration: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Icon size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text fw={700}>{titleOf(report)}</Text>
          </Group>
          <Badge variant="light" color={report.kind === 'bi' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
            {report.kind === 'bi' ? t(`reports.providers.${report.provider ?? 'powerBi'}`) : t('reports.kinds.builtIn')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Card>
  );
}

/** /dashboard/Reports (Reports): the built-in reports the user may open and the company's BI reports. */
export function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Reports'));
  const reports = useReports();
  let content;
  if (reports.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="reports-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (reports.error) {
    content = isForbidden(reports.error) ? <QueryErrorState error={reports.error} /> : <ReportOutage />;
  } else if (reports.data.items.length === 0) {
    content = (
      <Text c="dimmed" data-testid="reports-empty">
        {t('screens.Reports.noReports')}
      </Text>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="reports-list">
        {reports.data.items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      <PageHeader title={t('routes.Reports')} lead={t('screens.Reports.lead')} />
      {content}
    </>
  );
}
