import { z } from 'zod';
import { TICKET_BULK_MAX } from './constants/ticket-bulk.ts';
import { TICKET_TEXT_MAX } from './constants/tickets.ts';
export * from './constants/ticket-bulk.ts';

/** POST /api/tickets/:id/merge (staff): the open ticket of the same company this one is a duplicate of. */
export const MergeTicketRequest = z.object({ intoId: z.uuid() });
export type MergeTicketRequest = z.infer<typeof MergeTicketRequest>;

const ids = () => z.array(z.uuid()).min(1).max(TICKET_BULK_MAX);
const note = () => z.string().trim().max(TICKET_TEXT_MAX);

/**
 * POST /api/tickets/bulk (staff): one change for many tickets, each through the ticket's own rules
 * (its own transaction, notices and audit row): assign (assigneeId, null for nobody), decline
 * (the note told to the customers) or done (an optional note).
 */
export const BulkTicketsRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), ids: ids(), assigneeId: z.uuid().nullable() }),
  z.object({ action: z.literal('decline'), ids: ids(), note: note().min(1) }),
  z.object({ action: z.literal('done'), ids: ids(), note: note().optional() }),
]);
export type BulkTicketsRequest = z.input<typeof BulkTicketsRequest>;

/** One ticket's outcome: changed, or the error code (and status) it was refused with. */
export const BulkTicketResult = z.object({
  id: z.string(),
  ok: z.boolean(),
  ticketNo: z.string().nullable(),
  status: z.number().int().optional(),
  code: z.string().optional(),
});
export type BulkTicketResult = z.infer<typeof BulkTicketResult>;

/** Each ticket's outcome, in the order asked, with the counts. */
export const BulkTicketsResponse = z.object({
  updated: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkTicketResult),
});
export type BulkTicketsResponse = z.infer<typeof BulkTicketsResponse>;
