import { ORDER_STATUSES } from '@customer-hub/contract/constants/orders';
import { TICKET_STATUSES, TICKET_TYPES } from '@customer-hub/contract/constants/tickets';
import { TRIP_STATUSES } from '@customer-hub/contract/constants/trips';
import { LEDGER_DOCUMENT_TYPE_KEYS, LEDGER_DOCUMENT_TYPES } from '@customer-hub/contract/constants/current-account';
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
  const documentType = Object.fromEntries(LEDGER_DOCUMENT_TYPES.map((type) => [type, d.documentTypes[LEDGER_DOCUMENT_TYPE_KEYS[type]]])) as Record<LedgerDocumentType, string>;
  // Statuses and request types read as the screens show them (`statuses.*`).
  const statusLabels = <S extends keyof typeof d.statuses>(list: readonly S[]) => Object.fromEntries(list.map((s) => [s, d.statuses[s]])) as Record<S, string>;
  const values: Record<ReportValueList, Record<string, string>> = {
    documentType,
    ticketStatus: statusLabels(TICKET_STATUSES),
    ticketType: statusLabels(TICKET_TYPES),
    ticketPriority: d.tickets.priorities,
    orderStatus: statusLabels(ORDER_STATUSES),
    tripStatus: statusLabels(TRIP_STATUSES),
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
