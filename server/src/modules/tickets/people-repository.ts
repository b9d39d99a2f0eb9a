import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { buildings, businessPartners, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { firstRow } from '@/db/paged-query.ts';
import { sitesInScope, type Scope } from '@/db/scope.ts';

// The sites, buildings and people a ticket may name: the new-request form's options and the
// checks of a new ticket's site, building and watchers.

export interface PlacedSite {
  id: string;
  companyId: string;
  businessPartnerId: string;
}

/** A site within the scope, with the nodes a ticket there hangs from. */
export function findSiteInScope(db: Db, scope: Scope, siteId: string): Promise<PlacedSite | undefined> {
  return firstRow(
    db
      .select({ id: sites.id, companyId: sites.companyId, businessPartnerId: sites.businessPartnerId })
      .from(sites)
      .where(and(eq(sites.id, siteId), sitesInScope(scope)))
      .limit(1),
  );
}

export function findBuildingOfSite(db: Db, site: PlacedSite, buildingId: string) {
  return firstRow(
    db
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.companyId, site.companyId), eq(buildings.siteId, site.id), eq(buildings.id, buildingId)))
      .limit(1),
  );
}

/**
 * Active contacts of the site's company with the Requests permission whose tree node reaches the
 * site (the company, the site's business partner, the site or one of its buildings): the people
 * who can open a ticket there, and so may watch it.
 */
function mayFollow(companyId: string, site?: PlacedSite) {
  return and(
    eq(users.companyId, companyId),
    eq(users.active, true),
    sql`'Customer' = any(${users.roles})`,
    sql`'Requests' = any(${users.permissions})`,
    site
      ? or(
          isNull(users.treeNodeKind),
          eq(users.treeNodeKind, 'company'),
          and(eq(users.treeNodeKind, 'business_partner'), eq(users.treeNodeId, site.businessPartnerId)),
          and(eq(users.treeNodeKind, 'site'), eq(users.treeNodeId, site.id)),
          and(eq(users.treeNodeKind, 'building'), sql`${users.treeNodeId} in (select ${buildings.id} from ${buildings} where ${buildings.siteId} = ${site.id})`),
        )
      : undefined,
  );
}

/** Of the given users, those who may watch a ticket of the site. */
export async function findWatchersAllowed(db: Db, site: PlacedSite, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), mayFollow(site.companyId, site)));
  return rows.map((r) => r.id);
}

// Enough for any real company's picker; the form is not a report.
const FORM_OPTIONS_LIMIT = 1000;

/** The watchers the form offers: who may follow tickets of the company (of the site, when given), but the caller. */
export function findFormWatchers(db: Db, companyId: string, callerId: string, site?: PlacedSite) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(mayFollow(companyId, site), ne(users.id, callerId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(FORM_OPTIONS_LIMIT);
}

/** The sites of one company in the scope, by name, for the new-request form. */
export function findFormSites(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ id: sites.id, code: sites.code, name: sites.name, businessPartnerName: businessPartners.name })
    .from(sites)
    .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
    .where(and(eq(sites.companyId, companyId), sitesInScope(scope)))
    .orderBy(asc(sites.name), asc(sites.id))
    .limit(FORM_OPTIONS_LIMIT);
}

export function findBuildingsOfSites(db: Db, companyId: string, siteIds: string[]) {
  if (!siteIds.length) return Promise.resolve([]);
  return db
    .select({ id: buildings.id, name: buildings.name, siteId: buildings.siteId })
    .from(buildings)
    .where(and(eq(buildings.companyId, companyId), inArray(buildings.siteId, siteIds)))
    .orderBy(asc(buildings.name), asc(buildings.id));
}
