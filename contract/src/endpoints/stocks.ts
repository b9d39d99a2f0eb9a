import { endpoint } from '../endpoint.ts';
import { FindStocksRequest, FindStocksResponse, GetStockResponse, StockIdParams } from '../stocks.ts';

export const stocksEndpoints = {
  findStocks: endpoint({ method: 'GET', path: '/api/stocks', query: FindStocksRequest, response: FindStocksResponse }),
  getStock: endpoint({ method: 'GET', path: '/api/stocks/:id', params: StockIdParams, response: GetStockResponse }),
};
