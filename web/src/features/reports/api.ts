import { useMutation, useQuery } from '@tanstack/react-query';
import type { GetReportRequest } from '@customer-hub/contract/reports';
import type { ReportExportFormat } from '@customer-hub/contract/constants/reports';
import { currentLanguage } from '@/i18n/i18n';
import { call, endpointUrl } from '@/lib/api-call';
import { downloadFile } from '@/lib/download';
import { filterQuery, pageQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

export const REPORTS_PATH = '/dashboard/Reports';
export const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;

export const REPORT_PAGE_SIZE = 25;

/** The filters of a report page, as the URL keeps them ('' / [] for none). */
export type ReportPageFilters = FiltersOf<GetReportRequest, 'from' | 'to' | 'businessPartnerId' | 'siteId' | 'status'>;

export const EMPTY_REPORT_FILTERS: ReportPageFilters = { from: '', to: '', businessPartnerId: '', siteId: '', status: [] };

/** GET /api/reports (Reports): the built-in reports the caller may open and the configured BI reports. */
export function useReports() {
  const language = currentLanguage();
  return useQuery({ queryKey: ['reports', 'list', language], queryFn: ({ signal }) => call('GET /api/reports', { query: { language }, signal }) });
}

/** GET /api/reports/:id: a page of a built-in report's rows with its totals over every row. */
export function useReport(id: string, filters: ReportPageFilters, page: number, enabled: boolean) {
  const query = { ...pageQuery(page, undefined, REPORT_PAGE_SIZE), ...filterQuery(filters) };
  return useListQuery(['reports', 'report', id, query], (signal) => call('GET /api/reports/:id', { params: { id }, query, signal }), { enabled });
}

/** GET /api/reports/:id/export: the report with the same filters as PDF or XLSX (so the file matches the screen), in the reader's language. */
export function useExportReport() {
  return useMutation({
    mutationFn: ({ id, format, filters }: { id: string; format: ReportExportFormat; filters: ReportPageFilters }) =>
      downloadFile(endpointUrl('/api/reports/:id/export', { id }, { format, language: currentLanguage(), ...filterQuery(filters) }), `${id}.${format}`),
  });
}
