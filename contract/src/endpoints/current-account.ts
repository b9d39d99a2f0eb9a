import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindCurrentAccountRequest, FindCurrentAccountResponse } from '../current-account.ts';

export const currentAccountEndpoints = {
  findCurrentAccount: endpoint('GET /api/current-account', { apiKey: 'currentAccount:read', access: { allowed: ['customerAll', ...STAFF] }, query: FindCurrentAccountRequest, response: FindCurrentAccountResponse }),
};
