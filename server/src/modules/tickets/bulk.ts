import { AppError, invalidField } from '@/lib/errors.ts';
import { scopeOf } from '@/db/scope.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { z } from 'zod';
import type { BulkTicketResult, BulkTicketsRequest, BulkTicketsResponse } from '@customer-hub/contract/ticket-bulk';
import * as repo from './repository.ts';
import { assignTicket, declineTicket, doneTicket } from './transitions.ts';

type Bulk = z.output<typeof BulkTicketsRequest>;

/** One ticket's change through the same code its own route runs: its rules, transaction, notices and audit row. */
function changeOne(ctx: ServiceContext, id: string, body: Bulk) {
  switch (body.action) {
    case 'assign':
      return assignTicket(ctx, id, { assigneeId: body.assigneeId });
    case 'decline':
      return declineTicket(ctx, id, body.note);
    case 'done':
      return doneTicket(ctx, id, body.note);
  }
}

/**
 * The staff queue's bulk change: each ticket (each id once, in the order given) changed on its
 * own, one after the other, so one refused never undoes the others. Answers each ticket's outcome:
 * ok, or the status and code its own route would have answered.
 */
export async function bulkTickets(ctx: ServiceContext, body: Bulk): Promise<BulkTicketsResponse> {
  // A wrong assignee is the request's fault, not each ticket's: refused once, before any change.
  if (body.action === 'assign' && body.assigneeId && !(await repo.isActiveStaff(ctx.db, body.assigneeId))) {
    throw invalidField('body.assigneeId', 'Choose an active Admin or Backoffice user');
  }
  const scope = await scopeOf(ctx.db, ctx.principal);
  const results: BulkTicketResult[] = [];
  for (const id of [...new Set(body.ids)]) {
    try {
      const ticket = await changeOne(ctx, id, body);
      results.push({ id, ok: true, ticketNo: ticket.ticketNo });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const ticket = await repo.findTicket(ctx.db, scope, id);
      results.push({ id, ok: false, ticketNo: ticket?.ticketNo ?? null, status: error.status, code: error.code });
    }
  }
  const updated = results.filter((r) => r.ok).length;
  return { updated, failed: results.length - updated, results };
}
