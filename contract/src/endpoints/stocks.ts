import { SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindStocksRequest, FindStocksResponse, GetStockResponse, StockIdParams } from '../stocks.ts';

export const stocksEndpoints = {
  findStocks: endpoint('GET /api/stocks', { access: { allowed: SIGNED_IN }, query: FindStocksRequest, response: FindStocksResponse }),
  getStock: endpoint('GET /api/stocks/:id', { access: { allowed: SIGNED_IN }, params: StockIdParams, response: GetStockResponse }),
};
