import { endpoint } from '../endpoint.ts';
import {
  AddTicketCommentRequest,
  AssignTicketRequest,
  CreateTicketRequest,
  DeclineTicketRequest,
  FindTicketsRequest,
  FindTicketsResponse,
  GetTicketResponse,
  ProposeTicketRequest,
  TicketFormOptionsRequest,
  TicketFormOptionsResponse,
  TicketIdParams,
  TicketNoteRequest,
} from '../tickets.ts';

// Attachments are uploaded one file at a time (multipart, so the browser can show progress) to
// POST /api/tickets/attachments and read at GET /api/tickets/:id/attachments/:attachmentId; both
// are listed uploads/downloads rather than JSON endpoints.
export const ticketsEndpoints = {
  findTickets: endpoint('GET /api/tickets', { query: FindTicketsRequest, response: FindTicketsResponse }),
  getTicketFormOptions: endpoint('GET /api/tickets/form-options', { query: TicketFormOptionsRequest, response: TicketFormOptionsResponse }),
  getTicket: endpoint('GET /api/tickets/:id', { params: TicketIdParams, response: GetTicketResponse }),
  createTicket: endpoint('POST /api/tickets', { body: CreateTicketRequest, status: 201, response: GetTicketResponse }),
  proposeTicket: endpoint('POST /api/tickets/:id/propose', { params: TicketIdParams, body: ProposeTicketRequest, response: GetTicketResponse }),
  confirmTicket: endpoint('POST /api/tickets/:id/confirm', { params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  refuseTicket: endpoint('POST /api/tickets/:id/refuse', { params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  cancelTicket: endpoint('POST /api/tickets/:id/cancel', { params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  declineTicket: endpoint('POST /api/tickets/:id/decline', { params: TicketIdParams, body: DeclineTicketRequest, response: GetTicketResponse }),
  doneTicket: endpoint('POST /api/tickets/:id/done', { params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  assignTicket: endpoint('POST /api/tickets/:id/assign', { params: TicketIdParams, body: AssignTicketRequest, response: GetTicketResponse }),
  addTicketComment: endpoint('POST /api/tickets/:id/comments', { params: TicketIdParams, body: AddTicketCommentRequest, status: 201, response: GetTicketResponse }),
};
