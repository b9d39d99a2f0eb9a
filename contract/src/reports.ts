import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import {
  REPORT_COLUMN_KINDS,
  REPORT_EXPORT_FORMATS,
  REPORT_FILTERS,
  REPORT_KINDS,
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_MAX,
  REPORT_VALUE_LISTS,
} from './constants/reports.ts';
import { REPORTS_PROVIDERS } from './constants/settings.ts';
export * from './constants/reports.ts';

// Reports (spec §1, §2): built-in reports of the hub's own data, and the configured BI reports.
// Plain constants live in constants/reports.ts so the web can use them without loading zod.

export const ReportKind = z.enum(REPORT_KINDS);

/** The language of the titles (list) or of the file's words (export); default: the user's. */
const languageField = { language: LanguageCode.optional() };

export const FindReportsRequest = z.object(languageField);
export type FindReportsRequest = z.infer<typeof FindReportsRequest>;

/** One report the caller may open. */
export const ReportSummary = z.object({
  id: z.string(),
  kind: ReportKind,
  /** The BI tool of a `bi` entry. */
  provider: z.enum(REPORTS_PROVIDERS).optional(),
  title: z.string(),
  description: z.string(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const FindReportsResponse = z.object({ items: z.array(ReportSummary) });
export type FindReportsResponse = z.infer<typeof FindReportsResponse>;

export const ReportParams = z.object({ id: z.string().min(1).max(64) });

/** A query value given repeated (`?a=x&a=y`) or as a comma list (`?a=x,y`). */
const listOf = (item: z.ZodType<string, string>) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(10));

/**
 * Every filter a built-in report may take (REPORT_FILTERS); each report reads those it lists in
 * REPORT_FILTERS_OF. The partner and site only narrow the caller's scope, never widen it.
 */
const filterShape = {
  /** The report's period, both ends included; each report has its default. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  businessPartnerId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  /** Repeated or comma-separated; the values of the report's status list (REPORT_STATUSES). */
  status: listOf(z.string().max(20)).optional(),
};
export type ReportFilters = { [K in keyof typeof filterShape]?: z.output<(typeof filterShape)[K]> };

export const GetReportRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE),
  ...filterShape,
});
export type GetReportRequest = z.infer<typeof GetReportRequest>;

export const ExportReportRequest = z.object({
  format: z.enum(REPORT_EXPORT_FORMATS),
  ...languageField,
  ...filterShape,
});
export type ExportReportRequest = z.infer<typeof ExportReportRequest>;

export const ReportColumn = z.object({
  key: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
  /** The value list a `status` column's values are translated through. */
  values: z.enum(REPORT_VALUE_LISTS).optional(),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** A cell: text, a date (YYYY-MM-DD), a month (YYYY-MM), a number; null when empty. */
export const ReportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof ReportCell>;

/** A row: its `id`, then one cell per column key (only the answer's columns). */
export const ReportRow = z.record(z.string(), ReportCell);
export type ReportRow = z.infer<typeof ReportRow>;

/** A figure of the whole report (a total, an average, a count). */
export const ReportFigure = z.object({
  key: z.string(),
  kind: z.enum(['integer', 'decimal', 'money', 'percent']),
  value: z.number().nullable(),
  /** The currency of a `money` figure. */
  currency: z.string().optional(),
});
export type ReportFigure = z.infer<typeof ReportFigure>;

const Option = z.object({ id: z.string(), name: z.string() });

export const GetReportResponse = z.object({
  id: z.string(),
  /** Whether amounts are in the answer (staff and contacts with PricesColumn). */
  prices: z.boolean(),
  /** The filters the report takes, and the ones applied (the period with its default). */
  filters: z.object({
    available: z.array(z.enum(REPORT_FILTERS)),
    applied: z.object(filterShape).extend({ status: z.array(z.string()).optional() }),
    /** The values the status filter takes. */
    statuses: z.array(z.string()),
  }),
  /** The business partners and sites in the caller's scope, for the pickers (at most REPORT_OPTIONS_MAX each). */
  options: z.object({
    businessPartners: z.array(Option),
    sites: z.array(Option.extend({ businessPartnerId: z.string() })),
  }),
  columns: z.array(ReportColumn),
  /** This page of rows. */
  rows: z.array(ReportRow),
  /** Over every row, not just this page: one row per currency when amounts are shown, else one. */
  totals: z.array(ReportRow),
  /** The report's key figures over every row. */
  summary: z.array(ReportFigure),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type GetReportResponse = z.infer<typeof GetReportResponse>;
