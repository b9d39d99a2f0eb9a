import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildContract, buildDocument, buildOrder, buildStaff, buildStock, buildTeam, buildTenant, buildTicket, buildTicketAttachment, buildTransport, buildTrip } from './factories.ts';
import { apiKeyFor, asCookie, buildTestApp, sessionFor, viewAsSessionFor, type TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';
import { ACCESS, EVERYONE, ZERO_ID, type Rule, type Who } from './access-table.ts';

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
/**
 * Company A's API keys: every scope, made by its main contact (`all`); only trips:read (`trips`);
 * every scope, made by the contact with Dashboard only (`few`: never more than its creator).
 */
const keys = {} as Record<'all' | 'trips' | 'few', { 'x-api-key': string }>;

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
  keys.all = await apiKeyFor(db, { companyId: a.company.id, createdBy: userIds.customerAll });
  keys.trips = await apiKeyFor(db, { companyId: a.company.id, createdBy: userIds.customerAll, scopes: ['trips:read'] });
  keys.few = await apiKeyFor(db, { companyId: a.company.id, createdBy: userIds.customerFew });
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

  // Every caller with the bearer token (API clients, the spec's contract) and with the web app's
  // session cookie on a request from its own pages: the same answers either way.
  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    const ways: [Who, 'nothing' | 'bearer' | 'cookie'][] = EVERYONE.flatMap((w): [Who, 'nothing' | 'bearer' | 'cookie'][] => (w === 'anonymous' ? [[w, 'nothing']] : [[w, 'bearer'], [w, 'cookie']]));
    for (const [who, via] of ways) {
      const allowed = rule.allowed.includes(who);
      it(`${route} as ${who} (${via}) is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const session = who === 'anonymous' ? undefined : await sessionFor(t.database.db, userIds[who]);
        const headers = !session ? {} : via === 'cookie' ? asCookie(session) : session;

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

describe('a write with the session cookie from another site is refused on every route', () => {
  // Checked in one place (the auth plugin), so a new route is covered without saying so.
  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    if (method === 'GET' || rule.allowed.includes('anonymous') || !rule.allowed.includes('admin')) continue;
    it(`${route} answers 403 CROSS_SITE_REQUEST to the cookie sent from another site's page`, async () => {
      const { cookie } = asCookie(await sessionFor(t.database.db, userIds.admin));
      const res = await t.app.inject({ method, url: url.replace(/:\w+/g, ZERO_ID), headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, ...rule.request });

      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    });
  }
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
  const MAIN_CONTACT_ONLY = new Set<string>(['GET /api/users', 'POST /api/users', 'GET /api/view-as/history', 'POST /api/sso/test', 'GET /api/sso/company-provider', 'PUT /api/sso/company-provider', 'DELETE /api/sso/company-provider',
    ...['GET /api/api-keys', 'POST /api/api-keys', 'POST /api/api-keys/:id/revoke'],
    ...['GET /api/webhooks', 'POST /api/webhooks', 'PATCH /api/webhooks/:id', 'DELETE /api/webhooks/:id', 'POST /api/webhooks/:id/rotate-secret', 'POST /api/webhooks/:id/ping', 'GET /api/webhooks/:id/deliveries', 'POST /api/webhooks/deliveries/:id/replay']]);
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

describe('company API keys as callers (X-API-Key)', () => {
  // A key is a contact of its company with its scopes only: it is let through exactly where the
  // route names a scope of the key, and refused (403 API_KEY_SCOPE) everywhere else but public routes.
  for (const [route, rule] of Object.entries(ACCESS)) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    if (rule.stream) continue;
    const publicRoute = rule.allowed.includes('anonymous');
    const send = (headers: Record<string, string>) => t.app.inject({ method, url: url.replace(/:\w+/g, ZERO_ID).replace('/:variant', '/large'), headers, ...rule.request });

    if (rule.apiKey) {
      it(`${route} (${rule.apiKey}) is allowed to a key with that scope and refused to one without it`, async () => {
        // A scope opens only what the company's main contact may call.
        expect(rule.allowed).toContain('customerAll');
        const res = await send(keys.all);
        tally(![401, 403].includes(res.statusCode));
        expect([401, 403], res.body).not.toContain(res.statusCode);

        const narrow = await send(keys.trips);
        const narrowAllowed = rule.apiKey === 'trips:read';
        tally(narrowAllowed ? ![401, 403].includes(narrow.statusCode) : narrow.statusCode === 403);
        if (narrowAllowed) expect([401, 403], narrow.body).not.toContain(narrow.statusCode);
        else expect(narrow.json().code).toBe('API_KEY_SCOPE');
      });
      it(`${route} as a key made by a contact with few permissions is ${rule.allowed.includes('customerFew') ? 'allowed' : 'refused'} as that contact is`, async () => {
        const res = await send(keys.few);
        const allowed = rule.allowed.includes('customerFew');
        tally(allowed ? ![401, 403].includes(res.statusCode) : [403, 404].includes(res.statusCode));
        if (allowed) expect([401, 403], res.body).not.toContain(res.statusCode);
        else expect([403, 404], res.body).toContain(res.statusCode);
      });
    } else if (!publicRoute) {
      it(`${route} refuses every API key (403 API_KEY_SCOPE)`, async () => {
        const res = await send(keys.all);
        // A route of policy 'public' that checks the session itself (ending a view-as) sees no session: 401.
        const policy = t.app.routePolicies.find((r) => key(r.method, r.url) === route)?.policy;
        const expected = policy === 'public' ? [401, 403] : [403];
        tally(expected.includes(res.statusCode));
        expect(expected, res.body).toContain(res.statusCode);
        if (policy !== 'public') expect(res.json().code).toBe('API_KEY_SCOPE');
      });
    }
  }
});

describe('another company’s objects', () => {
  type Caller = 'customerFew' | 'customerAll' | 'otherCompany' | Extra | 'apiKey';
  const CALLERS: Caller[] = ['customerFew', 'customerAll', 'otherCompany', 'contactAll', 'siteScoped', 'viewAs', 'apiKey'];
  const headersOf = async (who: Caller): Promise<Record<string, string>> =>
    who === 'apiKey' ? keys.all : who === 'viewAs' ? viewAsSessionFor(t.database.db, extraIds.viewAs, userIds.admin) : sessionFor(t.database.db, who in extraIds ? extraIds[who as Extra] : userIds[who as Exclude<Who, 'anonymous'>]);
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
      // A key's writes go only where its scope opens the route.
      if (method !== 'GET' && (who === 'viewAs' || (who === 'apiKey' && !rule.apiKey))) continue;
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
    // No API key may search (global search names no scope).
    for (const who of CALLERS.filter((c) => c !== 'apiKey')) {
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
