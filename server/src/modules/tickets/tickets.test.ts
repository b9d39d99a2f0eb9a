import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildBuilding, buildContact, buildSite, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { listed } from '../../../test/lists.ts';

/** Raising, listing and reading service requests, and the new-request form. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
let siteA2: { id: string };
let buildingA1: { id: string; name: string };
const as = {} as Record<'contact' | 'siteScoped' | 'otherCompany' | 'backoffice' | 'admin', SignedIn>;
const people = {} as Record<'watcher' | 'inactive' | 'noRequests' | 'elsewhere' | 'otherCompanyUser', { id: string }>;
const year = new Date().toISOString().slice(0, 4);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  b = await buildTenant(db);
  siteA2 = await buildSite(db, a.company.id, a.partner.id, { name: 'Zeta site' });
  buildingA1 = await buildBuilding(db, a.company.id, a.site.id, { name: 'Warehouse' });
  const companyId = a.company.id;
  as.contact = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'], firstName: 'Carla', lastName: 'Costa' }));
  as.siteScoped = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'], treeNodeKind: 'site', treeNodeId: a.site.id }));
  as.otherCompany = await withSession(db, buildContact(db, { companyId: b.company.id, permissions: ['Requests'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice'));
  as.admin = await withSession(db, buildStaff(db, 'Admin'));
  people.watcher = await buildContact(db, { companyId, permissions: ['Requests'], firstName: 'Walter', lastName: 'Watcher' });
  people.inactive = await buildContact(db, { companyId, permissions: ['Requests'], active: false });
  people.noRequests = await buildContact(db, { companyId, permissions: ['Dashboard'] });
  people.elsewhere = await buildContact(db, { companyId, permissions: ['Requests'], treeNodeKind: 'site', treeNodeId: siteA2.id });
  people.otherCompanyUser = await buildContact(db, { companyId: b.company.id, permissions: ['Requests'] });
});
afterAll(() => t.close());

const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/tickets', headers: who.headers, payload });
const request = (extra: object = {}) => ({ type: 'Service', title: 'Leaking tap', description: 'Staff kitchen, first floor', siteId: a.site.id, ...extra });
const get = (url: string, who: SignedIn) => t.app.inject({ url, headers: who.headers });

describe('POST /api/tickets', () => {
  it('raises a Pending request at a site of mine with its first history row, told to staff and audited', async () => {
    const res = await create(as.contact, request({ priority: 'High', buildingId: buildingA1.id, watcherIds: [people.watcher.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      status: 'Pending',
      type: 'Service',
      priority: 'High',
      title: 'Leaking tap',
      description: 'Staff kitchen, first floor',
      companyId: a.company.id,
      companyName: a.company.name,
      siteId: a.site.id,
      siteName: a.site.name,
      businessPartnerId: a.partner.id,
      buildingId: buildingA1.id,
      buildingName: 'Warehouse',
      requester: { id: as.contact.id, name: 'Carla Costa' },
      assignee: null,
      watchers: [{ id: people.watcher.id, name: 'Walter Watcher' }],
      proposedDate: null,
      proposedBudget: null,
      allowedActions: ['cancel'],
    });
    expect(ticket.ticketNo).toMatch(new RegExp(`^TK-${year}-\\d{6}$`));
    expect(ticket.timeline).toEqual([expect.objectContaining({ kind: 'status', fromStatus: null, toStatus: 'Pending', by: { id: as.contact.id, name: 'Carla Costa' } })]);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.refId, ticket.id));
    expect(notices.map((n) => n.recipientId).sort()).toEqual([as.backoffice.id, as.admin.id].sort());
    expect(notices[0]).toMatchObject({ kind: 'TicketCreated', params: { ticketNo: ticket.ticketNo, title: 'Leaking tap', status: 'Pending', byName: 'Carla Costa' } });
    expect(await auditRowsOf(t.database.db, 'tickets', ticket.id)).toHaveLength(1);
  });

  it('numbers requests one after another per year across companies, after the highest existing number', async () => {
    const db = t.database.db;
    const fresh = await buildTenant(db);
    const contact = await withSession(db, buildContact(db, { companyId: fresh.company.id, permissions: ['Requests'] }));
    await buildTicket(db, fresh.tenant, { ticketNo: `TK-${year}-000041` });
    await buildTicket(db, fresh.tenant, { ticketNo: `TK-${Number(year) - 1}-000099` });
    const numbers = await Promise.all([1, 2, 3].map(() => create(contact, request({ siteId: fresh.site.id }))));
    expect(numbers.map((r) => r.json().ticketNo).sort()).toEqual([`TK-${year}-000042`, `TK-${year}-000043`, `TK-${year}-000044`]);
    // Another company goes on from there: a number is never another company's too.
    const other = await withSession(db, buildContact(db, { companyId: (await buildTenant(db)).company.id, permissions: ['Requests'] }));
    const otherSite = (await t.app.inject({ url: '/api/tickets/form-options', headers: other.headers })).json().sites[0].id;
    expect((await create(other, request({ siteId: otherSite }))).json().ticketNo).toBe(`TK-${year}-000045`);
  });

  it('takes a site-scoped contact’s own site when none is named, and refuses a site out of scope (404)', async () => {
    const own = await create(as.siteScoped, request({ siteId: undefined }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().siteId).toBe(a.site.id);
    expect((await create(as.siteScoped, request({ siteId: siteA2.id }))).statusCode).toBe(404);
    expect((await create(as.otherCompany, request())).statusCode).toBe(404);
    const noSite = await create(as.contact, request({ siteId: undefined }));
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().errors[0].path).toBe('body.siteId');
  });

  it('takes a building of the site only', async () => {
    const elsewhere = await buildBuilding(t.database.db, a.company.id, siteA2.id);
    const res = await create(as.contact, request({ buildingId: elsewhere.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.buildingId');
  });

  it('takes as watchers only active contacts of the company who may see the site’s requests', async () => {
    for (const refused of [people.inactive, people.noRequests, people.elsewhere, people.otherCompanyUser, { id: as.backoffice.id }]) {
      const res = await create(as.contact, request({ watcherIds: [people.watcher.id, refused.id] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('body.watcherIds');
    }
    // The requester naming themselves is no error: they follow it anyway.
    const self = await create(as.contact, request({ watcherIds: [as.contact.id, people.watcher.id, people.watcher.id] }));
    expect(self.json().watchers).toEqual([{ id: people.watcher.id, name: 'Walter Watcher' }]);
  });

  it('lets staff raise a request at any company’s site, naming it', async () => {
    const res = await create(as.backoffice, request({ siteId: b.site.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ companyId: b.company.id, businessPartnerId: b.partner.id, requester: { id: as.backoffice.id } });
    expect(res.json().allowedActions).toEqual(['propose', 'decline', 'assign']);
    expect((await create(as.backoffice, request({ siteId: undefined }))).statusCode).toBe(400);
  });

  it('validates the fields', async () => {
    for (const bad of [{ title: '' }, { description: ' ' }, { type: 'Other' }, { priority: 'Critical' }, { title: 'x'.repeat(201) }]) {
      expect((await create(as.contact, request(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /api/tickets', () => {
  let l: Awaited<ReturnType<typeof buildTenant>>;
  let contact: SignedIn;
  let siteScoped: SignedIn;
  const ids: Record<string, string> = {};
  const noOf = (r: { ticketNo: string }) => r.ticketNo;

  beforeAll(async () => {
    const db = t.database.db;
    l = await buildTenant(db);
    const second = await buildSite(db, l.company.id, l.partner.id);
    contact = await withSession(db, buildContact(db, { companyId: l.company.id, permissions: ['Requests'] }));
    siteScoped = await withSession(db, buildContact(db, { companyId: l.company.id, permissions: ['Requests'], treeNodeKind: 'site', treeNodeId: second.id }));
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const rows = [
      { ticketNo: 'TK-2026-000001', status: 'Pending', type: 'Service', priority: 'Low', title: 'Broken lamp', createdAt: at('2026-03-01'), assigneeId: as.backoffice.id },
      { ticketNo: 'TK-2026-000002', status: 'Confirming', type: 'Defect', priority: 'Urgent', title: 'Water leak', createdAt: at('2026-03-05') },
      { ticketNo: 'TK-2026-000003', status: 'Done', type: 'Refund', priority: 'Normal', title: 'Invoice twice', description: 'Charged for the SAME visit', createdAt: at('2026-03-09'), siteId: second.id },
      // Renumbered by migration 0018: its number had been another company's too.
      { ticketNo: 'TK-2026-000004', formerNumber: 'TK-2025-000042', status: 'Pending', type: 'Service', priority: 'High', title: 'Door', createdAt: at('2026-03-12'), siteId: second.id, assigneeId: as.admin.id },
    ] as const;
    for (const r of rows) ids[r.ticketNo] = (await buildTicket(db, l.tenant, { description: 'Details', ...r, updatedAt: r.createdAt })).id;
  });

  it('lists the scope’s requests, newest first by default, paged', async () => {
    expect(await listed(t, '/api/tickets', contact.headers, noOf)).toEqual(['TK-2026-000004', 'TK-2026-000003', 'TK-2026-000002', 'TK-2026-000001']);
    const page = (await get('/api/tickets?pageSize=3&page=2', contact)).json();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items.map(noOf)).toEqual(['TK-2026-000001']);
    expect(await listed(t, '/api/tickets', siteScoped.headers, noOf)).toEqual(['TK-2026-000004', 'TK-2026-000003']);
    const seenByOther = await listed(t, '/api/tickets?pageSize=100', as.otherCompany.headers, (r: { id: string }) => r.id);
    expect(seenByOther.filter((id) => Object.values(ids).includes(id))).toEqual([]);
  });

  it('filters by status, type, site, creation day and text in number (current or former), title or description', async () => {
    const q = (query: string) => listed(t, `/api/tickets?${query}`, contact.headers, noOf);
    expect(await q('status=Pending')).toEqual(['TK-2026-000004', 'TK-2026-000001']);
    expect(await q('type=Defect')).toEqual(['TK-2026-000002']);
    expect(await q('open=true')).toEqual(['TK-2026-000004', 'TK-2026-000002', 'TK-2026-000001']);
    expect(await q('open=false')).toEqual(['TK-2026-000003']);
    expect(await q('open=true&type=Service')).toEqual(['TK-2026-000004', 'TK-2026-000001']);
    expect((await get('/api/tickets?open=yes', contact)).statusCode).toBe(400);
    expect(await q('status=open')).toEqual(['TK-2026-000004', 'TK-2026-000002', 'TK-2026-000001']);
    expect(await q('status=open&type=Service')).toEqual(['TK-2026-000004', 'TK-2026-000001']);
    expect(await q('status=Pending&open=true')).toEqual(['TK-2026-000004', 'TK-2026-000001']);
    expect(await q('status=Done&open=true')).toEqual([]);
    expect(await q('status=open&open=false')).toEqual([]);
    expect((await get('/api/tickets?status=closed', contact)).statusCode).toBe(400);
    expect(await q(`siteId=${l.site.id}`)).toEqual(['TK-2026-000002', 'TK-2026-000001']);
    expect(await q('from=2026-03-05&to=2026-03-09')).toEqual(['TK-2026-000003', 'TK-2026-000002']);
    expect(await q('search=water')).toEqual(['TK-2026-000002']);
    expect(await q('search=same visit')).toEqual(['TK-2026-000003']);
    expect(await q('search=2026-000004')).toEqual(['TK-2026-000004']);
    expect(await q('search=TK-2025-000042')).toEqual(['TK-2026-000004']);
    expect(await q('search=100%25')).toEqual([]);
  });

  it('sorts by priority and status in their own order, and by number, with the id after', async () => {
    const q = (query: string) => listed(t, `/api/tickets?${query}`, contact.headers, noOf);
    expect(await q('sort=priority&direction=asc')).toEqual(['TK-2026-000001', 'TK-2026-000003', 'TK-2026-000004', 'TK-2026-000002']);
    const pendings = ['TK-2026-000001', 'TK-2026-000004'].sort((x, y) => ids[x]!.localeCompare(ids[y]!));
    expect(await q('sort=status&direction=asc')).toEqual([...pendings, 'TK-2026-000002', 'TK-2026-000003']);
    expect(await q('sort=status&direction=desc')).toEqual(['TK-2026-000003', 'TK-2026-000002', ...pendings.reverse()]);
    expect(await q('sort=ticketNo&direction=asc')).toEqual(['TK-2026-000001', 'TK-2026-000002', 'TK-2026-000003', 'TK-2026-000004']);
    expect(await q('sort=updatedAt&direction=asc')).toEqual(['TK-2026-000001', 'TK-2026-000002', 'TK-2026-000003', 'TK-2026-000004']);
    expect((await get('/api/tickets?sort=title', contact)).statusCode).toBe(400);
  });

  it('shows staff every company, with the company and assignee filters of the queue', async () => {
    const q = (query: string, who: SignedIn = as.backoffice) => listed(t, `/api/tickets?pageSize=100&${query}`, who.headers, noOf);
    expect(await q(`companyId=${l.company.id}`)).toEqual(['TK-2026-000004', 'TK-2026-000003', 'TK-2026-000002', 'TK-2026-000001']);
    expect(await q(`companyId=${l.company.id}&assignee=me`)).toEqual(['TK-2026-000001']);
    expect(await q(`companyId=${l.company.id}&assignee=me`, as.admin)).toEqual(['TK-2026-000004']);
    expect(await q(`companyId=${l.company.id}&assignee=none`)).toEqual(['TK-2026-000003', 'TK-2026-000002']);
    const all = (await get('/api/tickets?pageSize=100', as.backoffice)).json();
    expect(all.items.map((r: { companyId: string }) => r.companyId)).toEqual(expect.arrayContaining([a.company.id, b.company.id, l.company.id]));
    // A contact cannot widen their scope with the staff filters.
    expect(await q(`companyId=${a.company.id}`, contact)).toEqual(['TK-2026-000004', 'TK-2026-000003', 'TK-2026-000002', 'TK-2026-000001']);
  });

  it('answers 404 for one out of scope and shows the people of one in scope', async () => {
    expect((await get(`/api/tickets/${ids['TK-2026-000002']}`, siteScoped)).statusCode).toBe(404);
    expect((await get(`/api/tickets/${ids['TK-2026-000002']}`, as.otherCompany)).statusCode).toBe(404);
    const one = (await get(`/api/tickets/${ids['TK-2026-000004']}`, siteScoped)).json();
    expect(one).toMatchObject({ ticketNo: 'TK-2026-000004', assignee: { id: as.admin.id }, requester: null, description: 'Details', allowedActions: ['cancel'] });
  });
});

describe('GET /api/tickets/form-options', () => {
  it('offers the sites of my scope with their buildings, and who may watch, me excluded', async () => {
    const res = (await get('/api/tickets/form-options', as.contact)).json();
    expect(res.sites.map((s: { id: string }) => s.id).sort()).toEqual([a.site.id, siteA2.id].sort());
    const site = res.sites.find((s: { id: string }) => s.id === a.site.id);
    expect(site).toMatchObject({ code: a.site.code, name: a.site.name, businessPartnerName: a.partner.name, own: false });
    expect(site.buildings).toContainEqual({ id: buildingA1.id, name: 'Warehouse' });
    const watcherIds = res.watchers.map((w: { id: string }) => w.id);
    expect(watcherIds).toEqual(expect.arrayContaining([people.watcher.id, people.elsewhere.id, as.siteScoped.id]));
    for (const never of [as.contact.id, people.inactive.id, people.noRequests.id, people.otherCompanyUser.id, as.backoffice.id]) expect(watcherIds).not.toContain(never);
    // For one site: only who can see its requests.
    const forSite = (await get(`/api/tickets/form-options?siteId=${a.site.id}`, as.contact)).json();
    expect(forSite.watchers.map((w: { id: string }) => w.id)).not.toContain(people.elsewhere.id);
  });

  it('marks a site-scoped contact’s own site and offers no other', async () => {
    const res = (await get('/api/tickets/form-options', as.siteScoped)).json();
    expect(res.sites.map((s: { id: string; own: boolean }) => [s.id, s.own])).toEqual([[a.site.id, true]]);
    expect((await get(`/api/tickets/form-options?siteId=${siteA2.id}`, as.siteScoped)).statusCode).toBe(404);
  });

  it('staff name the company; a contact cannot name another', async () => {
    expect((await get('/api/tickets/form-options', as.backoffice)).statusCode).toBe(400);
    const staff = (await get(`/api/tickets/form-options?companyId=${b.company.id}`, as.backoffice)).json();
    expect(staff.sites.map((s: { id: string }) => s.id)).toEqual([b.site.id]);
    expect((await get(`/api/tickets/form-options?companyId=${b.company.id}`, as.contact)).statusCode).toBe(404);
  });
});
