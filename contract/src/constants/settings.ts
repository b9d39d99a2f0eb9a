// Settings groups the back office edits (Settings screen). Plain values: the web imports these.

/** Settings key of the reporting tool's group (spec §3 "Settings (reporting tool)", DESIGN.md §10). */
export const REPORTS_SETTING = 'reports';

/**
 * Where Reports and Dashboard take their figures from: the built-in charts of the hub's own data,
 * a Power BI embed, or Qlik Sense (with a ticket) — DESIGN.md §10.
 */
export const REPORTS_PROVIDERS = ['builtIn', 'powerBi', 'qlik'] as const;
export type ReportsProvider = (typeof REPORTS_PROVIDERS)[number];

/** The longest address the reporting settings take. */
export const REPORTS_URL_MAX_LENGTH = 500;

/** The longest PEM text (a certificate chain, a private key) the reporting settings take. */
export const REPORTS_PEM_MAX_LENGTH = 20_000;

/** The bounds of the order cancel cut-off, in hours before the task date (30 days at most). */
export const ORDER_CANCEL_CUTOFF_MIN_HOURS = 0;
export const ORDER_CANCEL_CUTOFF_MAX_HOURS = 720;
