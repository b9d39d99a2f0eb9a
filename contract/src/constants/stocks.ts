/** The customer's goods per warehouse (DESIGN.md §2). */
export const STOCK_SORTS = ['itemNo', 'description', 'warehouse', 'quantity', 'updatedAt'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
