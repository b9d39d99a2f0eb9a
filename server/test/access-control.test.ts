import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildContract, buildDocument, buildOrder, buildStaff, buildStock, buildTeam, buildTenant, buildTicket, buildTicketAttachment, buildTransport, buildTrip } from './factories.ts';
import { buildTestApp, sessionFor, viewAsSessionFor, type TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

/**
 * Every route of the API and who may call it. A route missing here fails the first test;
 * each later issue adds its routes. "allowed" callers must not get 401/403; every other
 * caller must get 401 (anonymous) or 403/404 (signed in).
 */
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

type Who = 'anonymous' | 'customerFew' | 'customerAll' | 'otherCompany' | 'backoffice' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
const SIGNED_IN: Who[] = ['customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
const STAFF: Who[] = ['backoffice', 'admin'];

interface Rule {
  allowed: Who[];
  request?: Pick<InjectOptions, 'payload' | 'query'>;
  /** A stream that never ends: its answer is read as it starts, then dropped. */
  stream?: true;
}

const ACCESS: Record<string, Rule> = {
  'POST /token': { allowed: EVERYONE, request: { payload: { username: 'nobody', password: 'wrong-password' } } },
  'GET /health/live': { allowed: EVERYONE },
  'GET /health/ready': { allowed: EVERYONE },
  'POST /api/auth/logout': { allowed: SIGNED_IN },
  'GET /api/Example/IsTokenValid': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserVM': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserTicketCredentials': { allowed: SIGNED_IN },
  'GET /api/Backoffice/User/GetUserPhoto': { allowed: SIGNED_IN },
  'GET /api/Account/GetUserLanguage': { allowed: SIGNED_IN },
  'PUT /api/account/language': { allowed: SIGNED_IN, request: { payload: { language: 'en-US' } } },
  'GET /api/logs/login': { allowed: STAFF },
  'GET /api/logs/system': { allowed: ['admin'] },
  'GET /api/audit-log': { allowed: ['admin'] },
  'GET /api/audit-log/contexts': { allowed: ['admin'] },
  'GET /api/audit-log/export': { allowed: ['admin'] },
  'GET /api/logs/login/export': { allowed: STAFF },
  'GET /api/logs/system/export': { allowed: ['admin'] },
  'GET /api/email-logs/export': { allowed: STAFF },
  'GET /api/settings/log-retention': { allowed: ['admin'] },
  'PUT /api/settings/log-retention': { allowed: ['admin'], request: { payload: { days: 365 } } },
  'GET /api/email-logs': { allowed: STAFF },
  'GET /api/email-templates': { allowed: ['admin'] },
  'PUT /api/email-templates/:key/:language': {
    allowed: ['admin'],
    request: { payload: { subject: 'Reset your password', html: '<p><a href="{{link}}">Reset</a></p>', text: 'Reset: {{link}}' } },
  },
  'POST /api/email-templates/:key/:language/preview': { allowed: ['admin'], request: { payload: { variables: { name: 'Ana' } } } },
  'POST /api/email-templates/:key/:language/test': { allowed: ['admin'], request: { payload: {} } },
  'POST /api/auth/two-factor/verify': { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43), code: '123456' } } },
  'POST /api/auth/two-factor/resend': { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43) } } },
  'GET /api/account/password-policy': { allowed: EVERYONE },
  'POST /api/account/recover': { allowed: EVERYONE, request: { payload: { email: 'nobody@example.test' } } },
  'GET /api/account/token-info': { allowed: EVERYONE, request: { query: { token: 'y'.repeat(43) } } },
  'POST /api/account/reset-password': { allowed: EVERYONE, request: { payload: { token: 'y'.repeat(43), password: 'a long enough passphrase' } } },
  'POST /api/signup': { allowed: EVERYONE, request: { payload: { customerNo: 'C1', invoiceNo: 'F1', email: 'x@example.test' } } },
  'POST /api/access-requests': { allowed: EVERYONE, request: { payload: { name: 'Visitor', email: 'visitor@example.test' } } },
  'POST /api/account/change-password': { allowed: SIGNED_IN, request: { payload: { currentPassword: 'wrong-password', newPassword: 'a long enough passphrase' } } },
  'GET /api/account/sessions': { allowed: SIGNED_IN },
  'DELETE /api/account/sessions/:id': { allowed: SIGNED_IN, request: {} },
  'GET /api/account/two-factor': { allowed: SIGNED_IN },
  'POST /api/account/two-factor/totp/setup': { allowed: SIGNED_IN },
  'POST /api/account/two-factor/totp/enable': { allowed: SIGNED_IN, request: { payload: { code: '123456' } } },
  'POST /api/account/two-factor/email/enable': { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } },
  'POST /api/account/two-factor/disable': { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } },
  'POST /api/account/two-factor/recovery-codes': { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } },
  'GET /api/Notification/GetNotifications': { allowed: SIGNED_IN },
  'POST /api/Notification/MarkAsViewed': { allowed: SIGNED_IN, request: { payload: [] } },
  'GET /api/Common/ShowsNotifications': { allowed: SIGNED_IN },
  'GET /api/notifications': { allowed: ['customerAll', ...STAFF] },
  'POST /api/notifications/mark-all-viewed': { allowed: ['customerAll', ...STAFF] },
  'GET /api/notifications/preferences': { allowed: SIGNED_IN },
  'PUT /api/notifications/preferences': { allowed: SIGNED_IN, request: { payload: { items: [] } } },
  'GET /api/notifications/stream': { allowed: ['customerAll', ...STAFF], stream: true },
  'GET /api/access-requests': { allowed: STAFF },
  'POST /api/access-requests/:id/approve': {
    allowed: STAFF,
    request: { payload: { companyId: ZERO_ID, treeNodeKind: 'company', treeNodeId: ZERO_ID, userName: 'nobody.new' } },
  },
  'POST /api/access-requests/:id/reject': { allowed: STAFF },
  'GET /api/org/companies': { allowed: STAFF },
  'GET /api/companies': { allowed: STAFF },
  'POST /api/companies': { allowed: STAFF, request: { payload: { code: 'ACCESS-CHECK', name: 'Access check' } } },
  'GET /api/companies/:id': { allowed: STAFF },
  'PUT /api/companies/:id': { allowed: STAFF, request: { payload: { code: 'ACCESS-CHECK-2', name: 'Access check' } } },
  'PUT /api/companies/:id/default-permissions': { allowed: STAFF, request: { payload: { defaultPermissions: ['Dashboard'] } } },
  'GET /api/companies/:id/partners': { allowed: STAFF },
  'POST /api/companies/:id/partners': { allowed: STAFF, request: { payload: { customerNo: 'C-ACCESS', name: 'Access check' } } },
  'PUT /api/companies/:id/partners/:partnerId': { allowed: STAFF, request: { payload: { customerNo: 'C-ACCESS', name: 'Access check' } } },
  'GET /api/companies/:id/sites': { allowed: STAFF },
  'POST /api/companies/:id/sites': { allowed: STAFF, request: { payload: { businessPartnerId: ZERO_ID, code: 'S-ACCESS', name: 'Access check' } } },
  'PUT /api/companies/:id/sites/:siteId': { allowed: STAFF, request: { payload: { businessPartnerId: ZERO_ID, code: 'S-ACCESS', name: 'Access check' } } },
  'GET /api/buildings': { allowed: STAFF },
  'POST /api/buildings': { allowed: STAFF, request: { payload: { siteId: ZERO_ID, code: 'B-ACCESS', name: 'Access check' } } },
  'GET /api/buildings/:id': { allowed: STAFF },
  'PUT /api/buildings/:id': { allowed: STAFF, request: { payload: { siteId: ZERO_ID, code: 'B-ACCESS', name: 'Access check' } } },
  'GET /api/current-account': { allowed: ['customerAll', ...STAFF] },
  'GET /api/current-account/export': { allowed: ['customerAll', ...STAFF], request: { query: { format: 'csv' } } },
  'GET /api/current-account/statement': { allowed: ['customerAll', ...STAFF] },
  // A customer's figures: every contact with Dashboard; staff see them by viewing as a contact.
  'GET /api/dashboard': { allowed: ['customerFew', 'customerAll', 'otherCompany'] },
  'GET /api/reports': { allowed: ['customerAll', ...STAFF] },
  'GET /api/reports/:id': { allowed: ['customerAll', ...STAFF] },
  'GET /api/reports/:id/export': { allowed: ['customerAll', ...STAFF], request: { query: { format: 'pdf' } } },
  'POST /api/view-as': { allowed: STAFF, request: { payload: { contactId: ZERO_ID, reason: 'Access check' } } },
  // An ordinary session hears 404 (no view-as session to end); the trail is staff's and main contacts'.
  'DELETE /api/view-as': { allowed: SIGNED_IN },
  'GET /api/view-as/history': { allowed: ['customerAll', ...STAFF] },
  'POST /api/users/:id/sessions/end': { allowed: STAFF },
  'POST /api/users/:id/deactivate': { allowed: STAFF },
  'POST /api/users/:id/activate': { allowed: STAFF },
  // People: the route lets every signed-in caller in; the service lets staff, main contacts (their own contacts) and oneself act.
  'GET /api/users': { allowed: ['customerAll', 'backoffice', 'admin'] },
  'POST /api/users': { allowed: ['customerAll', 'backoffice', 'admin'], request: { payload: { userName: 'access.check', firstName: 'Ana', email: 'ana@example.test', language: 'en-US' } } },
  'GET /api/users/:id': { allowed: SIGNED_IN },
  'PUT /api/users/:id': { allowed: SIGNED_IN, request: { payload: { firstName: 'Ana', email: 'ana@example.test', language: 'en-US' } } },
  'PUT /api/users/:id/permissions': { allowed: SIGNED_IN, request: { payload: { permissions: [] } } },
  'POST /api/users/:id/send-reset': { allowed: SIGNED_IN },
  'POST /api/users/:id/resend-invitation': { allowed: SIGNED_IN },
  'POST /api/users/:id/photo': { allowed: SIGNED_IN },
  'PUT /api/users/:id/photo': { allowed: SIGNED_IN },
  'GET /api/settings/security': { allowed: ['admin'] },
  'GET /api/settings/map': { allowed: SIGNED_IN },
  'PUT /api/settings/security': {
    allowed: ['admin'],
    request: { payload: { passwordMinLength: 12, twoFactorRequiredRoles: ['Admin', 'Backoffice'], sessionIdleMinutes: 120, sessionAbsoluteMinutes: 480 } },
  },
  'GET /api/trips': { allowed: ['customerAll', 'otherCompany', ...STAFF] },
  'GET /api/trips/:id': { allowed: ['customerAll', 'otherCompany', ...STAFF] },
  'GET /api/transports': { allowed: ['customerAll', 'otherCompany', ...STAFF] },
  'GET /api/transports/:id': { allowed: ['customerAll', 'otherCompany', ...STAFF] },
  'GET /api/orders': { allowed: ['customerAll', ...STAFF] },
  'GET /api/orders/:id': { allowed: ['customerAll', ...STAFF] },
  'GET /api/orders/form-options': { allowed: ['customerAll', ...STAFF] },
  'POST /api/orders': {
    allowed: ['customerAll', ...STAFF],
    request: { payload: { documentType: 'Service', unitOfMeasure: 'Unit', quantity: 1, workLocation: 'Gate 1', requestedTaskDate: '2099-01-01', siteId: ZERO_ID } },
  },
  'POST /api/orders/:id/confirm': { allowed: STAFF, request: { payload: { taskDate: '2099-01-01' } } },
  'POST /api/orders/:id/cancel': { allowed: ['customerAll', ...STAFF] },
  'GET /api/tickets': { allowed: ['customerAll', ...STAFF] },
  'GET /api/tickets/form-options': { allowed: ['customerAll', ...STAFF] },
  'GET /api/tickets/:id': { allowed: ['customerAll', ...STAFF] },
  'POST /api/tickets': { allowed: ['customerAll', ...STAFF], request: { payload: { type: 'Service', title: 'Door', description: 'Broken', siteId: ZERO_ID } } },
  'POST /api/tickets/:id/propose': { allowed: STAFF, request: { payload: { date: '2099-01-01', budget: 100 } } },
  'POST /api/tickets/:id/decline': { allowed: STAFF, request: { payload: { note: 'Out of contract' } } },
  'POST /api/tickets/:id/done': { allowed: STAFF },
  // The customer's answers: staff are refused (403), like a contact without Requests.
  'POST /api/tickets/:id/confirm': { allowed: ['customerAll'] },
  'POST /api/tickets/:id/refuse': { allowed: ['customerAll'] },
  'POST /api/tickets/:id/cancel': { allowed: ['customerAll'] },
  'POST /api/tickets/:id/assign': { allowed: STAFF, request: { payload: { assigneeId: null } } },
  'POST /api/tickets/:id/comments': { allowed: ['customerAll', ...STAFF], request: { payload: { body: 'Any news?' } } },
  'POST /api/tickets/attachments': { allowed: ['customerAll', ...STAFF] },
  'GET /api/tickets/:id/attachments/:attachmentId': { allowed: ['customerAll', ...STAFF] },
  'GET /api/contracts': { allowed: ['customerAll', ...STAFF] },
  'GET /api/contracts/:id': { allowed: ['customerAll', ...STAFF] },
  'POST /api/contracts/:id/approve': { allowed: ['customerAll', ...STAFF] },
  'GET /api/teams': { allowed: SIGNED_IN },
  'GET /api/teams/:id': { allowed: SIGNED_IN },
  'GET /api/stocks': { allowed: SIGNED_IN },
  'GET /api/stocks/:id': { allowed: SIGNED_IN },
  'GET /api/sites': { allowed: ['customerAll', ...STAFF] },
  'GET /api/org-chart': { allowed: ['customerAll', ...STAFF] },
  'GET /api/documents/sections': { allowed: SIGNED_IN },
  'GET /api/documents': { allowed: ['customerAll', ...STAFF], request: { query: { section: 'Folders' } } },
  'GET /api/documents/download-link/:id': { allowed: SIGNED_IN },
  'POST /api/documents/zip-link': { allowed: SIGNED_IN, request: { payload: { ids: [ZERO_ID] } } },
  'GET /api/Common/DownloadFile': { allowed: SIGNED_IN, request: { query: { FilePath: 'hub\\x\\y.pdf' } } },
  'POST /api/documents': { allowed: STAFF },
  'DELETE /api/documents/:id': { allowed: STAFF },
  'GET /api/document-types': { allowed: STAFF },
  'POST /api/document-types': {
    allowed: STAFF,
    request: { payload: { code: 'AccessCheck', names: { 'en-US': 'A', 'es-ES': 'A', 'pt-PT': 'A' }, section: 'Folders', visible: true } },
  },
  'PUT /api/document-types/:code': {
    allowed: STAFF,
    request: { payload: { names: { 'en-US': 'A', 'es-ES': 'A', 'pt-PT': 'A' }, section: 'Folders', visible: true } },
  },
  'GET /api/settings/documents': { allowed: ['admin'] },
  'GET /api/Backoffice/Cookie/GetTheLatestCookie': { allowed: EVERYONE, request: { query: { localeCode: 'pt-BR' } } },
  'GET /api/cookie-notices': { allowed: STAFF },
  'POST /api/cookie-notices': { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Cookies', text: '<p>We use cookies.</p>' } } },
  'PUT /api/cookie-notices/:id': { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Cookies', text: '<p>We use cookies.</p>' } } },
  'POST /api/cookie-notices/:id/publish': { allowed: STAFF },
  'POST /api/cookie-notices/:id/unpublish': { allowed: STAFF },
  'DELETE /api/cookie-notices/:id': { allowed: STAFF },
  'GET /api/privacy-policies': { allowed: STAFF },
  'POST /api/privacy-policies': { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Privacy', text: '<p>We keep your data safe.</p>', effectiveAt: '2026-01-01T00:00:00Z' } } },
  'PUT /api/privacy-policies/:id': { allowed: STAFF, request: { payload: { title: 'Privacy', text: '<p>We keep your data safe.</p>', effectiveAt: '2026-01-01T00:00:00Z' } } },
  'POST /api/privacy-policies/:id/publish': { allowed: STAFF },
  'POST /api/privacy-policies/:id/unpublish': { allowed: STAFF },
  'DELETE /api/privacy-policies/:id': { allowed: STAFF },
  'GET /api/privacy-policies/acceptances': { allowed: STAFF },
  'GET /api/privacy-policies/acceptances/export': { allowed: STAFF },
  'GET /api/home': { allowed: SIGNED_IN },
  'GET /api/home-items': { allowed: STAFF, request: { query: { kind: 'news' } } },
  'POST /api/home-items': { allowed: STAFF, request: { payload: { kind: 'link', language: 'en-US', title: 'Web', url: 'https://example.com', icon: 'world' } } },
  'PUT /api/home-items/:id': { allowed: STAFF, request: { payload: { kind: 'link', language: 'en-US', title: 'Web', url: 'https://example.com', icon: 'world' } } },
  'POST /api/home-items/:id/publish': { allowed: STAFF },
  'POST /api/home-items/:id/unpublish': { allowed: STAFF },
  'POST /api/home-items/reorder': { allowed: STAFF, request: { payload: { ids: [ZERO_ID] } } },
  'DELETE /api/home-items/:id': { allowed: STAFF },
  'POST /api/home-images': { allowed: STAFF },
  'GET /api/home-images/:id/:variant': { allowed: EVERYONE, request: { query: { exp: '1', sig: 'x' } } },
  'GET /api/settings/notifications': { allowed: ['admin'] },
  'PUT /api/settings/notifications': { allowed: ['admin'], request: { payload: { notificationsEnabled: true } } },
  'PUT /api/settings/documents': { allowed: ['admin'], request: { payload: { maxUploadMegabytes: 20, globalSearchActive: true } } },
  'GET /api/Backoffice/Settings/GlobalSearchActive': { allowed: SIGNED_IN },
  'GET /api/sync/runs': { allowed: STAFF },
  'GET /api/sync/runs/:id': { allowed: STAFF },
  'POST /api/sync/runs': { allowed: STAFF, request: { payload: { connector: 'file', dryRun: true, fileId: ZERO_ID } } },
  'POST /api/sync/files': { allowed: STAFF },
  'GET /api/sync/settings': { allowed: ['admin'] },
  'PUT /api/sync/settings': { allowed: ['admin'], request: { payload: { nightly: true, nightlyHourUtc: 2, odata: null } } },
  'GET /api/settings/chat': { allowed: ['admin'] },
  'PUT /api/settings/chat': { allowed: ['admin'], request: { payload: { enabled: false, url: '' } } },
  'GET /api/settings/orders': { allowed: ['admin'] },
  'PUT /api/settings/orders': { allowed: ['admin'], request: { payload: { cancelCutoffHours: 48 } } },
  'GET /api/settings/reports': { allowed: ['admin'] },
  'PUT /api/settings/reports': { allowed: ['admin'], request: { payload: { reportsProvider: 'builtIn' } } },
  'GET /api/settings/reports/companies/:companyId': { allowed: ['admin'] },
  'PUT /api/settings/reports/companies/:companyId': { allowed: ['admin'], request: { payload: { workspaceId: '', reportId: '' } } },
  // BI embeds are a contact's (row-level security by their company): staff are refused (403), like a contact without Reports.
  'POST /api/reports/qlik/ticket': { allowed: ['customerAll'], request: { payload: { target: 'reports' } } },
  'GET /api/reports/power-bi/embed': { allowed: ['customerAll'] },
  'GET /api/Backoffice/Common/ShowChat': { allowed: EVERYONE },
  'GET /api/Backoffice/Settings/GetChatUrl': { allowed: SIGNED_IN },
  'GET /chat-demo': { allowed: EVERYONE },
  'GET /chat-demo/chat-demo.js': { allowed: EVERYONE },
  'GET /chat-demo/chat-demo.css': { allowed: EVERYONE },
  'GET /api/GlobalSearch/getGlobalInformation': { allowed: SIGNED_IN, request: { query: { search: 'porto norte' } } },  'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': { allowed: SIGNED_IN },
  'GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove': { allowed: SIGNED_IN },
  'POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance': { allowed: SIGNED_IN, request: { payload: { id: ZERO_ID, accepted: true } } },
};

let t: TestApp;
const userIds = {} as Record<Exclude<Who, 'anonymous'>, string>;
const ALL_PERMISSIONS: Permission[] = ['Dashboard', 'Reports', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Notifications', 'ContractOrganization', 'ContractLines', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'PricesColumn', 'CreateOrder', 'CancelOrder'];
/** The other callers of the issue-15 table, each checked against a company's and another's objects. */
type Extra = 'contactAll' | 'siteScoped' | 'viewAs';
const extraIds = {} as Record<Extra, string>;
/** One object of each kind per company: `own` is company A's (the callers'), `foreign` company B's. */
type Kind = 'trips' | 'transports' | 'orders' | 'tickets' | 'contracts' | 'teams' | 'stocks' | 'documents' | 'users' | 'attachments';
const objects = { own: {} as Record<Kind, string>, foreign: {} as Record<Kind, string> };
/** Ids and numbers of company B's rows: none may show in an answer to company A's callers (and the reverse). */
const marks = { own: [] as string[], foreign: [] as string[] };
const counts = { requests: 0, unexpected: 0, foreignRows: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await buildTenant(db);
  const b = await buildTenant(db);
  userIds.customerFew = (await buildContact(db, { companyId: a.company.id, permissions: ['Dashboard'] })).id;
  userIds.customerAll = (await buildContact(db, { companyId: a.company.id, mainContact: true, permissions: ALL_PERMISSIONS })).id;
  userIds.otherCompany = (await buildContact(db, { companyId: b.company.id, permissions: ['Dashboard', 'Trips'] })).id;
  userIds.backoffice = (await buildStaff(db, 'Backoffice')).id;
  userIds.admin = (await buildStaff(db, 'Admin')).id;
  extraIds.contactAll = (await buildContact(db, { companyId: a.company.id, permissions: ALL_PERMISSIONS })).id;
  extraIds.siteScoped = (await buildContact(db, { companyId: a.company.id, permissions: ALL_PERMISSIONS, treeNodeKind: 'site', treeNodeId: a.site.id })).id;
  extraIds.viewAs = userIds.customerAll;
  for (const [side, tenant] of [['own', a], ['foreign', b]] as const) {
    const o = objects[side];
    const m = marks[side];
    const trip = await buildTrip(db, tenant.tenant);
    const transport = await buildTransport(db, tenant.tenant);
    const order = await buildOrder(db, tenant.tenant);
    const ticket = await buildTicket(db, tenant.tenant);
    const contract = await buildContract(db, tenant.tenant);
    const team = await buildTeam(db, tenant.tenant);
    const stock = await buildStock(db, tenant.tenant);
    const document = await buildDocument(db, t.app.storage, tenant.tenant);
    const contact = await buildContact(db, { companyId: tenant.company.id, permissions: ['Dashboard'] });
    const attachment = await buildTicketAttachment(db, t.app.storage, ticket);
    Object.assign(o, { trips: trip.id, transports: transport.id, orders: order.id, tickets: ticket.id, contracts: contract.id, teams: team.id, stocks: stock.id, documents: document.id, users: contact.id, attachments: attachment.id });
    m.push(...Object.values(o), tenant.company.id, tenant.partner.id, tenant.site.id, tenant.partner.customerNo, trip.tourNo, transport.shipmentNo, order.orderNo, ticket.ticketNo, contract.contractNo, stock.itemNo, document.documentNo, contact.userName);
  }
});
afterAll(async () => {
  console.log(`${counts.requests} requests, ${counts.unexpected} unexpected answers, ${counts.foreignRows} foreign rows`);
  await t.close();
});

const key = (method: string, url: string) => `${method} ${url}`;
const tally = (expected: boolean) => {
  counts.requests++;
  if (!expected) counts.unexpected++;
};

describe('access-control table', () => {
  it('lists every route of the API, and nothing else', () => {
    const registered = [
      ...new Set(
        t.app.routePolicies
          .flatMap((r) => r.method.split(',').map((m) => key(m.trim(), r.url)))
          .filter((k) => !k.startsWith('HEAD ')),
      ),
    ].sort();

    expect(registered).toEqual(Object.keys(ACCESS).sort());
  });

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    for (const who of EVERYONE) {
      const allowed = rule.allowed.includes(who);
      it(`${route} as ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const headers = who === 'anonymous' ? {} : await sessionFor(t.database.db, userIds[who]);

        // Path parameters get an id that exists nowhere: allowed callers then see 404, not 401/403.
        const res = await t.app.inject({
          method,
          url: url.replace(':id', ZERO_ID).replace(':companyId', ZERO_ID).replace(':attachmentId', ZERO_ID).replace(':partnerId', ZERO_ID).replace(':siteId', ZERO_ID).replace(':key', 'password_reset').replace(':language', 'en-US').replace(':code', 'Folder').replace(':variant', 'large'),
          headers,
          ...rule.request,
          ...(rule.stream && { payloadAsStream: true }),
        });
        if (rule.stream) res.stream().destroy();

        const expected = allowed ? ![401, 403].includes(res.statusCode) : who === 'anonymous' ? res.statusCode === 401 : [403, 404].includes(res.statusCode);
        tally(expected);
        if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
        else if (who === 'anonymous') expect(res.statusCode).toBe(401);
        else expect([403, 404]).toContain(res.statusCode);
      });
    }
  }
});

describe('a view-as session is read-only on every route', () => {
  // Checked in one place (the auth plugin), so a new route is covered without saying so.
  const WRITES_WHILE_VIEWING_AS = ['DELETE /api/view-as', 'POST /api/auth/logout'];

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    if (method === 'GET' || rule.allowed.includes('anonymous') || WRITES_WHILE_VIEWING_AS.includes(route)) continue;
    it(`${route} answers 403 VIEW_AS_READ_ONLY to a view-as session whatever the input`, async () => {
      const headers = await viewAsSessionFor(t.database.db, userIds.customerAll, userIds.admin);
      const res = await t.app.inject({ method, url: url.replace(/:\w+/g, ZERO_ID), headers, payload: { unexpected: [1, 2, 3] } });

      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('VIEW_AS_READ_ONLY');
    });
  }

  it('reads what the contact may read', async () => {
    const headers = await viewAsSessionFor(t.database.db, userIds.customerAll, userIds.admin);

    expect((await t.app.inject({ url: '/api/current-account', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/logs/login', headers })).statusCode).toBe(403);
  });
});

describe('authorisation runs before validation', () => {
  // Nothing of this request is valid: a caller the policy refuses must hear so, not about the fields.
  const invalid = (method: string, url: string): InjectOptions => ({
    method: method as InjectOptions['method'],
    url: `${url.replace(/:\w+/g, 'not-valid')}?page=0&pageSize=0&format=nothing`,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: [1, 2, 3] } }),
  });

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [string, string];
    if (!rule.allowed.includes('anonymous')) {
      it(`${route} answers 401 to an anonymous caller whatever the input`, async () => {
        const res = await t.app.inject(invalid(method, url));

        expect(res.statusCode, res.body).toBe(401);
      });
    }
    if (!rule.allowed.includes('customerFew')) {
      it(`${route} answers 403 to a customer the policy refuses whatever the input`, async () => {
        const res = await t.app.inject({ ...invalid(method, url), headers: await sessionFor(t.database.db, userIds.customerFew) });
        const policy = t.app.routePolicies.find((r) => key(r.method, r.url) === route)?.policy;

        // 'authenticated' routes refuse in the service (a closed document section), after validation.
        expect(res.statusCode, res.body).toBe(policy === 'authenticated' ? 400 : 403);
      });
    }
  }

  it('answers 401, then 403, for an empty document type instead of 400', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/document-types', payload: {} });
    const customer = await t.app.inject({ method: 'POST', url: '/api/document-types', payload: {}, headers: await sessionFor(t.database.db, userIds.customerAll) });

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    expect(customer.statusCode).toBe(403);
  });
});

describe('more callers: a contact with every permission who is not the main contact, a site-scoped contact, a view-as session', () => {
  // Routes whose service lets only staff, main contacts or oneself act: a plain contact hears 403/404.
  const MAIN_CONTACT_ONLY = new Set<string>(['GET /api/users', 'POST /api/users', 'GET /api/view-as/history']);
  const sessionOf = (who: Extra) => (who === 'viewAs' ? viewAsSessionFor(t.database.db, extraIds.viewAs, userIds.admin) : sessionFor(t.database.db, extraIds[who]));

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    if (rule.stream) continue;
    for (const who of ['contactAll', 'siteScoped', 'viewAs'] as const) {
      // A view-as session's writes are checked above (always 403 VIEW_AS_READ_ONLY).
      if (who === 'viewAs' && method !== 'GET') continue;
      const allowed = rule.allowed.includes('customerAll') && (who === 'viewAs' || !MAIN_CONTACT_ONLY.has(route));
      it(`${route} as ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const res = await t.app.inject({ method, url: url.replace(/:\w+/g, ZERO_ID), headers: await sessionOf(who), ...rule.request });
        tally(allowed ? ![401, 403].includes(res.statusCode) : [403, 404].includes(res.statusCode));

        if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
        else expect([403, 404], res.body).toContain(res.statusCode);
      });
    }
  }
});

describe('another company’s objects', () => {
  type Caller = 'customerFew' | 'customerAll' | 'otherCompany' | Extra;
  const CALLERS: Caller[] = ['customerFew', 'customerAll', 'otherCompany', 'contactAll', 'siteScoped', 'viewAs'];
  const headersOf = (who: Caller) =>
    who === 'viewAs' ? viewAsSessionFor(t.database.db, extraIds.viewAs, userIds.admin) : sessionFor(t.database.db, who in extraIds ? extraIds[who as Extra] : userIds[who as Exclude<Who, 'anonymous'>]);
  // company B's contact looks at company A's objects; everyone else at company B's.
  const sideOf = (who: Caller) => (who === 'otherCompany' ? { foreign: 'own', own: 'foreign' } as const : { foreign: 'foreign', own: 'own' } as const);
  const foreignMarksIn = (body: string, who: Caller) => marks[sideOf(who).foreign].filter((m) => body.includes(m));
  const KIND_OF: Record<string, Kind> = { trips: 'trips', transports: 'transports', orders: 'orders', tickets: 'tickets', contracts: 'contracts', teams: 'teams', stocks: 'stocks', documents: 'documents', users: 'users' };
  const kindOf = (url: string): Kind | undefined => KIND_OF[url.split('/')[2] ?? ''];
  const withObjects = (url: string, set: Record<Kind, string>, kind: Kind) => url.replace(':id', set[kind]).replace(':attachmentId', set.attachments);
  // A real image, so the photo routes reach the question of whose photo it is (a 1×1 PNG).
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const bodyOf = (url: string, rule: Rule) => (url.endsWith('/photo') ? multipart({}, { name: 'me.png', bytes: PNG, contentType: 'image/png' }) : rule.request);

  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    const kind = kindOf(url);
    if (!url.includes(':id') || !kind || rule.stream) continue;
    for (const who of CALLERS) {
      if (who === 'viewAs' && method !== 'GET') continue;
      it(`${route} with another company's object as ${who} answers 403/404 and shows nothing of it`, async () => {
        const body = bodyOf(url, rule);
        const res = await t.app.inject({ method, url: withObjects(url, objects[sideOf(who).foreign], kind), ...body, headers: { ...(body && 'headers' in body ? body.headers : {}), ...(await headersOf(who)) } });
        const leaked = foreignMarksIn(res.body, who);
        tally([403, 404].includes(res.statusCode));
        counts.foreignRows += leaked.length;

        expect([403, 404], res.body).toContain(res.statusCode);
        expect(leaked).toEqual([]);
      });
    }
    if (method === 'GET' && rule.allowed.includes('customerAll')) {
      it(`${route} with the company's own object answers 200 to its main contact (the control)`, async () => {
        const res = await t.app.inject({ url: withObjects(url, objects.own, kind), headers: await headersOf('customerAll'), ...rule.request });
        tally(res.statusCode === 200);

        expect(res.statusCode, res.body).toBe(200);
      });
    }
  }

  // Lists, searches, exports and summaries: not one of the other company's ids or numbers in any answer.
  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    if (method !== 'GET' || url.includes(':') || rule.stream) continue;
    it(`${route} shows no row of another company to any contact`, async () => {
      for (const who of CALLERS) {
        const res = await t.app.inject({ url, headers: await headersOf(who), ...rule.request });
        const leaked = foreignMarksIn(res.body, who);
        tally(res.statusCode < 500);
        counts.foreignRows += leaked.length;

        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(leaked, `${who}: ${res.body.slice(0, 300)}`).toEqual([]);
      }
    });
  }

  it('the searches look for the other company’s numbers and find none of them', async () => {
    for (const who of CALLERS) {
      for (const mark of marks[sideOf(who).foreign].filter((m) => !/^[0-9a-f-]{36}$/.test(m))) {
        const res = await t.app.inject({ url: `/api/GlobalSearch/getGlobalInformation?search=${encodeURIComponent(mark)}`, headers: await headersOf(who) });
        const leaked = foreignMarksIn(res.body, who);
        tally(res.statusCode === 200);
        counts.foreignRows += leaked.length;

        expect(res.statusCode, res.body).toBe(200);
        expect(leaked).toEqual([]);
      }
    }
  });
});
