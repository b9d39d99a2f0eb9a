import type { z } from 'zod';
import { AppError, forbidden, invalidField, notFound } from '@/lib/errors.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { nextNumber, TICKET_NUMBERS } from '@/db/numbering.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import type { Principal } from '@/plugins/policy.ts';
import { draftSent } from '@/modules/knowledge/service.ts';
import { isStaff } from '@customer-hub/contract/roles';
import {
  TICKET_ACTIONS,
  type AddTicketCommentRequest,
  TICKET_CLOSED_STATUSES,
  TICKET_TRANSITIONS,
  type CreateTicketRequest,
  type FindTicketsRequest,
  type FindTicketsResponse,
  type GetTicketResponse,
  type TicketAction,
  type TicketAttachment,
  type TicketFormOptionsRequest,
  type TicketFormOptionsResponse,
  type TicketPerson,
  type TicketStatus,
  type TicketSummary,
  type TicketTimelineEntry,
} from '@customer-hub/contract/tickets';
import * as files from './attachments-repository.ts';
import { findMergedInto } from './merge-repository.ts';
import { actorOf, customersOf, serviceTeamOf, tell, ticketWebhook } from './notices.ts';
import * as people from './people-repository.ts';
import * as repo from './repository.ts';
import { ratingsOfTickets, satisfactionOfTicket } from './satisfaction.ts';

/** The satisfaction surveys' public link and the requester's answer (routes of modules/satisfaction). */
export { answerByToken, answerTicketSurvey, getSurveyByToken } from './satisfaction.ts';

/** What another module uses of the files (mail in: a reply's attachments become a comment's). */
export { uploadAttachment, type AttachmentUpload } from './attachments.ts';
import { clockOnComment, slaPresenter, startClock, type SlaRow } from './sla.ts';

export { replayClock, type ClockEvent } from './sla.ts';

type Created = z.output<typeof CreateTicketRequest>;

/** Whether nothing leaves this status any more (TICKET_CLOSED_STATUSES). */
export const isClosed = (status: TicketStatus) => (TICKET_CLOSED_STATUSES as readonly TicketStatus[]).includes(status);

/** A user as a ticket shows them; null when there is none (or the user was removed). */
export const personOf = (id: string | null, firstName: string | null, lastName: string | null): TicketPerson | null =>
  id === null || firstName === null ? null : { id, name: `${firstName} ${lastName ?? ''}`.trim() };

/**
 * What this caller may do to a ticket in `status` now: staff the staff transitions (and assign
 * while it is open), a contact the customer ones (the routes already require Requests).
 */
export function allowedActions(status: TicketStatus, principal: Principal): TicketAction[] {
  const staff = isStaff(principal.roles);
  return TICKET_ACTIONS.filter((action) => {
    if (action === 'assign') return staff && !isClosed(status);
    const rule = TICKET_TRANSITIONS[action];
    return (rule.by === 'staff') === staff && (rule.from as readonly TicketStatus[]).includes(status);
  });
}

function present(row: repo.TicketRow, principal: Principal, sla: (row: SlaRow) => TicketSummary['sla'] = () => null): TicketSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    ticketNo: row.ticketNo,
    type: row.type,
    status: row.status,
    priority: row.priority,
    title: row.title,
    buildingId: row.buildingId,
    buildingName: row.buildingName,
    requester: personOf(row.requesterId, row.requesterFirstName, row.requesterLastName),
    assignee: personOf(row.assigneeId, row.assigneeFirstName, row.assigneeLastName),
    proposedDate: row.proposedDate,
    proposedBudget: toNumber(row.proposedBudget),
    currency: row.currency,
    businessPartnerId: row.businessPartnerId,
    businessPartnerName: row.businessPartnerName,
    siteId: row.siteId,
    siteName: row.siteName,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    allowedActions: allowedActions(row.status, principal),
    sla: isStaff(principal.roles) ? sla(row) : null,
  };
}

/** A page of the tickets in the caller's scope (staff: every company's, with the queue filters). */
export async function findTickets({ db, principal }: ServiceContext, q: FindTicketsRequest): Promise<FindTicketsResponse> {
  const scope = await scopeOf(db, principal);
  const staff = isStaff(principal.roles);
  const page = await repo.findTickets(db, scope, q, staff ? principal.userId : null);
  const sla = await slaPresenter(db);
  const answer = mapPage(page, (row) => present(row, principal, sla));
  if (!staff) return answer;
  // Staff see each done request's satisfaction rating in the queue.
  const ratings = await ratingsOfTickets(db, answer.items.map((t) => t.id));
  return { ...answer, items: answer.items.map((t) => ({ ...t, rating: ratings.get(t.id) ?? null })) };
}

const fileOf = (f: { id: string; fileName: string; contentType: string; size: number; createdAt: Date }): TicketAttachment => ({
  id: f.id,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
  createdAt: toIso(f.createdAt),
});

/**
 * One ticket with its watchers, files and timeline (status changes and comments, oldest first);
 * 404 outside the caller's scope. A customer's answer holds no staff note and none of its files:
 * the queries leave them out.
 */
export async function getTicket({ db, principal }: ServiceContext, id: string): Promise<GetTicketResponse> {
  const staff = isStaff(principal.roles);
  const row = await repo.findTicket(db, await scopeOf(db, principal), id);
  if (!row) throw notFound('Ticket');
  const [description, watchers, history, comments, attachments, mergedInto, satisfaction] = await Promise.all([
    repo.findDescription(db, row.companyId, row.id),
    repo.findWatchers(db, row.companyId, row.id),
    repo.findHistory(db, row.companyId, row.id),
    repo.findComments(db, row.companyId, row.id, staff),
    repo.findAttachments(db, row.companyId, row.id, staff),
    findMergedInto(db, row.companyId, row.id),
    satisfactionOfTicket(db, principal, row),
  ]);
  const sla = await slaPresenter(db);
  const filesOf = (commentId: string | null) => attachments.filter((a) => a.commentId === commentId).map(fileOf);
  const timeline: TicketTimelineEntry[] = [
    ...history.map((h) => ({
      kind: 'status' as const,
      id: h.id,
      at: toIso(h.at),
      by: personOf(h.byUserId, h.firstName, h.lastName),
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      proposedDate: h.proposedDate,
      proposedBudget: toNumber(h.proposedBudget),
    })),
    ...comments.map((c) => ({
      kind: 'comment' as const,
      id: c.id,
      at: toIso(c.createdAt),
      by: personOf(c.authorId, c.firstName, c.lastName),
      byStaff: isStaff(c.roles ?? []),
      body: c.body,
      internal: c.internal,
      attachments: filesOf(c.id),
    })),
  ];
  // A stable sort: a status change and a comment of the same instant keep that order.
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...present(row, principal, sla),
    description,
    watchers: watchers.map((w) => personOf(w.id, w.firstName, w.lastName)!),
    attachments: filesOf(null),
    timeline,
    mergedInto,
    ...(satisfaction && { satisfaction }),
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Links the caller's uploaded files to a ticket (and comment); 400 naming body.attachmentIds for any other id. */
export async function attachUploads(tx: ServiceContext['db'], ids: string[], uploadedBy: string, link: { companyId: string; ticketId: string; commentId: string | null }) {
  const linked = await files.linkAttachments(tx, ids, uploadedBy, link);
  if (linked !== ids.length) throw invalidField('body.attachmentIds', 'Attach only files you uploaded and have not attached yet');
}

/**
 * Raises a ticket (status Pending) at a site in the caller's scope (a site-scoped contact's own
 * site by default), numbered per company, with its watchers, files and first history row, and
 * tells the service team — one transaction.
 */
export async function createTicket(ctx: ServiceContext, body: Created): Promise<GetTicketResponse> {
  const { db, principal } = ctx;
  const scope = await scopeOf(db, principal);
  const siteId = body.siteId ?? (scope.kind === 'site' ? scope.siteId : undefined);
  if (!siteId) throw invalidField('body.siteId', 'Choose the site of the request');
  const site = await people.findSiteInScope(db, scope, siteId);
  if (!site) throw notFound('Site');
  if (body.buildingId && !(await people.findBuildingOfSite(db, site, body.buildingId))) throw invalidField('body.buildingId', 'The building is not one of the site');
  const watcherIds = unique(body.watcherIds).filter((id) => id !== principal.userId);
  if ((await people.findWatchersAllowed(db, site, watcherIds)).length !== watcherIds.length) {
    throw invalidField('body.watcherIds', 'Watchers are active users of the company who may see this site’s requests');
  }
  const actor = actorOf(principal);
  const year = new Date().toISOString().slice(0, 4);

  const id = await ctx.transaction(async (t) => {
    const tx = t.db;
    const ticketNo = await nextNumber(tx, TICKET_NUMBERS, site.companyId, year);
    const ticket = {
      companyId: site.companyId,
      ticketNo,
      title: body.title,
      requesterId: principal.userId,
      assigneeId: null,
    };
    const { id: created } = await repo.insertTicket(tx, {
      ...ticket,
      businessPartnerId: site.businessPartnerId,
      siteId: site.id,
      buildingId: body.buildingId ?? null,
      type: body.type,
      priority: body.priority,
      description: body.description,
    });
    await startClock(tx, created);
    await repo.insertWatchers(tx, site.companyId, created, watcherIds);
    await attachUploads(tx, unique(body.attachmentIds), principal.userId, { companyId: site.companyId, ticketId: created, commentId: null });
    await repo.insertHistory(tx, { companyId: site.companyId, ticketId: created, fromStatus: null, toStatus: 'Pending', byUserId: principal.userId });
    // Articles read while the form was written no longer count as having kept it from being sent.
    if (body.draftId) await draftSent(tx, principal, body.draftId, created);
    const notice = { ...ticket, id: created };
    await tell(t, await serviceTeamOf(tx, notice, actor), 'TicketCreated', notice, 'Pending', actor);
    await ticketWebhook(tx, 'ticket.created', notice, 'Pending');
    await t.audit('tickets', `Ticket ${ticketNo} raised (${created})`);
    return created;
  });
  return getTicket(ctx, id);
}

/** The sites (with their buildings) and watchers the new-request form offers, within the caller's scope and one company. */
export async function getFormOptions({ db, principal }: ServiceContext, q: TicketFormOptionsRequest): Promise<TicketFormOptionsResponse> {
  const staff = isStaff(principal.roles);
  const companyId = staff ? q.companyId : principal.companyId;
  if (!companyId) throw invalidField('querystring.companyId', 'Choose a company');
  if (!staff && q.companyId && q.companyId !== companyId) throw notFound('Company');
  const scope = await scopeOf(db, principal);
  const site = q.siteId ? await people.findSiteInScope(db, scope, q.siteId) : undefined;
  if (q.siteId && site?.companyId !== companyId) throw notFound('Site');
  const [sites, watchers] = await Promise.all([people.findFormSites(db, scope, companyId), people.findFormWatchers(db, companyId, principal.userId, site)]);
  const buildings = await people.findBuildingsOfSites(
    db,
    companyId,
    sites.map((s) => s.id),
  );
  return {
    sites: sites.map((s) => ({
      ...s,
      own: scope.kind === 'site' && scope.siteId === s.id,
      buildings: buildings.filter((b) => b.siteId === s.id).map((b) => ({ id: b.id, name: b.name })),
    })),
    watchers: watchers.map((w) => personOf(w.id, w.firstName, w.lastName)!),
  };
}

/**
 * Adds a comment with files (the comment route's rule, transitions.ts `addComment`, which answers
 * the ticket). Anyone who can see the ticket comments while it is open (409
 * TICKET_TRANSITION_NOT_ALLOWED once closed); staff may add an internal note at any time (403 for
 * a contact). A staff comment tells the customers; a customer's, and every internal note, tells
 * the service team. Internal notes and their files never reach a customer. Answers the comment's id.
 */
export async function commentOnTicket(ctx: ServiceContext, id: string, body: z.output<typeof AddTicketCommentRequest>): Promise<{ commentId: string }> {
  const { db, principal } = ctx;
  const staff = isStaff(principal.roles);
  if (body.internal && !staff) throw forbidden();
  const scope = await scopeOf(db, principal);
  const actor = actorOf(principal);
  return ctx.transaction(async (t) => {
    const tx = t.db;
    const ticket = await repo.lockTicket(tx, scope, id);
    if (!ticket) throw notFound('Ticket');
    if (!body.internal && isClosed(ticket.status)) throw transitionNotAllowed(ticket.status, 'comment');
    const comment = await repo.insertComment(tx, { companyId: ticket.companyId, ticketId: ticket.id, authorId: principal.userId, body: body.body, internal: body.internal });
    await attachUploads(tx, [...new Set(body.attachmentIds)], principal.userId, { companyId: ticket.companyId, ticketId: ticket.id, commentId: comment.id });
    await repo.updateTicket(tx, ticket.id, {});
    await clockOnComment(tx, ticket.id, staff, body.internal);
    const recipients = staff && !body.internal ? await customersOf(tx, ticket, actor) : await serviceTeamOf(tx, ticket, actor);
    await tell(t, recipients, 'TicketComment', ticket, ticket.status, actor);
    if (!body.internal) await ticketWebhook(tx, 'ticket.commented', ticket, ticket.status, { commentId: comment.id, byStaff: staff });
    await t.audit('tickets', `${body.internal ? 'Internal note' : 'Comment'} ${comment.id} added to ticket ${ticket.ticketNo} (${ticket.id})`);
    return { commentId: comment.id };
  });
}

export const transitionNotAllowed = (status: TicketStatus, action: TicketAction | 'comment') =>
  new AppError(409, 'TICKET_TRANSITION_NOT_ALLOWED', `A request in status ${status} does not allow ${action}`);
