import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '@/db/schema/org.ts';
import { buildBuilding, buildBusinessPartner, buildContact, buildContract, buildOrder, buildSite, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let withOrders: { authorization: string };
let withoutOrders: { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let partner2: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  await db.update(sites).set({ name: 'Lisboa Baixa', city: 'Lisboa', address: 'Rua Augusta 1', latitude: 38.71, longitude: -9.14 }).where(eq(sites.id, a.site.id));
  partner2 = (await buildBusinessPartner(db, a.company.id, { name: 'Norte Lda' })).id;
  const porto = await buildSite(db, a.company.id, partner2, { name: 'Porto Ribeira', city: 'Porto', address: 'Cais da Ribeira 5', latitude: 41.14, longitude: -8.61 });
  await buildSite(db, a.company.id, a.partner.id, { name: 'Faro Marina', city: 'Faro' });
  for (let i = 0; i < 3; i++) await buildContract(db, { ...a.tenant, businessPartnerId: partner2, siteId: porto.id });
  await buildContract(db, a.tenant);
  await buildOrder(db, a.tenant);
  await buildOrder(db, a.tenant);
  await buildBuilding(db, a.company.id, a.site.id);
  withOrders = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['ContractOrganization', 'Orders'] })).id);
  withoutOrders = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['ContractOrganization'] })).id);
});
afterAll(() => t.close());

const list = async (query: string, auth = withOrders) => {
  const res = await t.app.inject({ url: `/api/sites?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; total: number };
};

describe('GET /api/sites', () => {
  it('answers location, partner and counts for the map and its list', async () => {
    const { items, total } = await list('');
    expect(total).toBe(3);
    expect(items.map((s) => s.name)).toEqual(['Faro Marina', 'Lisboa Baixa', 'Porto Ribeira']);
    expect(items[1]).toMatchObject({ city: 'Lisboa', address: 'Rua Augusta 1', latitude: 38.71, longitude: -9.14, businessPartnerName: a.partner.name, contractCount: 1, orderCount: 2, buildingCount: 1, own: false });
    expect(items[0]).toMatchObject({ latitude: null, longitude: null, contractCount: 0, orderCount: 0 });
    expect(items[2]).toMatchObject({ businessPartnerName: 'Norte Lda', contractCount: 3 });
  });

  it('leaves the order count out without the Orders permission', async () => {
    const res = await t.app.inject({ url: '/api/sites', headers: withoutOrders });
    expect(res.body).not.toContain('orderCount');
  });

  it('sorts, filters and pages', async () => {
    expect((await list('sort=contractCount&direction=desc')).items.map((s) => s.name)).toEqual(['Porto Ribeira', 'Lisboa Baixa', 'Faro Marina']);
    expect((await list('sort=city&direction=desc&pageSize=1&page=2')).items.map((s) => s.name)).toEqual(['Lisboa Baixa']);
    expect((await list(`businessPartnerId=${partner2}`)).items.map((s) => s.name)).toEqual(['Porto Ribeira']);
    expect((await list('search=augusta')).items.map((s) => s.name)).toEqual(['Lisboa Baixa']);
    expect((await list('search=porto')).items.map((s) => s.name)).toEqual(['Porto Ribeira']);
  });
});
