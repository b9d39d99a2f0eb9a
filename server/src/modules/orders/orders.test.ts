import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildOrder, buildSite, buildStaff, buildTeam, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
type Auth = { authorization: string };
let withPrices: Auth;
let withoutPrices: Auth;
let siteContact: Auth;
let companyContact: Auth;
let staff: Auth;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
let otherSiteA: string;
let detailId: string;

const YEAR = new Date().getUTCFullYear();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  b = await buildTenant(db);
  otherSiteA = (await buildSite(db, a.company.id, a.partner.id)).id;
  const contact = async (permissions: Permission[], over: Partial<Parameters<typeof buildContact>[1]> = {}) =>
    sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions, ...over })).id);
  withPrices = await contact(['Orders', 'PricesColumn']);
  withoutPrices = await contact(['Orders', 'CreateOrder', 'CancelOrder']);
  siteContact = await contact(['Orders', 'CreateOrder'], { treeNodeKind: 'site', treeNodeId: a.site.id });
  companyContact = await contact(['Orders', 'CreateOrder']);
  staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);

  // A list of five in company A (plus one at another site), and one in company B.
  const rows: [string, string, 'Confirming' | 'Confirmed' | 'Cancelled', string | null, string | null][] = [
    ['OR-2026-000010', '2026-01-10', 'Confirmed', 'REQ-77', 'T-100'],
    ['OR-2026-000011', '2026-01-20', 'Confirming', null, null],
    ['OR-2026-000012', '2026-02-05', 'Cancelled', 'REQ-78', null],
    ['OR-2026-000013', '2026-02-15', 'Confirming', 'ABC-1', 'T-200'],
    ['OR-2026-000014', '2026-03-01', 'Confirmed', null, 'T-201'],
  ];
  for (const [orderNo, orderDate, status, requestNo, tourNo] of rows) {
    const order = await buildOrder(db, a.tenant, { orderNo, orderDate, status, requestNo, tourNo, requestedTaskDate: inDays(30) });
    if (orderNo === 'OR-2026-000013') detailId = order.id;
  }
  // Renumbered by migration 0018: its number had been another company's too.
  await buildOrder(db, { ...a.tenant, siteId: otherSiteA }, { orderNo: 'OR-2026-000015', formerNumber: 'OR-2026-000003', orderDate: '2026-03-02' });
  await buildOrder(db, b.tenant, { orderNo: 'OR-2026-000099', orderDate: '2026-03-03' });
});
afterAll(() => t.close());

const list = async (query: string, auth = withPrices) => {
  const res = await t.app.inject({ url: `/api/orders?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { orderNo: string }[]; total: number };
};
const numbers = async (query: string, auth = withPrices) => (await list(query, auth)).items.map((i) => i.orderNo);

describe('GET /api/orders', () => {
  it('pages and sorts (order date newest first by default)', async () => {
    const page = await list('pageSize=2');
    expect(page.total).toBe(6);
    expect(page.items.map((i) => i.orderNo)).toEqual(['OR-2026-000015', 'OR-2026-000014']);
    expect(await numbers('pageSize=2&page=3')).toEqual(['OR-2026-000011', 'OR-2026-000010']);
    expect(await numbers('sort=orderNo&direction=asc&pageSize=3')).toEqual(['OR-2026-000010', 'OR-2026-000011', 'OR-2026-000012']);
    expect((await numbers('sort=status&direction=asc')).slice(0, 1)).toEqual(['OR-2026-000012']);
  });

  it('filters by status, order date range, site and search over order (current or former), request and tour no', async () => {
    expect(await numbers('status=Confirmed&sort=orderNo&direction=asc')).toEqual(['OR-2026-000010', 'OR-2026-000014']);
    expect(await numbers('from=2026-01-20&to=2026-02-15&sort=orderNo&direction=asc')).toEqual(['OR-2026-000011', 'OR-2026-000012', 'OR-2026-000013']);
    expect(await numbers(`siteId=${otherSiteA}`)).toEqual(['OR-2026-000015']);
    expect(await numbers('search=req-7&sort=orderNo&direction=asc')).toEqual(['OR-2026-000010', 'OR-2026-000012']);
    expect(await numbers('search=T-20&sort=orderNo&direction=asc')).toEqual(['OR-2026-000013', 'OR-2026-000014']);
    expect(await numbers('search=000011')).toEqual(['OR-2026-000011']);
    expect(await numbers('search=OR-2026-000003')).toEqual(['OR-2026-000015']);
  });

  it('shows staff every company’s orders with the company named, and narrows to one company', async () => {
    const every = await list('sort=orderNo&direction=asc', staff);
    expect(every.total).toBe(7);
    const companies = new Map(every.items.map((i) => [i.orderNo, (i as { companyName?: string }).companyName]));
    expect([companies.get('OR-2026-000010'), companies.get('OR-2026-000099')]).toEqual([a.company.name, b.company.name]);
    expect(await numbers(`companyId=${b.company.id}`, staff)).toEqual(['OR-2026-000099']);
    expect((await list(`companyId=${a.company.id}`, staff)).total).toBe(6);
    // A contact's scope is only ever narrowed: another company's id finds nothing.
    expect(await numbers(`companyId=${b.company.id}`)).toEqual([]);
  });

  it('a site-scoped contact lists only its site', async () => {
    expect(await numbers('', siteContact)).not.toContain('OR-2026-000015');
    expect((await list('', siteContact)).total).toBe(5);
  });
});

describe('prices', () => {
  it('carry unitPrice with PricesColumn', async () => {
    const res = await t.app.inject({ url: `/api/orders/${detailId}`, headers: withPrices });
    expect(res.json().unitPrice).toBe(35.5);
    expect(res.json().currency).toBe('EUR');
    expect((await list('pageSize=1')).items[0]).toHaveProperty('unitPrice');
  });

  it('leave the key out of list, detail and create answers without PricesColumn', async () => {
    const listed = await t.app.inject({ url: '/api/orders', headers: withoutPrices });
    const detail = await t.app.inject({ url: `/api/orders/${detailId}`, headers: withoutPrices });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: withoutPrices,
      payload: { documentType: 'Service', unitOfMeasure: 'Hour', quantity: 1, workLocation: 'Gate', requestedTaskDate: inDays(10), siteId: a.site.id },
    });
    for (const res of [listed, detail, created]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain('unitPrice');
    }
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the order with what the caller may do', async () => {
    const res = await t.app.inject({ url: `/api/orders/${detailId}`, headers: withoutPrices });
    expect(res.json()).toMatchObject({
      orderNo: 'OR-2026-000013',
      status: 'Confirming',
      requestNo: 'ABC-1',
      tourNo: 'T-200',
      quantity: 2,
      siteId: a.site.id,
      businessPartnerName: a.partner.name,
      allowedActions: ['cancel'],
      history: [],
    });
    expect((await t.app.inject({ url: `/api/orders/${detailId}`, headers: staff })).json().allowedActions).toEqual(['confirm', 'cancel']);
    expect((await t.app.inject({ url: `/api/orders/${detailId}`, headers: withPrices })).json()).toMatchObject({ allowedActions: [], cancelDeadline: null });
  });
});

describe('POST /api/orders', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    documentType: 'Maintenance',
    unitOfMeasure: 'Hour',
    quantity: 3.5,
    workLocation: 'Boiler room',
    requestedTaskDate: inDays(7),
    ...over,
  });
  const create = (auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload });

  it('creates a Confirming order at the contact’s own site, numbered per company, with its history row', async () => {
    const res = await create(siteContact, body({ requestNo: 'PO-5531' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'Confirming',
      siteId: a.site.id,
      businessPartnerId: a.partner.id,
      documentType: 'Maintenance',
      unitOfMeasure: 'Hour',
      quantity: 3.5,
      workLocation: 'Boiler room',
      requestNo: 'PO-5531',
      taskDate: null,
      orderDate: new Date().toISOString().slice(0, 10),
    });
    expect(order.orderNo).toMatch(new RegExp(`^OR-${YEAR}-\\d{6}$`));
    expect(order.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'Confirming', byName: 'Test User' })]);
  });

  it('numbers orders one after another across companies, after the highest existing number', async () => {
    const db = t.database.db;
    const fresh = await buildTenant(db);
    await buildOrder(db, fresh.tenant, { orderNo: `OR-${YEAR}-000041` });
    await buildOrder(db, fresh.tenant, { orderNo: `OR-${YEAR - 1}-000900` });
    await buildOrder(db, fresh.tenant, { orderNo: 'legacy-7' });
    const auth = await sessionFor(db, (await buildContact(db, { companyId: fresh.company.id, permissions: ['CreateOrder'] })).id);
    const made = await Promise.all([1, 2, 3, 4].map(() => create(auth, body({ siteId: fresh.site.id }))));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(made.map((r) => r.json().orderNo).sort()).toEqual([42, 43, 44, 45].map((n) => `OR-${YEAR}-0000${n}`));
    // Another company goes on from there: a number is never another company's too.
    const another = await buildTenant(db);
    const other = await create(staff, body({ siteId: another.site.id }));
    expect(other.json()).toMatchObject({ orderNo: `OR-${YEAR}-000046`, businessPartnerId: another.partner.id });
  });

  it('refuses a requested task date in the past', async () => {
    const res = await create(siteContact, body({ requestedTaskDate: inDays(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.requestedTaskDate' })]);
    expect((await create(siteContact, body({ requestedTaskDate: inDays(0) }))).statusCode).toBe(201);
  });

  it('answers 404 for a site outside the caller’s scope', async () => {
    expect((await create(companyContact, body({ siteId: b.site.id }))).statusCode).toBe(404);
    expect((await create(siteContact, body({ siteId: otherSiteA }))).statusCode).toBe(404);
    expect((await create(companyContact, body({ siteId: otherSiteA }))).statusCode).toBe(201);
  });

  it('needs a site from a contact above site level', async () => {
    const res = await create(companyContact, body());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'body.siteId' })]);
  });

  it('takes a team serving the site only', async () => {
    const db = t.database.db;
    const here = await buildTeam(db, a.tenant, { name: 'Crew Here' });
    const elsewhere = await buildTeam(db, { ...a.tenant, siteId: otherSiteA });
    const foreign = await buildTeam(db, b.tenant);
    const ok = await create(companyContact, body({ siteId: a.site.id, teamId: here.id }));
    expect(ok.json()).toMatchObject({ teamId: here.id, teamName: 'Crew Here' });
    const wrongSite = await create(companyContact, body({ siteId: a.site.id, teamId: elsewhere.id }));
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json().errors).toEqual([expect.objectContaining({ path: 'body.teamId' })]);
    expect((await create(companyContact, body({ siteId: a.site.id, teamId: foreign.id }))).statusCode).toBe(404);
  });

  it('validates the fields', async () => {
    for (const bad of [{ quantity: 0 }, { quantity: -2 }, { documentType: 'Pizza' }, { unitOfMeasure: '' }, { workLocation: '  ' }, { requestedTaskDate: '2026-13-01' }]) {
      expect((await create(siteContact, body(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('needs CreateOrder', async () => {
    expect((await create(withPrices, body({ siteId: a.site.id }))).statusCode).toBe(403);
  });

  it('lets staff place an order at any site, the partner following from the site', async () => {
    const res = await create(staff, body({ siteId: otherSiteA }));
    expect(res.json()).toMatchObject({ siteId: otherSiteA, businessPartnerId: a.partner.id, status: 'Confirming' });
  });

  it('lets staff place orders for company A and company B, each in its own company; a contact still only in scope', async () => {
    const db = t.database.db;
    const teamB = await buildTeam(db, b.tenant, { name: 'Crew B' });
    const forA = await create(staff, body({ siteId: a.site.id }));
    const forB = await create(staff, body({ siteId: b.site.id, teamId: teamB.id }));
    expect(forA.statusCode, forA.body).toBe(201);
    expect(forB.statusCode, forB.body).toBe(201);
    expect(forB.json()).toMatchObject({ siteId: b.site.id, businessPartnerId: b.partner.id, teamName: 'Crew B' });
    expect(forB.json().history).toEqual([expect.objectContaining({ toStatus: 'Confirming', byName: 'Test User' })]);

    // Each order lives in its company: B's contact sees B's, A's contact does not.
    const contactB = await sessionFor(db, (await buildContact(db, { companyId: b.company.id, permissions: ['Orders'] })).id);
    expect((await t.app.inject({ url: `/api/orders/${forB.json().id}`, headers: contactB })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/orders/${forB.json().id}`, headers: companyContact })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${forA.json().id}`, headers: contactB })).statusCode).toBe(404);
    // A team of another company does not serve the site, for staff either.
    expect((await create(staff, body({ siteId: a.site.id, teamId: teamB.id }))).statusCode).toBe(400);
    expect((await create(companyContact, body({ siteId: b.site.id }))).statusCode).toBe(404);
    expect((await create(companyContact, body({ siteId: a.site.id, teamId: teamB.id }))).statusCode).toBe(404);
  });
});

describe('GET /api/orders/form-options', () => {
  const options = (auth: Auth, query = '') => t.app.inject({ url: `/api/orders/form-options${query}`, headers: auth });

  it('offers the sites and teams in the caller’s scope, the own site marked', async () => {
    const db = t.database.db;
    const here = await buildTeam(db, a.tenant, { name: 'Form Crew Here' });
    const there = await buildTeam(db, { ...a.tenant, siteId: otherSiteA }, { name: 'Form Crew There' });
    await buildTeam(db, b.tenant, { name: 'Form Crew B' });

    const company = (await options(companyContact)).json();
    expect(company.sites.map((s: { id: string }) => s.id).sort()).toEqual([a.site.id, otherSiteA].sort());
    expect(company.sites.every((s: { own: boolean }) => !s.own)).toBe(true);
    const teamIds = company.teams.map((team: { id: string }) => team.id);
    expect(teamIds).toEqual(expect.arrayContaining([here.id, there.id]));
    expect(JSON.stringify(company)).not.toContain('Form Crew B');

    const site = (await options(siteContact)).json();
    expect(site.sites).toEqual([expect.objectContaining({ id: a.site.id, own: true, businessPartnerName: a.partner.name })]);
    expect(site.teams.map((team: { id: string }) => team.id)).toContain(here.id);
    expect(site.teams.map((team: { id: string }) => team.id)).not.toContain(there.id);
  });

  it('staff name the company; a contact cannot name another; CreateOrder is needed', async () => {
    expect((await options(staff)).statusCode).toBe(400);
    expect((await options(staff, `?companyId=${b.company.id}`)).json().sites).toEqual([expect.objectContaining({ id: b.site.id })]);
    expect((await options(companyContact, `?companyId=${b.company.id}`)).statusCode).toBe(404);
    expect((await options(withPrices)).statusCode).toBe(403);
  });
});
