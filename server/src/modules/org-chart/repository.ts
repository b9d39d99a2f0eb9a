import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { contracts } from '@/db/schema/customer.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import { scopeWhere, sitesInScope, type Scope } from '@/db/scope.ts';

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id, name: companies.name, code: companies.code }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/**
 * The nodes of one company below the company node that the scope reaches: its business partners
 * (a site scope reaches only the site's partner), sites, their buildings and the contracts.
 */
export async function findNodes(db: Db, scope: Scope, companyId: string) {
  const partnerScope =
    scope.kind === 'business_partner'
      ? eq(businessPartners.id, scope.businessPartnerId)
      : scope.kind === 'site'
        ? eq(businessPartners.id, db.select({ id: sites.businessPartnerId }).from(sites).where(and(eq(sites.id, scope.siteId), eq(sites.companyId, companyId))))
        : undefined;
  const [partners, siteRows, buildingRows, contractRows] = await Promise.all([
    db
      .select({ id: businessPartners.id, name: businessPartners.name, code: businessPartners.customerNo })
      .from(businessPartners)
      .where(and(eq(businessPartners.companyId, companyId), partnerScope))
      .orderBy(asc(businessPartners.name), asc(businessPartners.id)),
    db
      .select({ id: sites.id, name: sites.name, code: sites.code, city: sites.city, businessPartnerId: sites.businessPartnerId })
      .from(sites)
      .where(and(eq(sites.companyId, companyId), sitesInScope(scope)))
      .orderBy(asc(sites.name), asc(sites.id)),
    // Buildings have no partner column: they are reached through their (scoped) site.
    db
      .select({ id: buildings.id, name: buildings.name, code: buildings.code, siteId: buildings.siteId })
      .from(buildings)
      .innerJoin(sites, eq(sites.id, buildings.siteId))
      .where(and(eq(buildings.companyId, companyId), sitesInScope(scope)))
      .orderBy(asc(buildings.name), asc(buildings.id)),
    db
      .select({ id: contracts.id, contractNo: contracts.contractNo, title: contracts.title, status: contracts.status, businessPartnerId: contracts.businessPartnerId, siteId: contracts.siteId })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), scopeWhere(scope, contracts)))
      .orderBy(asc(contracts.contractNo)),
  ]);
  return { partners, sites: siteRows, buildings: buildingRows, contracts: contractRows };
}
