import { STAFF, ZERO_ID } from '../access.ts';
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
import { ticketSpeedEndpoints } from './ticket-speed.ts';

// Attachments are uploaded one file at a time (multipart, so the browser can show progress) to
// POST /api/tickets/attachments and read at GET /api/tickets/:id/attachments/:attachmentId; both
// are listed uploads/downloads rather than JSON endpoints. An API key reads the requests with the
// scope that lets it write them (tickets:write).
export const ticketsEndpoints = {
  findTickets: endpoint('GET /api/tickets', { apiKey: 'tickets:write', access: { allowed: ['customerAll', ...STAFF] }, query: FindTicketsRequest, response: FindTicketsResponse }),
  getTicketFormOptions: endpoint('GET /api/tickets/form-options', { apiKey: 'tickets:write', access: { allowed: ['customerAll', ...STAFF] }, query: TicketFormOptionsRequest, response: TicketFormOptionsResponse }),
  getTicket: endpoint('GET /api/tickets/:id', { apiKey: 'tickets:write', access: { allowed: ['customerAll', ...STAFF] }, params: TicketIdParams, response: GetTicketResponse }),
  createTicket: endpoint('POST /api/tickets', { apiKey: 'tickets:write', access: { allowed: ['customerAll', ...STAFF], request: { payload: { type: 'Service', title: 'Door', description: 'Broken', siteId: ZERO_ID } } }, body: CreateTicketRequest, status: 201, response: GetTicketResponse }),
  proposeTicket: endpoint('POST /api/tickets/:id/propose', { access: { allowed: STAFF, request: { payload: { date: '2099-01-01', budget: 100 } } }, params: TicketIdParams, body: ProposeTicketRequest, response: GetTicketResponse }),
  // The customer's answers: staff are refused (403), like a contact without Requests.
  confirmTicket: endpoint('POST /api/tickets/:id/confirm', { access: { allowed: ['customerAll'] }, params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  refuseTicket: endpoint('POST /api/tickets/:id/refuse', { access: { allowed: ['customerAll'] }, params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  cancelTicket: endpoint('POST /api/tickets/:id/cancel', { access: { allowed: ['customerAll'] }, params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  declineTicket: endpoint('POST /api/tickets/:id/decline', { access: { allowed: STAFF, request: { payload: { note: 'Out of contract' } } }, params: TicketIdParams, body: DeclineTicketRequest, response: GetTicketResponse }),
  doneTicket: endpoint('POST /api/tickets/:id/done', { access: { allowed: STAFF }, params: TicketIdParams, body: TicketNoteRequest.nullish(), response: GetTicketResponse }),
  assignTicket: endpoint('POST /api/tickets/:id/assign', { access: { allowed: STAFF, request: { payload: { assigneeId: null } } }, params: TicketIdParams, body: AssignTicketRequest, response: GetTicketResponse }),
  addTicketComment: endpoint('POST /api/tickets/:id/comments', { apiKey: 'tickets:write', access: { allowed: ['customerAll', ...STAFF], request: { payload: { body: 'Any news?' } } }, params: TicketIdParams, body: AddTicketCommentRequest, status: 201, response: GetTicketResponse }),
  ...ticketSpeedEndpoints,
};
