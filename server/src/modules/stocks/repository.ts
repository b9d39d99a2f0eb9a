import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { stocks } from '@/db/schema/customer.ts';
import { columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { placeColumns, scopeWhere, tenantList, type Scope } from '@/db/scope.ts';
import type { FindStocksRequest, StockSort } from '@customer-hub/contract/stocks';

const inScope = (scope: Scope) => scopeWhere(scope, stocks);

const columns = {
  ...columnsOf(stocks, 'id', 'warehouse', 'itemNo', 'description', 'quantity', 'unitOfMeasure', 'updatedAt'),
  ...placeColumns(stocks),
};

const list = tenantList(stocks, (db) => db.select(columns).from(stocks).$dynamic(), {
  sorts: { itemNo: stocks.itemNo, description: stocks.description, warehouse: stocks.warehouse, quantity: stocks.quantity, updatedAt: stocks.updatedAt } satisfies Record<StockSort, unknown>,
});

export const findStocks = (db: Db, scope: Scope, q: FindStocksRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(stocks.warehouse, q.warehouse),
    equalsIfGiven(stocks.siteId, q.siteId),
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
