import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { contractLines, contracts } from '@/db/schema/customer.ts';
import { sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { placeColumns, scopeWhere, tenantList, type Scope } from '@/db/scope.ts';
import type { ContractSort, FindContractsRequest } from '@customer-hub/contract/contracts';

const inScope = (scope: Scope) => scopeWhere(scope, contracts);

const columns = {
  ...columnsOf(contracts, 'id', 'companyId', 'contractNo', 'title', 'startDate', 'endDate', 'status', 'currency', 'approvedAt'),
  approverFirstName: users.firstName,
  approverLastName: users.lastName,
  ...placeColumns(contracts),
};

const list = tenantList(contracts, (db) => db.select(columns).from(contracts).leftJoin(users, eq(users.id, contracts.approvedBy)).$dynamic(), {
  sorts: { contractNo: contracts.contractNo, title: contracts.title, startDate: contracts.startDate, endDate: contracts.endDate, status: contracts.status } satisfies Record<ContractSort, unknown>,
});

export const findContracts = (db: Db, scope: Scope, q: FindContractsRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(contracts.status, q.status),
    equalsIfGiven(contracts.businessPartnerId, q.businessPartnerId),
    equalsIfGiven(contracts.siteId, q.siteId),
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
