import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { TokenResponse } from '../auth.ts';
import { FindViewAsHistoryRequest, FindViewAsHistoryResponse, StartViewAsRequest } from '../view-as.ts';

export const viewAsEndpoints = {
  startViewAs: endpoint('POST /api/view-as', { body: StartViewAsRequest, response: TokenResponse }),
  endViewAs: endpoint('DELETE /api/view-as', { status: 204, response: z.null() }),
  findViewAsHistory: endpoint('GET /api/view-as/history', { query: FindViewAsHistoryRequest, response: FindViewAsHistoryResponse }),
};
