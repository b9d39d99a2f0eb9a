import type { Db } from '@/db/client.ts';
import type { Recipients, ServiceContext } from '@/service-context.ts';
import { emitWebhookEvent } from '@/modules/webhooks/service.ts';
import type { WebhookEvent } from '@customer-hub/contract/webhooks';
import type { Principal } from '@/plugins/policy.ts';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';
import { isStaff } from '@customer-hub/contract/roles';
import type { TicketStatus } from '@customer-hub/contract/tickets';
import * as repo from './repository.ts';

// Who hears of a ticket's change (the agreed rules): a staff action tells the customers (requester
// and watchers); a customer action, and every staff note, tells the service team (the assignee, or
// every staff user while nobody is assigned). The actor is never told of their own action, and no
// comment text ever goes into a notification.

export interface Actor {
  userId: string;
  name: string;
  staff: boolean;
}

export const actorOf = (p: Principal): Actor => ({ userId: p.userId, name: `${p.firstName} ${p.lastName}`.trim() || p.userName, staff: isStaff(p.roles) });

/** What a notice needs of the ticket. */
export interface NoticeTicket {
  id: string;
  companyId: string;
  ticketNo: string;
  title: string;
  requesterId: string | null;
  assigneeId: string | null;
}

/** The ticket's customers: its requester and watchers, but the actor. */
export async function customersOf(tx: Db, ticket: NoticeTicket, actor: Actor): Promise<string[]> {
  const watchers = await repo.findWatcherIds(tx, ticket.companyId, ticket.id);
  return [...new Set([ticket.requesterId, ...watchers])].filter((id): id is string => id !== null && id !== actor.userId);
}

/** The service team of the ticket: its assignee, else every active staff user; the actor never. */
export async function serviceTeamOf(tx: Db, ticket: NoticeTicket, actor: Actor): Promise<Recipients> {
  if (ticket.assigneeId) return ticket.assigneeId === actor.userId ? [] : [ticket.assigneeId];
  if (!actor.staff) return 'staff';
  return (await repo.activeStaffIds(tx)).filter((id) => id !== actor.userId);
}

/** Tells the recipients (in the change's transaction) with the params every ticket kind carries. */
export async function tell(
  t: ServiceContext,
  recipients: Recipients,
  kind: Extract<NotificationKind, `Ticket${string}`>,
  ticket: NoticeTicket,
  status: TicketStatus,
  actor: Actor,
  extra: NotificationParams = {},
): Promise<void> {
  if (recipients !== 'staff' && recipients.length === 0) return;
  await t.notify(recipients, { kind, refId: ticket.id, params: { ticketNo: ticket.ticketNo, title: ticket.title, status, byName: actor.name, ...extra } });
}

/**
 * The company's webhooks of a ticket event (in the change's transaction): ids, number, status and
 * what the event adds, never a comment's text or an internal note.
 */
export const ticketWebhook = (tx: Db, event: Extract<WebhookEvent, `ticket.${string}`>, ticket: Pick<NoticeTicket, 'id' | 'companyId' | 'ticketNo'>, status: TicketStatus, extra: Record<string, unknown> = {}) =>
  emitWebhookEvent(tx, ticket.companyId, event, { ticketId: ticket.id, ticketNo: ticket.ticketNo, status, ...extra, at: new Date().toISOString() });
