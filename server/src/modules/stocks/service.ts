import { notFound } from '@/lib/errors.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import type { FindStocksRequest, FindStocksResponse, GetStockResponse, StockSummary } from '@customer-hub/contract/stocks';
import * as repo from './repository.ts';

type StockRow = NonNullable<Awaited<ReturnType<typeof repo.findStock>>>;

const present = (row: StockRow): StockSummary => ({ ...row, quantity: toNumber(row.quantity), updatedAt: toIso(row.updatedAt) });

/** A page of the caller's goods per warehouse. */
export async function findStocks({ db, principal }: ServiceContext, q: FindStocksRequest): Promise<FindStocksResponse> {
  return mapPage(await repo.findStocks(db, await scopeOf(db, principal), q), present);
}

/** One stock line, with the same item elsewhere in the caller's scope; 404 outside the scope. */
export async function getStock({ db, principal }: ServiceContext, id: string): Promise<GetStockResponse> {
  const scope = await scopeOf(db, principal);
  const row = await repo.findStock(db, scope, id);
  if (!row) throw notFound('Stock');
  const others = await repo.findSameItem(db, scope, row.itemNo, row.id);
  return { ...present(row), otherWarehouses: others.map((o) => ({ ...o, quantity: toNumber(o.quantity) })) };
}
