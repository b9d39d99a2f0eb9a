import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { SessionResponse } from '../auth.ts';
import { FindViewAsHistoryRequest, FindViewAsHistoryResponse, StartViewAsRequest } from '../view-as.ts';

export const viewAsEndpoints = {
  startViewAs: endpoint('POST /api/view-as', { access: { allowed: STAFF, request: { payload: { contactId: ZERO_ID, reason: 'Access check' } } }, body: StartViewAsRequest, response: SessionResponse }),
  // An ordinary session hears 404 (no view-as session to end); the trail is staff's and main contacts'.
  endViewAs: endpoint('DELETE /api/view-as', { access: { allowed: SIGNED_IN }, status: 204, response: z.null() }),
  findViewAsHistory: endpoint('GET /api/view-as/history', { access: { allowed: ['customerAll', ...STAFF] }, query: FindViewAsHistoryRequest, response: FindViewAsHistoryResponse }),
};
