import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { contractLines, contracts } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { searchAny } from '@/lib/lists.ts';
import { scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { ContractSort, FindContractsRequest } from '@customer-hub/contract/contracts';

const inScope = (scope: Scope) => scopeWhere(scope, { companyId: contracts.companyId, businessPartnerId: contracts.businessPartnerId, siteId: contracts.siteId });

const columns = {
  id: contracts.id,
  companyId: contracts.companyId,
  contractNo: contracts.contractNo,
  title: contracts.title,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  status: contracts.status,
  approvedAt: contracts.approvedAt,
  approverFirstName: users.firstName,
  approverLastName: users.lastName,
  businessPartnerId: contracts.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: contracts.siteId,
  siteName: sites.name,
};

const list = scopedListQuery({
  table: contracts,
  select: (db: Db) =>
    db
      .select(columns)
      .from(contracts)
      .innerJoin(businessPartners, eq(businessPartners.id, contracts.businessPartnerId))
      .leftJoin(sites, eq(sites.id, contracts.siteId))
      .leftJoin(users, eq(users.id, contracts.approvedBy))
      .$dynamic(),
  scope: inScope,
  sorts: {
    contractNo: contracts.contractNo,
    title: contracts.title,
    startDate: contracts.startDate,
    endDate: contracts.endDate,
    status: contracts.status,
  } satisfies Record<ContractSort, unknown>,
  tieBreaker: contracts.id,
});

export const findContracts = (db: Db, scope: Scope, q: FindContractsRequest) =>
  list.page(db, scope, q, [
    q.status ? eq(contracts.status, q.status) : undefined,
    q.businessPartnerId ? eq(contracts.businessPartnerId, q.businessPartnerId) : undefined,
    q.siteId ? eq(contracts.siteId, q.siteId) : undefined,
    searchAny(q.search, [contracts.contractNo, contracts.title]),
  ]);

export const findContract = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(contracts.id, id));

/** Every line of a contract (the contract itself is in scope). */
export function findLines(db: Db, companyId: string, contractId: string) {
  return db
    .select({
      id: contractLines.id,
      lineNo: contractLines.lineNo,
      service: contractLines.service,
      frequency: contractLines.frequency,
      quantity: contractLines.quantity,
      unitOfMeasure: contractLines.unitOfMeasure,
      unitPrice: contractLines.unitPrice,
      siteId: contractLines.siteId,
      siteName: sites.name,
    })
    .from(contractLines)
    .leftJoin(sites, eq(sites.id, contractLines.siteId))
    .where(and(eq(contractLines.companyId, companyId), eq(contractLines.contractId, contractId)))
    .orderBy(asc(contractLines.lineNo), asc(contractLines.id));
}

/** Pending → Approved if still pending; answers whether this call approved it. */
export async function approve(db: Db, scope: Scope, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(contracts)
    .set({ status: 'Approved', approvedBy: userId, approvedAt: sql`now()` })
    .where(and(eq(contracts.id, id), eq(contracts.status, 'Pending'), inScope(scope)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}
