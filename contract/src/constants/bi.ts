// The business-intelligence connectors (spec §1 "reports from Power BI or Qlik Sense", §3 settings;
// DESIGN.md §10). Plain values: the web imports these.

/**
 * The BI entries of the Reports list, each shown by the web's BI report view: the Power BI report
 * (embedded with an embed token) and the two Qlik Sense pages (framed with a one-time ticket).
 */
export const BI_REPORT_IDS = ['power-bi', 'qlik-reports', 'qlik-dashboard'] as const;
export type BiReportId = (typeof BI_REPORT_IDS)[number];

/** Which Qlik Sense page a ticket is asked for: the reports URL or the dashboard URL of the settings. */
export const QLIK_TARGETS = ['reports', 'dashboard'] as const;
export type QlikTarget = (typeof QLIK_TARGETS)[number];

/** The Qlik Sense page each Qlik entry of the Reports list opens. */
export const QLIK_TARGET_BY_REPORT: Readonly<Record<Exclude<BiReportId, 'power-bi'>, QlikTarget>> = {
  'qlik-reports': 'reports',
  'qlik-dashboard': 'dashboard',
};

/** The query parameter Qlik Sense takes a ticket in (appended to the reports or dashboard URL). */
export const QLIK_TICKET_PARAM = 'qlikTicket';

/** Settings key of the per-company Power BI report: a map companyId → { workspaceId, reportId }. */
export const POWER_BI_COMPANY_REPORTS_SETTING = 'reportsPowerBiCompanies';

/** The Power BI row-level-security role named in the embed token when the settings name none. */
export const DEFAULT_POWER_BI_RLS_ROLE = 'Customer';

/** How long before an embed token expires the page asks for a fresh one. */
export const POWER_BI_REFRESH_BEFORE_MS = 5 * 60_000;
