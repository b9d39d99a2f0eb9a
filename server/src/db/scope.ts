import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { buildings, businessPartners, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { forbidden } from '@/lib/errors.ts';
import { scopedListQuery, type SortSpec } from '@/db/paged-query.ts';
import { isStaff, type Role } from '@customer-hub/contract/roles';

/**
 * What customer data a caller may see (DESIGN.md §2): staff see everything; a contact sees their
 * company, narrowed to a business partner or a site when their tree node is one (a building
 * narrows to its site). Built once per request from the principal, never from request input.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: string }
  | { kind: 'business_partner'; companyId: string; businessPartnerId: string }
  | { kind: 'site'; companyId: string; siteId: string };

/** What the scope is built from: the caller's roles and place in the tree (a Principal is one). */
export interface ScopedCaller {
  roles: readonly Role[];
  companyId: string | null;
  treeNode: { kind: string; id: string } | null;
}

export async function scopeOf(db: Db, principal: ScopedCaller): Promise<Scope> {
  if (isStaff(principal.roles)) return { kind: 'all' };
  const companyId = principal.companyId;
  if (!companyId) throw forbidden();
  const node = principal.treeNode;
  if (!node || node.kind === 'company') return { kind: 'company', companyId };
  if (node.kind === 'business_partner') return { kind: 'business_partner', companyId, businessPartnerId: node.id };
  if (node.kind === 'site') return { kind: 'site', companyId, siteId: node.id };
  // A building: the contact sees its site.
  const [row] = await db
    .select({ siteId: buildings.siteId })
    .from(buildings)
    .where(and(eq(buildings.id, node.id), eq(buildings.companyId, companyId)))
    .limit(1);
  if (!row) throw forbidden();
  return { kind: 'site', companyId, siteId: row.siteId };
}

/** The columns a tenant table scopes by. */
export interface ScopedColumns {
  companyId: PgColumn;
  businessPartnerId?: PgColumn;
  siteId?: PgColumn;
}

/**
 * The WHERE condition limiting a tenant table to a scope (undefined = everything, staff only).
 * A site scope on a table without a site column sees rows of the site's business partner.
 */
export function scopeWhere(scope: Scope, cols: ScopedColumns): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return eq(cols.companyId, scope.companyId);
    case 'business_partner':
      return and(eq(cols.companyId, scope.companyId), cols.businessPartnerId ? eq(cols.businessPartnerId, scope.businessPartnerId) : sql`false`);
    case 'site':
      if (cols.siteId) return and(eq(cols.companyId, scope.companyId), eq(cols.siteId, scope.siteId));
      if (cols.businessPartnerId) {
        return and(
          eq(cols.companyId, scope.companyId),
          inArray(cols.businessPartnerId, sql`(select ${sites.businessPartnerId} from ${sites} where ${sites.id} = ${scope.siteId})`),
        );
      }
      return sql`false`;
  }
}

/** The sites within a scope (a site is its own site). */
export const sitesInScope = (scope: Scope) => scopeWhere(scope, { companyId: sites.companyId, businessPartnerId: sites.businessPartnerId, siteId: sites.id });

/** A tenant table whose rows hang from a business partner and, maybe, a site. */
export type TenantTable = PgTable & { id: PgColumn; companyId: PgColumn; businessPartnerId: PgColumn; siteId: PgColumn };

/** Where a tenant row sits: its partner and site with their names (`withPlace` joins both). */
export const placeColumns = <B extends PgColumn, S extends PgColumn>(t: { businessPartnerId: B; siteId: S }) => ({
  businessPartnerId: t.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: t.siteId,
  siteName: sites.name,
});

/** The query joined to the row's business partner and (when it has one) its site. */
export const withPlace = <Q extends PgSelect>(q: Q, t: TenantTable) =>
  q.innerJoin(businessPartners, eq(businessPartners.id, t.businessPartnerId)).leftJoin(sites, eq(sites.id, t.siteId));

/**
 * The list of a tenant table: `select`'s rows joined to their partner and site, limited to the
 * caller's scope, ordered by an allowed sort key and then by id.
 */
export function tenantList<Q extends PgSelect, S extends string>(table: TenantTable, select: (db: Db) => Q, order: Omit<SortSpec<S>, 'tieBreaker'>) {
  return scopedListQuery({ table, select: (db: Db) => withPlace(select(db), table), scope: (scope: Scope) => scopeWhere(scope, table), tieBreaker: table.id, ...order });
}

/** Where a tenant row sits: its company, business partner and (when it has one) site. */
export interface Place {
  companyId: string;
  businessPartnerId: string;
  siteId: string | null;
}

/**
 * The contacts whose scope holds a row at `place`, as a condition on `users` (scopeOf read the
 * other way round): the whole company, its business partner, or its site (a building: the
 * building's site). A site-scoped contact does not see a row of the whole partner, as scopeWhere.
 */
export function contactsReaching(place: Place): SQL {
  const node = sql`coalesce(${users.treeNodeKind}, 'company')`;
  const bySite = place.siteId
    ? sql`or (${node} = 'site' and ${users.treeNodeId} = ${place.siteId})
          or (${node} = 'building' and ${users.treeNodeId} in (select ${buildings.id} from ${buildings} where ${buildings.siteId} = ${place.siteId}))`
    : sql``;
  return sql`(${users.companyId} = ${place.companyId} and not (${users.roles} && array['Admin','Backoffice']::text[]) and (
    ${node} = 'company' or (${node} = 'business_partner' and ${users.treeNodeId} = ${place.businessPartnerId}) ${bySite}))`;
}
