import type { LedgerDocumentType } from '@customer-hub/contract/current-account';
import { dictionary, t } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { BiReportId, BuiltInReportId, ReportValueList } from '@customer-hub/contract/reports';

/**
 * The words of the report list and the report files, read from the dictionaries
 * (contract/src/i18n): the web's `reports.*`, `biReports.*`, `statuses.*`, `documentTypes.*` and
 * `tickets.priorities.*`, and the server's `reportFiles.*` for what only the files say.
 */
export function textsFor(language: LanguageCode) {
  const d = dictionary(language);
  const reports: Record<BuiltInReportId | BiReportId, { title: string; description: string }> = {
    ...d.reports.items,
    'power-bi': { title: d.biReports.titles['power-bi'], description: d.biReportDescriptions['power-bi'] },
    'qlik-reports': { title: d.biReports.titles['qlik-reports'], description: d.biReportDescriptions['qlik-reports'] },
    'qlik-dashboard': { title: d.biReports.titles['qlik-dashboard'], description: d.biReportDescriptions['qlik-dashboard'] },
  };
  const documentType: Record<LedgerDocumentType, string> = {
    Invoice: d.documentTypes.invoice,
    Payment: d.documentTypes.payment,
    'Credit Memo': d.documentTypes.creditMemo,
    'Finance Charge Memo': d.documentTypes.financeChargeMemo,
    Refund: d.documentTypes.refund,
    Reminder: d.documentTypes.reminder,
  };
  // In Spanish a request's statuses agree with "solicitud" in the files (`reportFiles.ticketStatus`).
  const values: Record<ReportValueList, Record<string, string>> = {
    documentType,
    ticketStatus: { Pending: d.statuses.Pending, Confirming: d.statuses.Confirming, ...d.reportFiles.ticketStatus },
    ticketType: { Service: d.statuses.Service, Defect: d.reportFiles.ticketType.Defect, Refund: d.statuses.Refund },
    ticketPriority: d.tickets.priorities,
    orderStatus: { Confirming: d.statuses.Confirming, Confirmed: d.statuses.Confirmed, Cancelled: d.statuses.Cancelled },
    tripStatus: { Planned: d.statuses.Planned, InProgress: d.statuses.InProgress, Completed: d.statuses.Completed, Cancelled: d.statuses.Cancelled },
  };
  return {
    reports,
    /** The file name of each built-in report's files. */
    files: d.reportFiles.files as Record<BuiltInReportId, string>,
    columns: d.reports.columns as Record<string, string>,
    figures: d.reports.figures as Record<string, string>,
    values,
    filters: { period: d.dashboard.period.label, businessPartner: d.reports.filters.businessPartner, site: d.reports.filters.site, status: d.reports.filters.status, all: d.common.all },
    total: d.reports.total,
    generatedOn: d.reportFiles.generatedOn,
    // A file without rows says what the report's screen says of an empty list.
    noRows: d.screens.Reports.empty,
    summarySheet: d.reportFiles.summarySheet,
    figure: d.reportFiles.figure,
    value: d.reports.columns.value,
    currency: d.reports.columns.currency,
    page: (n: number, of: number) => t(language, 'reportFiles.page', { n, of }),
  };
}

export type Texts = ReturnType<typeof textsFor>;
