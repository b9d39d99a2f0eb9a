import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { contracts, orders } from '@/db/schema/customer.ts';
import { buildings, businessPartners, sites } from '@/db/schema/org.ts';
import { equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { scopedListQuery } from '@/db/paged-query.ts';
import { sitesInScope, type Scope } from '@/db/scope.ts';
import type { FindSitesRequest, SiteSort } from '@customer-hub/contract/sites';

// Counts per site; each subquery also matches the company so it stays on the tenant indexes.
const contractCount = sql<number>`(select count(*) from ${contracts} where ${contracts.companyId} = ${sites.companyId} and ${contracts.siteId} = ${sites.id})::int`;
const buildingCount = sql<number>`(select count(*) from ${buildings} where ${buildings.companyId} = ${sites.companyId} and ${buildings.siteId} = ${sites.id})::int`;
const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.companyId} = ${sites.companyId} and ${orders.siteId} = ${sites.id})::int`;

const siteList = (withOrders: boolean) =>
  scopedListQuery({
    table: sites,
    select: (db: Db) =>
      db
        .select({
          id: sites.id,
          code: sites.code,
          name: sites.name,
          address: sites.address,
          city: sites.city,
          postalCode: sites.postalCode,
          country: sites.country,
          latitude: sites.latitude,
          longitude: sites.longitude,
          businessPartnerId: sites.businessPartnerId,
          businessPartnerName: businessPartners.name,
          contractCount,
          buildingCount,
          orderCount: withOrders ? orderCount : sql<null>`null`,
        })
        .from(sites)
        .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
        .$dynamic(),
    scope: sitesInScope,
    sorts: { name: sites.name, code: sites.code, city: sites.city, businessPartnerName: businessPartners.name, contractCount } satisfies Record<SiteSort, unknown>,
    tieBreaker: sites.id,
  });

/** A page of the sites in the scope; `withOrders` adds each site's order count. */
export const findSites = (db: Db, scope: Scope, q: FindSitesRequest, withOrders: boolean) =>
  siteList(withOrders).page(db, scope, q, [
    equalsIfGiven(sites.businessPartnerId, q.businessPartnerId),
    searchAny(q.search, [sites.name, sites.code, sites.address, sites.city]),
  ]);
