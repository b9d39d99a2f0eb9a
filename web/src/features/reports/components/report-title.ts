import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@customer-hub/contract/reports';

/** A built-in report's title from the dictionaries; a BI report's as the server names it. */
export function useReportTitle() {
  const { t } = useTranslation();
  return (report: Pick<ReportSummary, 'id' | 'kind' | 'title'>) => (report.kind === 'builtIn' ? t(`reports.items.${report.id}.title`, { defaultValue: report.title }) : report.title);
}
