import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { buildings } from '@/db/schema/org.ts';
import type { Principal } from '@/plugins/policy.ts';
import { buildBusinessPartner, buildCompany, buildSite } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { scopeOf, scopeWhere } from './scope.ts';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await buildCompany(db);
  const b = await buildCompany(db);
  const aP1 = await buildBusinessPartner(db, a.id);
  const aP2 = await buildBusinessPartner(db, a.id);
  const aS1 = await buildSite(db, a.id, aP1.id);
  const aS2 = await buildSite(db, a.id, aP1.id);
  const bP = await buildBusinessPartner(db, b.id);
  const [building] = await db.insert(buildings).values({ companyId: a.id, siteId: aS2.id, code: `B-${Math.random()}`, name: 'Hall' }).returning();
  Object.assign(ids, { a: a.id, b: b.id, aP1: aP1.id, aP2: aP2.id, aS1: aS1.id, aS2: aS2.id, bP: bP.id, building: building!.id });
  const entry = (companyId: string, businessPartnerId: string, siteId: string | null, documentNo: string) => ({
    companyId, businessPartnerId, siteId, documentNo, documentType: 'Invoice' as const, postDate: '2026-01-01', amount: '1', remainingAmount: '1',
  });
  await db.insert(ledgerEntries).values([
    entry(a.id, aP1.id, aS1.id, 'A-P1-S1'),
    entry(a.id, aP1.id, aS2.id, 'A-P1-S2'),
    entry(a.id, aP1.id, null, 'A-P1'),
    entry(a.id, aP2.id, null, 'A-P2'),
    entry(b.id, bP.id, null, 'B'),
  ]);
});
afterAll(() => t.close());

const principal = (over: Partial<Principal>): Principal =>
  ({ userId: 'u', sessionId: 's', userName: 'u', roles: ['Customer'], permissions: [], companyId: null, treeNode: null, ...over }) as Principal;

async function visible(p: Principal) {
  const scope = await scopeOf(t.database.db, p);
  const rows = await t.database.db
    .select({ no: ledgerEntries.documentNo })
    .from(ledgerEntries)
    .where(scopeWhere(scope, { companyId: ledgerEntries.companyId, businessPartnerId: ledgerEntries.businessPartnerId, siteId: ledgerEntries.siteId }));
  return rows.map((r) => r.no).sort();
}

describe('scope', () => {
  it('a company contact sees the whole company and nothing of another', async () => {
    expect(await visible(principal({ companyId: ids.a, treeNode: { kind: 'company', id: ids.a! } }))).toEqual(['A-P1', 'A-P1-S1', 'A-P1-S2', 'A-P2']);
  });

  it('a business-partner contact sees that partner only', async () => {
    expect(await visible(principal({ companyId: ids.a, treeNode: { kind: 'business_partner', id: ids.aP1! } }))).toEqual(['A-P1', 'A-P1-S1', 'A-P1-S2']);
  });

  it('a site contact sees that site only; a building contact sees its site', async () => {
    expect(await visible(principal({ companyId: ids.a, treeNode: { kind: 'site', id: ids.aS1! } }))).toEqual(['A-P1-S1']);
    expect(await visible(principal({ companyId: ids.a, treeNode: { kind: 'building', id: ids.building! } }))).toEqual(['A-P1-S2']);
  });

  it('a node of another company gives nothing, and staff see everything', async () => {
    expect(await visible(principal({ companyId: ids.b, treeNode: { kind: 'site', id: ids.aS1! } }))).toEqual([]);
    expect(await visible(principal({ roles: ['Backoffice'] }))).toHaveLength(5);
  });

  it('a contact without a company is refused', async () => {
    await expect(scopeOf(t.database.db, principal({}))).rejects.toMatchObject({ status: 403 });
  });
});
