import { useTranslation } from 'react-i18next';
import { BI_REPORT_IDS, QLIK_TARGET_BY_REPORT, type BiReportId } from '@customer-hub/contract/constants/bi';
import { BiUnavailable } from '@/features/reports/components/bi-unavailable';
import { PowerBiReport } from '@/features/reports/components/power-bi-report';
import { QlikReport } from '@/features/reports/components/qlik-report';

const isBiReport = (id: string): id is BiReportId => (BI_REPORT_IDS as readonly string[]).includes(id);

/**
 * One BI entry of the Reports list: the Power BI report (`power-bi`) or a Qlik Sense page
 * (`qlik-reports`, `qlik-dashboard`), filling the page below its header. While it opens a loader;
 * whatever fails (not configured, the tool away) spec §8's apology in the reader's language.
 */
export function BiReportView({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  if (!isBiReport(reportId)) return <BiUnavailable />;
  const title = t(`biReports.titles.${reportId}`);
  if (reportId === 'power-bi') return <PowerBiReport key={reportId} title={title} />;
  return <QlikReport key={reportId} target={QLIK_TARGET_BY_REPORT[reportId]} title={title} />;
}
