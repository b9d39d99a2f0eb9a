import type { z } from 'zod';
import { forbidden, invalidField, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import { isStaff } from '@customer-hub/contract/roles';
import {
  TICKET_TRANSITIONS,
  type AddTicketCommentRequest,
  type AssignTicketRequest,
  type GetTicketResponse,
  type ProposeTicketRequest,
  type TicketStatus,
  type TicketTransition,
} from '@customer-hub/contract/tickets';
import { actorOf, customersOf, serviceTeamOf, tell, ticketWebhook } from './notices.ts';
import * as repo from './repository.ts';
import { askSatisfaction } from './satisfaction.ts';
import { clockOnTransition } from './sla.ts';
import { commentOnTicket, getTicket, isClosed, transitionNotAllowed } from './service.ts';

type Proposal = z.output<typeof ProposeTicketRequest>;
type Comment = z.output<typeof AddTicketCommentRequest>;

/** What the audit row says each transition did. */
const DONE: Record<TicketTransition, string> = {
  propose: 'proposed a date and budget',
  decline: 'declined',
  done: 'marked done',
  confirm: 'confirmed',
  refuse: 'refused',
  cancel: 'cancelled',
};

/**
 * One transition of TICKET_TRANSITIONS (DESIGN.md §4) in one transaction: the row locked, its
 * status (and proposal) changed, the history row, the notice and the audit row. Staff make the
 * staff ones, contacts the customer ones (403 otherwise); 404 outside the scope; 409
 * TICKET_TRANSITION_NOT_ALLOWED from any other status.
 */
async function transition(ctx: ServiceContext, id: string, action: TicketTransition, note: string | undefined, proposal?: Proposal): Promise<GetTicketResponse> {
  const { principal } = ctx;
  const rule = TICKET_TRANSITIONS[action];
  if ((rule.by === 'staff') !== isStaff(principal.roles)) throw forbidden();
  const scope = await scopeOf(ctx.db, principal);
  const actor = actorOf(principal);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const ticket = await repo.lockTicket(tx, scope, id);
    if (!ticket) throw notFound('Ticket');
    if (!(rule.from as readonly TicketStatus[]).includes(ticket.status)) throw transitionNotAllowed(ticket.status, action);
    const budget = proposal ? proposal.budget.toFixed(2) : null;
    await repo.updateTicket(tx, ticket.id, {
      status: rule.to,
      ...(proposal ? { proposedDate: proposal.date, proposedBudget: budget, currency: proposal.currency } : {}),
    });
    await repo.insertHistory(tx, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      fromStatus: ticket.status,
      toStatus: rule.to,
      byUserId: principal.userId,
      note: note || null,
      proposedDate: proposal?.date ?? null,
      proposedBudget: budget,
    });
    await clockOnTransition(tx, ticket.id, ticket.status, rule.to, rule.by === 'staff');
    const recipients = rule.by === 'staff' ? await customersOf(tx, ticket, actor) : await serviceTeamOf(tx, ticket, actor);
    if (proposal) {
      await tell(t, recipients, 'TicketProposed', ticket, rule.to, actor, { proposedDate: proposal.date, proposedBudget: proposal.budget, currency: proposal.currency });
      await ticketWebhook(tx, 'ticket.proposal_made', ticket, rule.to, { previousStatus: ticket.status, proposedDate: proposal.date, proposedBudget: budget, currency: proposal.currency });
    } else {
      await tell(t, recipients, 'TicketStatusChanged', ticket, rule.to, actor, note ? { note } : {});
      await ticketWebhook(tx, 'ticket.updated', ticket, rule.to, { previousStatus: ticket.status });
    }
    await t.audit('tickets', `Ticket ${ticket.ticketNo} ${DONE[action]} (${ticket.id})`);
    if (action === 'done') await askSatisfaction(t, ticket, actor);
  });
  return getTicket(ctx, id);
}

/** Staff propose a date and budget: Pending → Confirming. */
export const proposeTicket = (ctx: ServiceContext, id: string, body: Proposal) => transition(ctx, id, 'propose', body.note, body);
/** Staff decline, with the reason told to the customer: Pending → Declined. */
export const declineTicket = (ctx: ServiceContext, id: string, note: string) => transition(ctx, id, 'decline', note);
/** Staff mark the work done: Confirmed → Done. */
export const doneTicket = (ctx: ServiceContext, id: string, note?: string) => transition(ctx, id, 'done', note);
/** The customer accepts the proposal: Confirming → Confirmed. */
export const confirmTicket = (ctx: ServiceContext, id: string, note?: string) => transition(ctx, id, 'confirm', note);
/** The customer refuses the proposal: Confirming → Refused. */
export const refuseTicket = (ctx: ServiceContext, id: string, note?: string) => transition(ctx, id, 'refuse', note);
/** The customer withdraws the request: Pending | Confirming → Canceled. */
export const cancelTicket = (ctx: ServiceContext, id: string, note?: string) => transition(ctx, id, 'cancel', note);

/**
 * Staff give the ticket to an active Admin or Backoffice user (400 naming body.assigneeId
 * otherwise), or to nobody (null), while it is open (409 once closed). Not a status change: it is
 * audited, and the new assignee is told unless they took it themselves.
 */
export async function assignTicket(ctx: ServiceContext, id: string, { assigneeId }: AssignTicketRequest): Promise<GetTicketResponse> {
  const { db, principal } = ctx;
  if (assigneeId && !(await repo.isActiveStaff(db, assigneeId))) throw invalidField('body.assigneeId', 'Choose an active Admin or Backoffice user');
  const scope = await scopeOf(db, principal);
  const actor = actorOf(principal);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const ticket = await repo.lockTicket(tx, scope, id);
    if (!ticket) throw notFound('Ticket');
    if (isClosed(ticket.status)) throw transitionNotAllowed(ticket.status, 'assign');
    if (ticket.assigneeId === assigneeId) return;
    await repo.updateTicket(tx, ticket.id, { assigneeId });
    if (assigneeId && assigneeId !== actor.userId) await tell(t, [assigneeId], 'TicketAssigned', { ...ticket, assigneeId }, ticket.status, actor);
    await t.audit('tickets', assigneeId ? `Ticket ${ticket.ticketNo} assigned to user ${assigneeId} (${ticket.id})` : `Ticket ${ticket.ticketNo} unassigned (${ticket.id})`);
  });
  return getTicket(ctx, id);
}

/**
 * Adds a comment with files. Anyone who can see the ticket comments while it is open (409
 * TICKET_TRANSITION_NOT_ALLOWED once closed); staff may add an internal note at any time (403 for
 * a contact). A staff comment tells the customers; a customer's, and every internal note, tells
 * the service team. Internal notes and their files never reach a customer.
 */
export async function addComment(ctx: ServiceContext, id: string, body: Comment): Promise<GetTicketResponse> {
  await commentOnTicket(ctx, id, body);
  return getTicket(ctx, id);
}
