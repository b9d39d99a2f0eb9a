import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildCompany, buildContact, buildContract, buildOrder, buildStaff, buildStock, buildTeam, buildTransport, buildTrip } from './factories.ts';
import { apiKeyFor, buildTestApp, sessionFor, type TestApp } from './helpers.ts';
import { buildScopeTree, SCOPE_LEAVES, type ScopeLeaf } from './scope-fixture.ts';

/**
 * Data scope across every customer-data resource of issue 4 (DESIGN.md §2): a contact sees their
 * node and below, never another company's rows; an id out of reach is a 404, not a 403.
 */
const ALL: Permission[] = ['Dashboard', 'Trips', 'Orders', 'ContractOrganization', 'ContractLines', 'PricesColumn', 'CreateOrder', 'CancelOrder'];

// The scope tree's four leaves: company A (partner 1 with sites 1 and 2, partner 2 with site 3) and company B.
const TAGS = SCOPE_LEAVES;
type Tag = ScopeLeaf;

interface Resource {
  name: string;
  path: string;
  /** The field carrying the tag, and the tag's prefix in it. */
  key: string;
  prefix: string;
}
const RESOURCES: Resource[] = [
  { name: 'trips', path: '/api/trips', key: 'tourNo', prefix: 'T-' },
  { name: 'transports', path: '/api/transports', key: 'shipmentNo', prefix: 'SH-' },
  { name: 'orders', path: '/api/orders', key: 'orderNo', prefix: 'OR-' },
  { name: 'contracts', path: '/api/contracts', key: 'contractNo', prefix: 'CT-' },
  { name: 'teams', path: '/api/teams', key: 'name', prefix: 'Team ' },
  { name: 'stocks', path: '/api/stocks', key: 'itemNo', prefix: 'IT-' },
];

let t: TestApp;
const ids = {} as Record<string, Record<Tag, string>>;
const siteIds = {} as Record<Tag, string>;
type Who = 'companyA' | 'siteA1' | 'partnerA2' | 'buildingA2' | 'companyB' | 'staff' | 'keyA' | 'keySiteA1' | 'keyB' | 'keyByStaffA';
const as = {} as Record<Who, Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { companyA, companyB, partnerA2, leaves: tenants, building } = await buildScopeTree(db);
  for (const r of RESOURCES) ids[r.name] = {} as Record<Tag, string>;
  for (const tag of TAGS) {
    const tenant = tenants[tag];
    siteIds[tag] = tenant.siteId;
    const trip = await buildTrip(db, tenant, { tourNo: `T-${tag}` });
    ids.trips![tag] = trip.id;
    ids.transports![tag] = (await buildTransport(db, tenant, { shipmentNo: `SH-${tag}`, tripId: trip.id })).id;
    ids.orders![tag] = (await buildOrder(db, tenant, { orderNo: `OR-${tag}` })).id;
    ids.contracts![tag] = (await buildContract(db, tenant, { contractNo: `CT-${tag}` })).id;
    ids.teams![tag] = (await buildTeam(db, tenant, { name: `Team ${tag}` })).id;
    ids.stocks![tag] = (await buildStock(db, tenant, { itemNo: `IT-${tag}` })).id;
  }
  const contactId = async (companyId: string, treeNodeKind: 'company' | 'business_partner' | 'site' | 'building', treeNodeId: string) =>
    (await buildContact(db, { companyId, treeNodeKind, treeNodeId, permissions: ALL })).id;
  const contact = async (companyId: string, treeNodeKind: 'company' | 'business_partner' | 'site' | 'building', treeNodeId: string) =>
    sessionFor(db, await contactId(companyId, treeNodeKind, treeNodeId));
  as.companyA = await contact(companyA, 'company', companyA);
  as.siteA1 = await contact(companyA, 'site', siteIds.A1);
  // Company API keys: a contact of their company in their creator's scope (a staff creator: the company's).
  as.keyA = await apiKeyFor(db, { companyId: companyA, createdBy: await contactId(companyA, 'company', companyA) });
  as.keySiteA1 = await apiKeyFor(db, { companyId: companyA, createdBy: await contactId(companyA, 'site', siteIds.A1) });
  as.keyB = await apiKeyFor(db, { companyId: companyB, createdBy: await contactId(companyB, 'company', companyB) });
  as.keyByStaffA = await apiKeyFor(db, { companyId: companyA, createdBy: (await buildStaff(db, 'Admin')).id });
  as.partnerA2 = await contact(companyA, 'business_partner', partnerA2);
  as.buildingA2 = await contact(companyA, 'building', building);
  as.companyB = await contact(companyB, 'company', companyB);
  as.staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function tagsListed(r: Resource, who: keyof typeof as): Promise<string[]> {
  const res = await get(`${r.path}?pageSize=100`, as[who]);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const tags = body.items.map((item: Record<string, string>) => item[r.key]!.slice(r.prefix.length)).sort();
  expect(body.total).toBe(tags.length);
  return tags;
}

describe('customer data scope', () => {
  const visible: Record<keyof typeof as, Tag[]> = {
    companyA: ['A1', 'A2', 'A3'],
    siteA1: ['A1'],
    partnerA2: ['A3'],
    buildingA2: ['A2'],
    companyB: ['B'],
    staff: ['A1', 'A2', 'A3', 'B'],
    keyA: ['A1', 'A2', 'A3'],
    keySiteA1: ['A1'],
    keyB: ['B'],
    keyByStaffA: ['A1', 'A2', 'A3'],
  };
  // The resources an API key may read (a scope opens them); the others refuse keys (access-control.test.ts).
  const KEY_RESOURCES = new Set(['trips', 'orders']);

  for (const r of RESOURCES) {
    for (const [who, tags] of Object.entries(visible) as [keyof typeof as, Tag[]][]) {
      if (who.startsWith('key') && !KEY_RESOURCES.has(r.name)) continue;
      it(`${r.name}: ${who} lists exactly ${tags.join(', ')}`, async () => {
        expect(await tagsListed(r, who)).toEqual(tags);
      });

      it(`${r.name}: ${who} opens the ids in scope and gets 404 for every other`, async () => {
        for (const tag of TAGS) {
          const res = await get(`${r.path}/${ids[r.name]![tag]}`, as[who]);
          expect(res.statusCode, `${tag}: ${res.body}`).toBe(tags.includes(tag) ? 200 : 404);
        }
      });
    }
  }

  it('sites: each contact lists only the sites of its node, flagged own for a site or building contact', async () => {
    const sitesOf = async (who: keyof typeof as) => (await get('/api/sites?pageSize=100', as[who])).json().items as { id: string; own: boolean }[];
    const tagOf = (id: string) => TAGS.find((tag) => siteIds[tag] === id);
    expect((await sitesOf('companyA')).map((s) => tagOf(s.id)).sort()).toEqual(['A1', 'A2', 'A3']);
    expect((await sitesOf('companyA')).every((s) => !s.own)).toBe(true);
    expect(await sitesOf('siteA1')).toEqual([expect.objectContaining({ id: siteIds.A1, own: true })]);
    expect(await sitesOf('buildingA2')).toEqual([expect.objectContaining({ id: siteIds.A2, own: true })]);
    expect((await sitesOf('partnerA2')).map((s) => tagOf(s.id))).toEqual(['A3']);
    expect((await sitesOf('companyB')).map((s) => tagOf(s.id))).toEqual(['B']);
  });

  it('changes out of reach are a 404 too: cancel an order, approve a contract of company B', async () => {
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${ids.orders!.B}/cancel`, headers: as.companyA });
    expect(cancel.statusCode).toBe(404);
    const approve = await t.app.inject({ method: 'POST', url: `/api/contracts/${ids.contracts!.B}/approve`, headers: as.companyA });
    expect(approve.statusCode).toBe(404);
    const otherSite = await t.app.inject({ method: 'POST', url: `/api/orders/${ids.orders!.A2}/cancel`, headers: as.siteA1 });
    expect(otherSite.statusCode).toBe(404);
    // Nothing changed.
    expect((await get(`/api/orders/${ids.orders!.B}`, as.companyB)).json().status).toBe('Confirming');
    expect((await get(`/api/contracts/${ids.contracts!.B}`, as.companyB)).json().status).toBe('Pending');
  });

  it('a transport shows the tour no of its trip', async () => {
    const res = await get(`/api/transports/${ids.transports!.A1}`, as.siteA1);
    expect(res.json()).toMatchObject({ tourNo: 'T-A1', trip: { id: ids.trips!.A1, tourNo: 'T-A1' } });
  });
});

describe('a tab switched off is a 403', () => {
  const routes: [string, Permission][] = [
    ['/api/trips', 'Trips'],
    ['/api/transports', 'Trips'],
    ['/api/orders', 'Orders'],
    ['/api/contracts', 'ContractOrganization'],
    ['/api/sites', 'ContractOrganization'],
    ['/api/org-chart', 'ContractOrganization'],
    ['/api/teams', 'Dashboard'],
    ['/api/stocks', 'Dashboard'],
  ];
  for (const [path, permission] of routes) {
    it(`${path} needs ${permission}`, async () => {
      const db = t.database.db;
      const companyId = (await buildCompany(db)).id;
      const without = await sessionFor(db, (await buildContact(db, { companyId, permissions: ALL.filter((p) => p !== permission) })).id);
      const withIt = await sessionFor(db, (await buildContact(db, { companyId, permissions: [permission] })).id);
      expect((await get(path, without)).statusCode).toBe(403);
      if (!['/api/sites', '/api/org-chart'].includes(path)) expect((await get(`${path}/${ids.trips!.A1}`, without)).statusCode).toBe(403);
      expect((await get(path, withIt)).statusCode).toBe(200);
    });
  }
});
