import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { stocks } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { searchAny } from '@/lib/lists.ts';
import { scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { FindStocksRequest, StockSort } from '@customer-hub/contract/stocks';

const inScope = (scope: Scope) => scopeWhere(scope, { companyId: stocks.companyId, businessPartnerId: stocks.businessPartnerId, siteId: stocks.siteId });

const columns = {
  id: stocks.id,
  warehouse: stocks.warehouse,
  itemNo: stocks.itemNo,
  description: stocks.description,
  quantity: stocks.quantity,
  unitOfMeasure: stocks.unitOfMeasure,
  updatedAt: stocks.updatedAt,
  businessPartnerId: stocks.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: stocks.siteId,
  siteName: sites.name,
};

const list = scopedListQuery({
  table: stocks,
  select: (db: Db) =>
    db.select(columns).from(stocks).innerJoin(businessPartners, eq(businessPartners.id, stocks.businessPartnerId)).leftJoin(sites, eq(sites.id, stocks.siteId)).$dynamic(),
  scope: inScope,
  sorts: {
    itemNo: stocks.itemNo,
    description: stocks.description,
    warehouse: stocks.warehouse,
    quantity: stocks.quantity,
    updatedAt: stocks.updatedAt,
  } satisfies Record<StockSort, unknown>,
  tieBreaker: stocks.id,
});

export const findStocks = (db: Db, scope: Scope, q: FindStocksRequest) =>
  list.page(db, scope, q, [
    q.warehouse ? eq(stocks.warehouse, q.warehouse) : undefined,
    q.siteId ? eq(stocks.siteId, q.siteId) : undefined,
    searchAny(q.search, [stocks.itemNo, stocks.description]),
  ]);

export const findStock = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(stocks.id, id));

/** The same item in the scope's other warehouses. */
export function findSameItem(db: Db, scope: Scope, itemNo: string, exceptId: string) {
  return db
    .select({ id: stocks.id, warehouse: stocks.warehouse, quantity: stocks.quantity, unitOfMeasure: stocks.unitOfMeasure })
    .from(stocks)
    .where(and(inScope(scope), eq(stocks.itemNo, itemNo), ne(stocks.id, exceptId)))
    .orderBy(asc(stocks.warehouse))
    .limit(50);
}
