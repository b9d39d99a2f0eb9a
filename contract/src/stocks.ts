import { z } from 'zod';
import { PAGE_FIELDS, pageOf, SORT_DIRECTIONS } from './paging.ts';
import { STOCK_SORTS } from './constants/stocks.ts';
export * from './constants/stocks.ts';

export const StockIdParams = z.object({ id: z.uuid() });

/** GET /api/stocks */
export const FindStocksRequest = z.object({
  ...PAGE_FIELDS,
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  sort: z.enum(STOCK_SORTS).default('itemNo'),
  /** Exact warehouse name. */
  warehouse: z.string().trim().max(100).optional(),
  siteId: z.uuid().optional(),
  /** Item no or description contains it (case-insensitive). */
  search: z.string().trim().max(100).optional(),
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
  businessPartnerId: z.string(),
  businessPartnerName: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
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
