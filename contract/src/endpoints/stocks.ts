import { endpoint } from '../endpoint.ts';
import { FindStocksRequest, FindStocksResponse, GetStockResponse, StockIdParams } from '../stocks.ts';

export const stocksEndpoints = {
  findStocks: endpoint('GET /api/stocks', { query: FindStocksRequest, response: FindStocksResponse }),
  getStock: endpoint('GET /api/stocks/:id', { params: StockIdParams, response: GetStockResponse }),
};
