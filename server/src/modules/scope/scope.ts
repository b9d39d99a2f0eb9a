import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { buildings, sites } from '@/db/schema/org.ts';
import { forbidden } from '@/lib/errors.ts';
import type { Principal } from '@/plugins/policy.ts';
import { isStaff } from '@customer-hub/contract/roles';

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

export async function scopeOf(db: Db, principal: Principal): Promise<Scope> {
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
