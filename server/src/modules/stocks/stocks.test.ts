import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildSite, buildStock, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { listed } from '../../../test/lists.ts';

let t: TestApp;
let auth: { authorization: string };
let siteAuth: { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let otherSite: string;
let towelsId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  otherSite = (await buildSite(db, a.company.id, a.partner.id)).id;
  auth = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['Dashboard'] })).id);
  siteAuth = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['Dashboard'], treeNodeKind: 'site', treeNodeId: a.site.id })).id);
  towelsId = (await buildStock(db, a.tenant, { itemNo: 'IT-100', description: 'Paper towels', warehouse: 'Azambuja', quantity: '40' })).id;
  await buildStock(db, a.tenant, { itemNo: 'IT-200', description: 'Hand soap', warehouse: 'Azambuja', quantity: '12.5' });
  await buildStock(db, { ...a.tenant, siteId: otherSite }, { itemNo: 'IT-100', description: 'Paper towels', warehouse: 'Maia', quantity: '8' });
  await buildStock(db, a.tenant, { itemNo: 'IT-300', description: 'Bin liners', warehouse: 'Maia', quantity: '300' });
});
afterAll(() => t.close());

const items = (query: string, who = auth) =>
  listed(t, `/api/stocks?${query}`, who, (i: { itemNo: string; warehouse: string }) => `${i.itemNo}@${i.warehouse}`);

describe('GET /api/stocks', () => {
  it('sorts by item no by default, and by quantity, description and warehouse', async () => {
    // Equal item nos fall back to the id: compare the item nos only.
    expect((await items('')).map((i) => i.split('@')[0])).toEqual(['IT-100', 'IT-100', 'IT-200', 'IT-300']);
    expect((await items('direction=desc'))[0]).toBe('IT-300@Maia');
    expect(await items('sort=quantity&direction=desc')).toEqual(['IT-300@Maia', 'IT-100@Azambuja', 'IT-200@Azambuja', 'IT-100@Maia']);
    expect((await items('sort=description&direction=asc'))[0]).toBe('IT-300@Maia');
    expect(await items('sort=warehouse&direction=asc&pageSize=2&page=2')).toHaveLength(2);
  });

  it('filters by warehouse, site and search', async () => {
    expect(await items('warehouse=Maia')).toEqual(['IT-100@Maia', 'IT-300@Maia']);
    expect(await items(`siteId=${otherSite}`)).toEqual(['IT-100@Maia']);
    expect(await items('search=soap')).toEqual(['IT-200@Azambuja']);
  });
});

describe('GET /api/stocks/:id', () => {
  it('shows the item with its other warehouses in the caller’s scope', async () => {
    const full = (await t.app.inject({ url: `/api/stocks/${towelsId}`, headers: auth })).json();
    expect(full).toMatchObject({ itemNo: 'IT-100', quantity: 40, otherWarehouses: [{ warehouse: 'Maia', quantity: 8 }] });
    const site = (await t.app.inject({ url: `/api/stocks/${towelsId}`, headers: siteAuth })).json();
    expect(site.otherWarehouses).toEqual([]);
  });
});
