import { endpoint } from '../endpoint.ts';
import { FindCurrentAccountRequest, FindCurrentAccountResponse } from '../current-account.ts';

export const currentAccountEndpoints = {
  findCurrentAccount: endpoint('GET /api/current-account', { query: FindCurrentAccountRequest, response: FindCurrentAccountResponse }),
};
