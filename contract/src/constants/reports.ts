import { ORDER_STATUSES } from './orders.ts';
import type { Permission } from './permissions.ts';
import { TICKET_STATUSES } from './tickets.ts';

/**
 * Reports (spec §1, §2 ReportsTab): the built-in reports of the hub's own data, and the reports of
 * the business-intelligence tool the settings configure (Power BI, Qlik Sense).
 */
export const BUILT_IN_REPORTS = ['statement-of-account', 'aging-by-partner', 'ticket-history', 'orders-by-site-month', 'trips-by-month', 'satisfaction', 'service-levels'] as const;
export type BuiltInReportId = (typeof BUILT_IN_REPORTS)[number];

/** The BI entries the list may hold (constants/bi.ts), each served by its own endpoints. */
export { BI_REPORT_IDS as BI_REPORTS, type BiReportId } from './bi.ts';

export const REPORT_KINDS = ['builtIn', 'bi'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The filters a built-in report may take; each report says which of them it uses. */
export const REPORT_FILTERS = ['from', 'to', 'businessPartnerId', 'siteId', 'status'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/**
 * How a column's values are written: `status` values are translated through `values`
 * (ticket status, order status …); `money` goes with the row's `currency`; `percent` is 0–1.
 */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'month', 'integer', 'decimal', 'money', 'percent', 'status'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

/** The translated value lists `status` columns use. */
export const REPORT_VALUE_LISTS = ['documentType', 'ticketStatus', 'ticketType', 'ticketPriority', 'orderStatus', 'tripStatus'] as const;
export type ReportValueList = (typeof REPORT_VALUE_LISTS)[number];

/** Aging buckets by days past the due date: not yet due, 1–30, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export { TRIP_LATE_TOLERANCE_MINUTES } from './trips.ts';

/** The permissions each built-in report needs besides Reports (staff need none). */
export const REPORT_PERMISSIONS: Readonly<Record<BuiltInReportId, readonly Permission[]>> = {
  // A statement is all prices, as the current account's.
  'statement-of-account': ['CurrentAccounts', 'PricesColumn'],
  'aging-by-partner': ['CurrentAccounts'],
  'ticket-history': ['Requests'],
  'orders-by-site-month': ['Orders'],
  'trips-by-month': ['Trips'],
  'satisfaction': [],
  'service-levels': ['Requests'],
};

/** The built-in reports only staff open, whatever a contact's permissions (a contact hears 403, and the list leaves them out): the back office's own figures. */
export const STAFF_ONLY_REPORTS: readonly BuiltInReportId[] = ['satisfaction', 'service-levels'];

/** The filters each built-in report takes. */
export const REPORT_FILTERS_OF: Readonly<Record<BuiltInReportId, readonly ReportFilter[]>> = {
  'statement-of-account': ['from', 'to', 'businessPartnerId', 'siteId'],
  'aging-by-partner': ['businessPartnerId', 'siteId'],
  'ticket-history': ['from', 'to', 'businessPartnerId', 'siteId', 'status'],
  'orders-by-site-month': ['from', 'to', 'businessPartnerId', 'siteId', 'status'],
  'trips-by-month': ['from', 'to', 'businessPartnerId', 'siteId'],
  'satisfaction': ['from', 'to'],
  'service-levels': ['from', 'to', 'businessPartnerId', 'siteId'],
};

/** The values each report's status filter takes (none: the report has no status filter). */
export const REPORT_STATUSES: Readonly<Record<BuiltInReportId, readonly string[]>> = {
  'statement-of-account': [],
  'aging-by-partner': [],
  'ticket-history': TICKET_STATUSES,
  'orders-by-site-month': ORDER_STATUSES,
  'trips-by-month': [],
  'satisfaction': [],
  'service-levels': [],
};

/** Rows a report page holds by default, and at most. */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_PAGE_SIZE_MAX = 200;

/** A report longer than this is refused (400, reason PERIOD_TOO_LONG): narrow its filters. */
export const REPORT_MAX_ROWS = 20_000;

/** The business partners and sites a report's pickers offer, at most. */
export const REPORT_OPTIONS_MAX = 500;
