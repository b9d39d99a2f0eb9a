import { z } from 'zod';
import { DEFAULT_ORDER_CANCEL_CUTOFF_HOURS } from './constants/orders.ts';
import { ORDER_CANCEL_CUTOFF_MAX_HOURS, ORDER_CANCEL_CUTOFF_MIN_HOURS, REPORTS_PEM_MAX_LENGTH, REPORTS_PROVIDERS, REPORTS_URL_MAX_LENGTH, type ReportsProvider } from './constants/settings.ts';
import { Role } from './roles.ts';
export * from './constants/settings.ts';

/** GET/PUT /api/settings/security (Admin). */
export const SecuritySettings = z.object({
  passwordMinLength: z.number().int().min(8).max(128),
  twoFactorRequiredRoles: z.array(Role),
  /** Users of these roles without a passkey register one after signing in, before anything else. */
  passkeyRequiredRoles: z.array(Role).default([]),
  sessionIdleMinutes: z.number().int().min(5).max(60 * 24 * 30),
  sessionAbsoluteMinutes: z.number().int().min(5).max(60 * 24 * 90),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  passwordMinLength: 12,
  twoFactorRequiredRoles: ['Admin', 'Backoffice'],
  passkeyRequiredRoles: [],
  sessionIdleMinutes: 120,
  sessionAbsoluteMinutes: 480,
};

/** GET /api/settings/map: the tile server of the sites map. */
export const MapSettings = z.object({ tileUrl: z.string() });
/** GET /api/Backoffice/Settings/GlobalSearchActive (spec call): whether the top bar shows the search. */
export const GlobalSearchActiveResponse = z.boolean();

/**
 * GET/PUT /api/settings/notifications (Admin): whether the bell is shown, and the external ticket
 * site's default survey login for contacts without credentials of their own (left out: none here, the
 * server's TICKET_DEFAULT_URL applies if it has one).
 */
export const NotificationSettings = z.object({
  notificationsEnabled: z.boolean(),
  ticketDefaultUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value))
    .optional(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * GET/PUT /api/settings/orders (Admin): how many hours before an order's task date a contact may
 * still cancel it (staff may until the task date). Stored under ORDER_CANCEL_CUTOFF_SETTING.
 */
export const OrderSettings = z.object({
  cancelCutoffHours: z.number().int().min(ORDER_CANCEL_CUTOFF_MIN_HOURS).max(ORDER_CANCEL_CUTOFF_MAX_HOURS),
});
export type OrderSettings = z.infer<typeof OrderSettings>;
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { cancelCutoffHours: DEFAULT_ORDER_CANCEL_CUTOFF_HOURS };

/** Text on one line: no control character (a line break, a tab, …). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) address, or empty for none. */
const optionalHttpUrl = z
  .string()
  .trim()
  .max(REPORTS_URL_MAX_LENGTH)
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value), { message: 'An absolute http(s) URL' })
  .default('');
/** A plain value on one line, or empty for none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value), { message: 'One line of text' })
    .default('');
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Microsoft Entra id (a GUID), or empty for none. */
const optionalGuid = z
  .string()
  .trim()
  .refine((value) => value === '' || GUID.test(value), { message: 'A GUID such as 00000000-0000-0000-0000-000000000000' })
  .default('');
/** The Entra tenant: its id (a GUID) or one of its domain names (contoso.onmicrosoft.com), or empty. */
const optionalTenant = z
  .string()
  .trim()
  .max(253)
  .refine((value) => value === '' || GUID.test(value) || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value), {
    message: 'A tenant id (GUID) or a domain name',
  })
  .default('');

/** Base64 lines of a PEM block's body. */
const PEM_BODY = '[A-Za-z0-9+/=\\s]+';
/** One or more certificates in PEM form (a chain: the client's first), or empty for none. */
const CERTIFICATES = new RegExp(`^(?:-----BEGIN CERTIFICATE-----${PEM_BODY}-----END CERTIFICATE-----\\s*)+$`);
/** An unencrypted private key in PEM form (PKCS#8, or the RSA and EC forms of OpenSSL). */
const PRIVATE_KEY = new RegExp(`^-----BEGIN ((?:RSA |EC )?)PRIVATE KEY-----${PEM_BODY}-----END \\1PRIVATE KEY-----$`);
/** PEM text, line breaks kept, or empty for none. */
const pemText = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(REPORTS_PEM_MAX_LENGTH)
    .refine((value) => value === '' || pattern.test(value), { message });
const certificates = () => pemText(CERTIFICATES, 'Certificates in PEM form (-----BEGIN CERTIFICATE-----)');

/**
 * The reporting tool's settings (spec §3 "Settings (reporting tool)": the four Qlik Sense values;
 * DESIGN.md §10: the Power BI embed) and which of them Reports and Dashboard use. Every value may
 * be empty while its tool is not in use.
 */
export const ReportsSettingsFields = z.object({
  reportsProvider: z.enum(REPORTS_PROVIDERS).default('builtIn'),
  /** The Qlik Sense user directory the ticket is asked for. */
  qlikUserDirectory: optionalText(100),
  /** Where the Qlik Sense ticket is asked for. */
  qlikTicketUrl: optionalHttpUrl,
  qlikReportsUrl: optionalHttpUrl,
  qlikDashboardUrl: optionalHttpUrl,
  /**
   * The client certificate the server presents to the Qlik Proxy Service (Qlik Sense's exported
   * client.pem); its private key is write-only (qlikClientKey). Empty: none is presented.
   */
  qlikClientCertificate: certificates().default(''),
  /**
   * The root the Qlik Proxy Service's own certificate is signed by (Qlik Sense's exported root.pem),
   * trusted besides the system's. Empty: only the system's trusted roots.
   */
  qlikRootCertificate: certificates().default(''),
  powerBiTenantId: optionalTenant,
  powerBiClientId: optionalGuid,
  powerBiWorkspaceId: optionalGuid,
  powerBiReportId: optionalGuid,
  /** The row-level-security role the embed token gives the contact (empty: DEFAULT_POWER_BI_RLS_ROLE). */
  powerBiRlsRole: optionalText(100),
});

/**
 * GET /api/settings/reports (Admin): the Power BI client secret and the Qlik client key are never
 * answered, only whether one is stored.
 */
export const ReportsSettings = ReportsSettingsFields.extend({ powerBiClientSecretSet: z.boolean(), qlikClientKeySet: z.boolean() });
export type ReportsSettings = z.infer<typeof ReportsSettings>;

/** The fields of PUT /api/settings/reports, before the chosen tool's needs (UpdateReportsSettings). */
export const UpdateReportsSettingsFields = ReportsSettingsFields.extend({
  powerBiClientSecret: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => !CONTROL.test(value), { message: 'One line of text' })
    .optional(),
  qlikClientKey: pemText(PRIVATE_KEY, 'An unencrypted private key in PEM form (-----BEGIN PRIVATE KEY-----)').optional(),
}).strict();

/**
 * Why a field the chosen tool needs is refused (`params.need` of its issue): `required` left empty,
 * `page` neither Qlik Sense page given, `pair` a Power BI workspace without its report or the reverse.
 */
export type ReportsProviderNeed = 'required' | 'page' | 'pair';

type ProviderValues = Partial<Omit<z.infer<typeof UpdateReportsSettingsFields>, 'reportsProvider'>> & { reportsProvider: ReportsProvider };

/**
 * What the chosen reporting tool cannot work without, each missing field an issue naming it (the
 * other tool's fields may stay empty). Qlik Sense: the user directory, the ticket URL and a page to
 * show (reports, dashboard or both). Power BI: the tenant, the app's client id and its secret (not
 * cleared; the server also refuses a save that leaves none stored), and the workspace with its
 * report, or neither when each company has its own (CompanyPowerBiReport).
 */
export function requireProviderFields(value: ProviderValues, ctx: z.RefinementCtx): void {
  const tool = value.reportsProvider === 'qlik' ? 'Qlik Sense' : 'Power BI';
  const missing = (field: keyof ProviderValues, need: ReportsProviderNeed, message = `Required while ${tool} is the reporting tool`) =>
    ctx.addIssue({ code: 'custom', path: [field], message, params: { need } });
  if (value.reportsProvider === 'qlik') {
    if (!value.qlikUserDirectory) missing('qlikUserDirectory', 'required');
    if (!value.qlikTicketUrl) missing('qlikTicketUrl', 'required');
    if (!value.qlikReportsUrl && !value.qlikDashboardUrl) missing('qlikReportsUrl', 'page', 'The reports page, the dashboard page or both, while Qlik Sense is the reporting tool');
  }
  if (value.reportsProvider === 'powerBi') {
    if (!value.powerBiTenantId) missing('powerBiTenantId', 'required');
    if (!value.powerBiClientId) missing('powerBiClientId', 'required');
    if (value.powerBiClientSecret === '') missing('powerBiClientSecret', 'required');
    if (!value.powerBiWorkspaceId !== !value.powerBiReportId) {
      missing(value.powerBiWorkspaceId ? 'powerBiReportId' : 'powerBiWorkspaceId', 'pair', 'Give both the workspace and the report, or neither');
    }
  }
}

/**
 * PUT /api/settings/reports (Admin). `powerBiClientSecret` and `qlikClientKey` are write-only: left
 * out, the stored one is kept; an empty string clears it; anything else replaces it. The chosen
 * tool's fields must be there (requireProviderFields).
 */
export const UpdateReportsSettings = UpdateReportsSettingsFields.superRefine(requireProviderFields);
export type UpdateReportsSettings = z.infer<typeof UpdateReportsSettings>;

export const DEFAULT_REPORTS_SETTINGS: z.infer<typeof ReportsSettingsFields> = {
  reportsProvider: 'builtIn',
  qlikUserDirectory: '',
  qlikTicketUrl: '',
  qlikReportsUrl: '',
  qlikDashboardUrl: '',
  powerBiTenantId: '',
  powerBiClientId: '',
  powerBiWorkspaceId: '',
  powerBiReportId: '',
  powerBiRlsRole: '',
  qlikClientCertificate: '',
  qlikRootCertificate: '',
};

/**
 * GET/PUT /api/settings/reports/companies/:companyId (Admin): the Power BI report a company's contacts
 * see, when it is not the one of the reports settings. Both empty: the settings' report applies.
 */
export const CompanyPowerBiReport = z
  .object({ workspaceId: optionalGuid, reportId: optionalGuid })
  .strict()
  .refine((value) => (value.workspaceId === '') === (value.reportId === ''), { message: 'Give both the workspace and the report, or neither', path: ['reportId'] });
export type CompanyPowerBiReport = z.infer<typeof CompanyPowerBiReport>;
export const CompanyPowerBiReportParams = z.object({ companyId: z.string().uuid() });
