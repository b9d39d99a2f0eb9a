import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { forbidden } from '@/lib/errors.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/service-context.ts';
import { getCompany } from '@/modules/org/service.ts';
import { scopeOf, type Scope } from '@/db/scope.ts';
import { getCompanyPowerBiReport, getReportsSettings, type ReportsSettingsWithSecret } from '@/modules/settings/service.ts';
import { DEFAULT_POWER_BI_RLS_ROLE, type BiReportId, type PowerBiEmbedResponse, type QlikTarget, type QlikTicketResponse } from '@customer-hub/contract/bi';
import { notConfigured, unavailable } from './errors.ts';
import { embedReport } from './power-bi.ts';
import { requestQlikTicket, withTicket } from './qlik.ts';

// The BI connectors (spec §1 reports from Power BI or Qlik Sense, §3 settings; DESIGN.md §10).
// Each embed is for a customer contact: the tool filters by who they are and which company (and
// part of it) they belong to, so staff, who belong to none, look through View as a contact.

/** What a connector needs besides the caller: the opened secrets, where the tools are, and a log for failures. */
export interface BiDeps {
  secretBox: SecretBox;
  config: Pick<Config, 'powerBiAuthorityUrl' | 'powerBiApiUrl' | 'biTimeoutMs'>;
  log: FastifyBaseLogger;
}

/** The caller's company and scope; 403 for staff (no company for the tool to filter by). */
async function contactOf(ctx: ServiceContext) {
  const scope = await scopeOf(ctx.db, ctx.principal);
  if (scope.kind === 'all') throw forbidden('FORBIDDEN', 'BI reports are shown to customer contacts');
  const company = await getCompany(ctx, scope.companyId);
  return { scope, company };
}

/** Qlik attributes naming the contact's company, and their business partner or site when narrower. */
function qlikAttributes(company: { id: string; code: string }, scope: Exclude<Scope, { kind: 'all' }>): Record<string, string>[] {
  const attributes: Record<string, string>[] = [{ Company: company.code }, { CompanyId: company.id }];
  if (scope.kind === 'business_partner') attributes.push({ BusinessPartnerId: scope.businessPartnerId });
  if (scope.kind === 'site') attributes.push({ SiteId: scope.siteId });
  return attributes;
}

/** The Qlik Sense page of a target, when Qlik is the reporting tool and every value its ticket needs is set. */
function qlikPageOf(settings: ReportsSettingsWithSecret, target: QlikTarget): string | null {
  const page = target === 'reports' ? settings.qlikReportsUrl : settings.qlikDashboardUrl;
  const ready = settings.reportsProvider === 'qlik' && settings.qlikTicketUrl && settings.qlikUserDirectory && page;
  // A client certificate whose key this instance cannot open (another APP_SECRET) would be refused.
  return ready && !(settings.qlikClientCertificate && !settings.qlikClientKey) ? page : null;
}

/** The Power BI workspace and report for a company: its own, else the settings' (null when Power BI is not ready). */
async function powerBiReportOf(db: Db, settings: ReportsSettingsWithSecret, companyId: string) {
  const ready = settings.reportsProvider === 'powerBi' && settings.powerBiTenantId && settings.powerBiClientId && settings.powerBiClientSecret;
  if (!ready) return null;
  const own = await getCompanyPowerBiReport(db, companyId);
  const { workspaceId, reportId } = own.workspaceId ? own : { workspaceId: settings.powerBiWorkspaceId, reportId: settings.powerBiReportId };
  return workspaceId && reportId ? { workspaceId, reportId, tenantId: settings.powerBiTenantId, clientId: settings.powerBiClientId, clientSecret: settings.powerBiClientSecret! } : null;
}

/**
 * A Qlik Sense page with a one-time ticket for the caller (POST {ticket URL}/ticket to the Qlik Proxy
 * Service, as the contact of the user directory in the settings). 409 REPORTS_NOT_CONFIGURED while
 * Qlik is not the reporting tool or a value is missing; 502/504 REPORTS_UNAVAILABLE when the proxy
 * fails or does not answer. The ticket is in the answer only, never in a log.
 */
export async function createQlikTicket(ctx: ServiceContext, deps: BiDeps, target: QlikTarget): Promise<QlikTicketResponse> {
  const { scope, company } = await contactOf(ctx);
  const settings = await getReportsSettings(ctx.db, deps.secretBox);
  const page = qlikPageOf(settings, target);
  if (!page) throw notConfigured();
  try {
    const ticket = await requestQlikTicket({
      ticketUrl: settings.qlikTicketUrl,
      userDirectory: settings.qlikUserDirectory,
      userId: ctx.principal.userName,
      attributes: qlikAttributes(company, scope),
      clientCertificate: settings.qlikClientCertificate,
      clientKey: settings.qlikClientKey,
      rootCertificate: settings.qlikRootCertificate,
      timeoutMs: deps.config.biTimeoutMs,
    });
    return { url: withTicket(page, ticket) };
  } catch (err) {
    throw unavailable(err, 'qlik', deps.log);
  }
}

/**
 * The caller's company's Power BI report with a view-only embed token for them: row-level security
 * sees their user name, the role of the settings and their company's code as custom data. 409
 * REPORTS_NOT_CONFIGURED while Power BI is not the reporting tool or a value is missing; 502/504
 * REPORTS_UNAVAILABLE when Entra ID or Power BI fail or do not answer.
 */
export async function getPowerBiEmbed(ctx: ServiceContext, deps: BiDeps): Promise<PowerBiEmbedResponse> {
  const { company } = await contactOf(ctx);
  const settings = await getReportsSettings(ctx.db, deps.secretBox);
  const report = await powerBiReportOf(ctx.db, settings, company.id);
  if (!report) throw notConfigured();
  const app = {
    authorityUrl: deps.config.powerBiAuthorityUrl,
    apiUrl: deps.config.powerBiApiUrl,
    tenantId: report.tenantId,
    clientId: report.clientId,
    clientSecret: report.clientSecret,
    timeoutMs: deps.config.biTimeoutMs,
  };
  const identity = { username: ctx.principal.userName, roles: [settings.powerBiRlsRole || DEFAULT_POWER_BI_RLS_ROLE], customData: company.code };
  try {
    return await embedReport(app, report.workspaceId, report.reportId, identity);
  } catch (err) {
    throw unavailable(err, 'powerBi', deps.log);
  }
}

/**
 * The BI entries a company's Reports list offers: those of the reporting tool in use whose values
 * are all set (for Power BI, the company's own report or the settings' one).
 */
export async function configuredBiReports(db: Db, secretBox: SecretBox, companyId: string): Promise<BiReportId[]> {
  const settings = await getReportsSettings(db, secretBox);
  if (settings.reportsProvider === 'qlik') {
    return (['qlik-reports', 'qlik-dashboard'] as const).filter((id) => qlikPageOf(settings, id === 'qlik-reports' ? 'reports' : 'dashboard'));
  }
  return (await powerBiReportOf(db, settings, companyId)) ? ['power-bi'] : [];
}
