import { forbidden, invalidField, notFound } from '@/lib/errors.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/service-context.ts';
import { seesPrices, todayIso } from '@/modules/current-account/service.ts';
import { scopeOf } from '@/db/scope.ts';
import { configuredBiReports } from '@/modules/bi/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import {
  BUILT_IN_REPORTS,
  REPORT_FILTERS_OF,
  REPORT_OPTIONS_MAX,
  REPORT_PERMISSIONS,
  REPORT_STATUSES,
  STAFF_ONLY_REPORTS,
  type BuiltInReportId,
  type ExportReportRequest,
  type FindReportsRequest,
  type FindReportsResponse,
  type GetReportRequest,
  type GetReportResponse,
  type ReportFilters,
  type ReportSummary,
} from '@customer-hub/contract/reports';
import { isStaff } from '@customer-hub/contract/roles';
import { BUILT_IN, type ReportResult } from './built-in.ts';
import { writePdf, writeXlsx, type ReportFile } from './files.ts';
import * as repo from './repository.ts';
import { textsFor } from './texts.ts';

const languageOf = (principal: Principal, asked: LanguageCode | undefined): LanguageCode => asked ?? matchLanguage(principal.language) ?? 'en-US';

/** Whether the caller holds what a built-in report's data needs (staff hold everything; some are staff's only). */
const mayOpen = (principal: Principal, id: BuiltInReportId) =>
  isStaff(principal.roles) || (!STAFF_ONLY_REPORTS.includes(id) && REPORT_PERMISSIONS[id].every((p) => principal.permissions.includes(p)));

const isBuiltIn = (id: string): id is BuiltInReportId => (BUILT_IN_REPORTS as readonly string[]).includes(id);

/** The reports the caller may open: the built-in ones their permissions allow, then the BI reports configured for their company (modules/bi). */
export async function findReports({ db, principal }: ServiceContext, secretBox: SecretBox, q: FindReportsRequest): Promise<FindReportsResponse> {
  const t = textsFor(languageOf(principal, q.language));
  const builtIn: ReportSummary[] = BUILT_IN_REPORTS.filter((id) => mayOpen(principal, id)).map((id) => ({
    id,
    kind: 'builtIn',
    title: t.reports[id].title,
    description: t.reports[id].description,
  }));
  // The BI tool's reports are a company's (row-level security on it): contacts only, as their embed endpoints.
  const biIds = principal.companyId && !isStaff(principal.roles) ? await configuredBiReports(db, secretBox, principal.companyId) : [];
  const bi: ReportSummary[] = biIds.map((id) => ({
    id,
    kind: 'bi',
    provider: id === 'power-bi' ? 'powerBi' : 'qlik',
    title: t.reports[id].title,
    description: t.reports[id].description,
  }));
  return { items: [...builtIn, ...bi] };
}

/** The built-in report of `id` with only the filters it takes; 404 for any other id (BI entries included), 403 without its data's permission. */
function resolve(principal: Principal, id: string, q: ReportFilters): { id: BuiltInReportId; filters: ReportFilters } {
  if (!isBuiltIn(id)) throw notFound('Report');
  if (!mayOpen(principal, id)) throw forbidden();
  const takes = REPORT_FILTERS_OF[id];
  const filters: ReportFilters = {};
  for (const key of takes) if (q[key] !== undefined) Object.assign(filters, { [key]: q[key] });
  if (filters.from && filters.to && filters.from > filters.to) throw invalidField('querystring.to', 'must not be before from');
  const statuses = REPORT_STATUSES[id];
  const wrong = filters.status?.find((s) => !statuses.includes(s));
  if (wrong !== undefined) throw invalidField('querystring.status', `must be one of: ${statuses.join(', ') || 'none'}`);
  if (!filters.status?.length) delete filters.status;
  return { id, filters };
}

async function run(ctx: ServiceContext, id: string, q: ReportFilters, today: string): Promise<{ id: BuiltInReportId; result: ReportResult; prices: boolean }> {
  const resolved = resolve(ctx.principal, id, q);
  const scope = await scopeOf(ctx.db, ctx.principal);
  const prices = seesPrices(ctx.principal);
  const result = await BUILT_IN[resolved.id]({ ctx, scope, filters: resolved.filters, prices, today });
  return { id: resolved.id, result, prices };
}

/** A built-in report's page of rows, with its totals and key figures over every row, and its pickers' options. */
export async function getReport(ctx: ServiceContext, id: string, q: GetReportRequest, today = todayIso()): Promise<GetReportResponse> {
  const { id: reportId, result, prices } = await run(ctx, id, q, today);
  const scope = await scopeOf(ctx.db, ctx.principal);
  const takes = REPORT_FILTERS_OF[reportId];
  const options = takes.includes('businessPartnerId') ? await repo.scopeOptions(ctx.db, scope, REPORT_OPTIONS_MAX) : { businessPartners: [], sites: [] };
  const start = (q.page - 1) * q.pageSize;
  return {
    id: reportId,
    prices,
    filters: { available: [...takes], applied: result.applied, statuses: [...REPORT_STATUSES[reportId]] },
    options,
    columns: result.columns,
    rows: result.rows.slice(start, start + q.pageSize),
    totals: result.totals,
    summary: result.summary,
    total: result.rows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A built-in report as a PDF or XLSX file in the reader's language: every row, the same totals and figures as on screen. */
export async function exportReport(ctx: ServiceContext, id: string, q: ExportReportRequest, today = todayIso()): Promise<ReportFile & { rows: number }> {
  const { id: reportId, result } = await run(ctx, id, q, today);
  const language = languageOf(ctx.principal, q.language);
  const texts = textsFor(language);
  const scope = await scopeOf(ctx.db, ctx.principal);
  const { businessPartnerId, siteId } = result.applied;
  const input = {
    texts,
    language,
    title: texts.reports[reportId].title,
    today,
    result,
    partnerName: businessPartnerId ? await repo.visiblePartnerName(ctx.db, scope, businessPartnerId) : undefined,
    siteName: siteId ? await repo.visibleSiteName(ctx.db, scope, siteId) : undefined,
    fileBase: `${texts.files[reportId]}-${today.replaceAll('-', '')}`,
  };
  const file = q.format === 'pdf' ? await writePdf(input) : writeXlsx(input);
  return { ...file, rows: result.rows.length };
}
