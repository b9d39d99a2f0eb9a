import { z } from 'zod';
import { IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import { STOCK_SORTS } from './constants/stocks.ts';
export * from './constants/stocks.ts';

export const StockIdParams = IdParams;

/** GET /api/stocks */
export const FindStocksRequest = listRequest({
  sorts: STOCK_SORTS,
  sort: 'itemNo',
  direction: 'asc',
  /** `warehouse`: the exact warehouse name; `search`: item no or description contains it (case-insensitive). */
  filters: { warehouse: z.string().trim().max(100).optional(), siteId: z.uuid().optional(), search: searchFilter() },
});
export type FindStocksRequest = z.infer<typeof FindStocksRequest>;

export const StockSummary = partnerRecord({
  warehouse: z.string(),
  itemNo: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitOfMeasure: z.string(),
  updatedAt: z.string(),
});
export type StockSummary = z.infer<typeof StockSummary>;
export const FindStocksResponse = pageOf(StockSummary);
export type FindStocksResponse = z.infer<typeof FindStocksResponse>;

/** GET /api/stocks/:id: the item, and the same item in the caller's other warehouses. */
export const GetStockResponse = StockSummary.extend({
  otherWarehouses: z.array(StockSummary.pick({ id: true, warehouse: true, quantity: true, unitOfMeasure: true })),
});
export type GetStockResponse = z.infer<typeof GetStockResponse>;
