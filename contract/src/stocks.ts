import { z } from 'zod';
import { IdParams, listRequest, pageOf, PARTNER_SITE_FIELDS, searchFilter } from './paging.ts';
import { STOCK_SORTS } from './constants/stocks.ts';
export * from './constants/stocks.ts';

export const StockIdParams = IdParams;

/** GET /api/stocks */
export const FindStocksRequest = listRequest({
  sorts: STOCK_SORTS,
  sort: 'itemNo',
  direction: 'asc',
  /** `warehouse`: the exact warehouse name; `search`: item no or description. */
  filters: { warehouse: z.string().trim().max(100).optional(), siteId: z.uuid().optional(), search: searchFilter() },
});
export type FindStocksRequest = z.infer<typeof FindStocksRequest>;

const stockFields = {
  id: z.string(),
  warehouse: z.string(),
  itemNo: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitOfMeasure: z.string(),
  updatedAt: z.string(),
  ...PARTNER_SITE_FIELDS,
};

export const StockSummary = z.object(stockFields);
export type StockSummary = z.infer<typeof StockSummary>;
export const FindStocksResponse = pageOf(StockSummary);
export type FindStocksResponse = z.infer<typeof FindStocksResponse>;

/** GET /api/stocks/:id: the item, and the same item in the caller's other warehouses. */
export const GetStockResponse = z.object({
  ...stockFields,
  otherWarehouses: z.array(z.object({ id: z.string(), warehouse: z.string(), quantity: z.number(), unitOfMeasure: z.string() })),
});
export type GetStockResponse = z.infer<typeof GetStockResponse>;
