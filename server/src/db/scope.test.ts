import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import type { Principal } from '@/plugins/policy.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { buildScopeTree, type ScopeTree } from '../../test/scope-fixture.ts';
import { scopeOf, scopeWhere } from './scope.ts';

let t: TestApp;
let tree: ScopeTree;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tree = await buildScopeTree(db);
  const { companyA: a, companyB: b, partnerA1, partnerA2, partnerB, leaves } = tree;
  const entry = (companyId: string, businessPartnerId: string, siteId: string | null, documentNo: string) => ({
    companyId, businessPartnerId, siteId, documentNo, documentType: 'Invoice' as const, postDate: '2026-01-01', amount: '1', remainingAmount: '1',
  });
  await db.insert(ledgerEntries).values([
    entry(a, partnerA1, leaves.A1.siteId, 'A-P1-S1'),
    entry(a, partnerA1, leaves.A2.siteId, 'A-P1-S2'),
    entry(a, partnerA1, null, 'A-P1'),
    entry(a, partnerA2, null, 'A-P2'),
    entry(b, partnerB, null, 'B'),
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
    expect(await visible(principal({ companyId: tree.companyA, treeNode: { kind: 'company', id: tree.companyA } }))).toEqual(['A-P1', 'A-P1-S1', 'A-P1-S2', 'A-P2']);
  });

  it('a business-partner contact sees that partner only', async () => {
    expect(await visible(principal({ companyId: tree.companyA, treeNode: { kind: 'business_partner', id: tree.partnerA1 } }))).toEqual(['A-P1', 'A-P1-S1', 'A-P1-S2']);
  });

  it('a site contact sees that site only; a building contact sees its site', async () => {
    expect(await visible(principal({ companyId: tree.companyA, treeNode: { kind: 'site', id: tree.leaves.A1.siteId } }))).toEqual(['A-P1-S1']);
    expect(await visible(principal({ companyId: tree.companyA, treeNode: { kind: 'building', id: tree.building } }))).toEqual(['A-P1-S2']);
  });

  it('a node of another company gives nothing, and staff see everything', async () => {
    expect(await visible(principal({ companyId: tree.companyB, treeNode: { kind: 'site', id: tree.leaves.A1.siteId } }))).toEqual([]);
    expect(await visible(principal({ roles: ['Backoffice'] }))).toHaveLength(5);
  });

  it('a contact without a company is refused', async () => {
    await expect(scopeOf(t.database.db, principal({}))).rejects.toMatchObject({ status: 403 });
  });
});
