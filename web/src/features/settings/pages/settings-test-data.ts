import { DEFAULT_RETENTION_SETTINGS } from '@customer-hub/contract/retention';
import { DEFAULT_SLA_SETTINGS } from '@customer-hub/contract/sla';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json } from '../../../../test/render';

// The Settings page's tests' scene: what the server answers for each group (settings-page.test.tsx,
// settings-integrations.test.tsx).
export const admin = userVM({ roles: ['Admin'] });
export const security = { passwordMinLength: 12, twoFactorRequiredRoles: ['Admin'], passkeyRequiredRoles: [], sessionIdleMinutes: 120, sessionAbsoluteMinutes: 480 };
export const template = {
  key: 'password_reset',
  language: 'en-US',
  subject: 'Reset your password',
  html: '<p>Hello {{name}}</p>',
  text: 'Hello {{name}}',
  variables: ['name', 'link'],
  updatedAt: '2025-03-01T09:00:00Z',
};

export const reports = {
  reportsProvider: 'builtIn',
  qlikUserDirectory: 'CUSTOMERHUB',
  qlikTicketUrl: 'https://qlik.example.test/ticket',
  qlikReportsUrl: '',
  qlikDashboardUrl: '',
  powerBiTenantId: 'contoso.onmicrosoft.com',
  powerBiClientId: '',
  powerBiWorkspaceId: '',
  powerBiReportId: '',
  powerBiRlsRole: '',
  qlikClientCertificate: '',
  qlikRootCertificate: '',
  powerBiClientSecretSet: true,
  qlikClientKeySet: false,
};
export const reportFields = (({ powerBiClientSecretSet: _set, qlikClientKeySet: _key, ...rest }) => rest)(reports);
export const odata = {
  baseUrl: 'https://bc.example.test/api/v2.0',
  erpCompanyId: 'cronus',
  companyCode: 'BC-CRONUS',
  companyName: 'Cronus',
  authKind: 'oauth2',
  tokenUrl: 'https://login.example.test/token',
  clientId: 'hub-sync',
  scope: null,
  username: null,
  ledgerEntitySet: 'customerLedgerEntries',
  customBaseUrl: null,
  entitySets: { buildings: 'facilityBuildings' },
  secretSet: true,
};
export const erp = { nightly: true, nightlyHourUtc: 2, odata };
/** A PUT of the reporting settings answered as the server would: the secret only as a flag. */
export const savedReports = (init?: RequestInit) => {
  const { powerBiClientSecret, qlikClientKey, ...rest } = JSON.parse(String(init?.body)) as Record<string, unknown>;
  return json({
    ...reportFields,
    ...rest,
    powerBiClientSecretSet: powerBiClientSecret === undefined ? reports.powerBiClientSecretSet : powerBiClientSecret !== '',
    qlikClientKeySet: qlikClientKey === undefined ? reports.qlikClientKeySet : qlikClientKey !== '',
  });
};
export const putCalls = (fetchMock: ReturnType<typeof mockSettingsApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

/** The retention job's last run: it removed 12 sign-in log lines, and the next is due the day after. */
export const retentionStatus = {
  running: null,
  lastRun: {
    id: '5b2f0c3e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
    trigger: 'schedule',
    status: 'done',
    startedAt: '2026-11-30T02:00:00Z',
    finishedAt: '2026-11-30T02:00:04Z',
    startedBy: null,
    removed: { loginLog: 12, systemLog: 0, auditLog: 0, emailBody: 3, emailLog: 0, notifications: 0, ticketAttachments: 0, viewAsHistory: 0, exports: 0, refusedAccessRequests: 0 },
    error: null,
  },
  nextRunAt: '2026-12-01T02:00:00Z',
};

export const SLA_COMPANY = '77777777-7777-4777-8777-777777777777';

export function mockSettingsApi(handlers: Parameters<typeof mockDashboard>[0] = {}, user = admin) {
  return mockDashboard(
    {
      'GET /api/settings/security': () => json(security),
      'GET /api/email-templates': () => json([template]),
      'GET /api/settings/documents': () => json({ maxUploadMegabytes: 20, globalSearchActive: true }),
      'GET /api/settings/retention': () => json(DEFAULT_RETENTION_SETTINGS),
      'GET /api/settings/retention/status': () => json(retentionStatus),
      'GET /api/settings/notifications': () => json({ notificationsEnabled: true, ticketDefaultUrl: 'https://survey.example.test/login' }),
      'GET /api/settings/chat': () => json({ enabled: false, url: '' }),
      'GET /api/settings/orders': () => json({ cancelCutoffHours: 48 }),
      'GET /api/settings/reports': () => json(reports),
      'GET /api/sync/settings': () => json(erp),
      'GET /api/settings/sla': () => json(DEFAULT_SLA_SETTINGS),
      'GET /api/org/companies': () => json([{ id: SLA_COMPANY, code: 'LRG', name: 'Lusitania Retail Group', businessPartners: [] }]),
      ...handlers,
    },
    user,
  );
}
