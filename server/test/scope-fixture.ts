import type { Db } from '@/db/client.ts';
import { buildBuilding, buildBusinessPartner, buildCompany, buildSite, type Tenant } from './factories.ts';

/** The four leaves of the scope tree, each a company, partner and site. */
export const SCOPE_LEAVES = ['A1', 'A2', 'A3', 'B'] as const;
export type ScopeLeaf = (typeof SCOPE_LEAVES)[number];

/**
 * The tree the data-scope tests look through: company A with partner 1 (sites 1 and 2, a building
 * at site 2) and partner 2 (site 3), and company B with one partner and one site.
 */
export async function buildScopeTree(db: Db) {
  const a = await buildCompany(db);
  const b = await buildCompany(db);
  const aP1 = await buildBusinessPartner(db, a.id);
  const aP2 = await buildBusinessPartner(db, a.id);
  const bP = await buildBusinessPartner(db, b.id);
  const site = async (companyId: string, businessPartnerId: string): Promise<Tenant & { siteId: string }> => ({
    companyId,
    businessPartnerId,
    siteId: (await buildSite(db, companyId, businessPartnerId)).id,
  });
  const leaves: Record<ScopeLeaf, Tenant & { siteId: string }> = {
    A1: await site(a.id, aP1.id),
    A2: await site(a.id, aP1.id),
    A3: await site(a.id, aP2.id),
    B: await site(b.id, bP.id),
  };
  const building = await buildBuilding(db, a.id, leaves.A2.siteId);
  return { companyA: a.id, companyB: b.id, partnerA1: aP1.id, partnerA2: aP2.id, partnerB: bP.id, leaves, building: building.id };
}

export type ScopeTree = Awaited<ReturnType<typeof buildScopeTree>>;
