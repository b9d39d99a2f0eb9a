import { z } from 'zod';
import { STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  FindSavedRepliesRequest,
  FindSavedRepliesResponse,
  RenderSavedReplyParams,
  RenderSavedReplyResponse,
  SavedReply,
  SavedReplyIdParams,
  SaveSavedReplyRequest,
} from '../saved-replies.ts';
import { BulkTicketsRequest, BulkTicketsResponse, MergeTicketRequest } from '../ticket-bulk.ts';
import { GetTicketResponse, TicketIdParams } from '../tickets.ts';

/** The staff's quicker handling of requests: saved replies, merging a duplicate, bulk changes in the queue. */
export const ticketSpeedEndpoints = {
  findSavedReplies: endpoint('GET /api/saved-replies', { access: { allowed: STAFF }, query: FindSavedRepliesRequest, response: FindSavedRepliesResponse }),
  createSavedReply: endpoint('POST /api/saved-replies', { access: { allowed: STAFF, request: { payload: { title: 'Thanks', body: 'Thank you, {{customer.firstName}}.' } } }, body: SaveSavedReplyRequest, status: 201, response: SavedReply }),
  updateSavedReply: endpoint('PUT /api/saved-replies/:id', { access: { allowed: STAFF, request: { payload: { title: 'Thanks', body: 'Thank you.' } } }, params: SavedReplyIdParams, body: SaveSavedReplyRequest, response: SavedReply }),
  deleteSavedReply: endpoint('DELETE /api/saved-replies/:id', { access: { allowed: STAFF }, params: SavedReplyIdParams, status: 204, response: z.null() }),
  renderSavedReply: endpoint('POST /api/tickets/:id/saved-replies/:replyId/render', { access: { allowed: STAFF, request: {} }, params: RenderSavedReplyParams, response: RenderSavedReplyResponse }),
  mergeTicket: endpoint('POST /api/tickets/:id/merge', { access: { allowed: STAFF, request: { payload: { intoId: ZERO_ID } } }, params: TicketIdParams, body: MergeTicketRequest, response: GetTicketResponse }),
  bulkTickets: endpoint('POST /api/tickets/bulk', { access: { allowed: STAFF, request: { payload: { action: 'assign', ids: [ZERO_ID], assigneeId: null } } }, body: BulkTicketsRequest, response: BulkTicketsResponse }),
};
