import { z } from 'zod';
import { booleanFilter, DATE_RANGE_FILTER, IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import {
  TICKET_ACTIONS,
  TICKET_ASSIGNEE_FILTERS,
  TICKET_ATTACHMENTS_PER_MESSAGE,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUS_FILTERS,
  TICKET_STATUSES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
  TICKET_TYPES,
} from './constants/tickets.ts';
import { TicketSatisfaction } from './satisfaction.ts';
import { SLA_FILTERS } from './constants/sla.ts';
import { TicketSla } from './sla.ts';
export * from './constants/tickets.ts';

/** Today as YYYY-MM-DD in UTC, the server's calendar for "not in the past". */
const todayIso = () => new Date().toISOString().slice(0, 10);
const notPastDate = () => z.iso.date().refine((d) => d >= todayIso(), { message: 'The date is in the past' });
const optionalNote = () => z.string().trim().max(TICKET_TEXT_MAX).optional();
const attachmentIds = () => z.array(z.uuid()).max(TICKET_ATTACHMENTS_PER_MESSAGE).default([]);

export const TicketIdParams = IdParams;
export const TicketAttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

/**
 * GET /api/tickets: the tickets in the caller's scope (staff: every company's, the queue).
 * `from`/`to` bound the creation day (inclusive); `search` matches the number, title or
 * description (case-insensitive); `assignee` (staff) is `me` or `none`; `status` is one status or
 * `open` (every status but TICKET_CLOSED_STATUSES). `open=true` / `open=false` is the former form of
 * the open filter, still taken (see ticketStatusesOf).
 */
export const FindTicketsRequest = listRequest({
  sorts: TICKET_SORTS,
  sort: 'createdAt',
  filters: {
    status: z.enum(TICKET_STATUS_FILTERS).optional().describe('One status, or `open`: every status but Done, Refused, Declined and Canceled'),
    open: booleanFilter().describe('Former form of the open filter: true is status=open, false the closed statuses'),
    type: z.enum(TICKET_TYPES).optional(),
    siteId: z.uuid().optional(),
    companyId: z.uuid().optional(),
    assignee: z.enum(TICKET_ASSIGNEE_FILTERS).optional(),
    sla: z.enum(SLA_FILTERS).optional().describe('Staff: `breached` (the running service-level target is missed) or `atRisk` (due within the warning lead time)'),
    ...DATE_RANGE_FILTER,
    search: searchFilter(),
  },
});
export type FindTicketsRequest = z.infer<typeof FindTicketsRequest>;

export const TicketPerson = z.object({ id: z.string(), name: z.string() });
export type TicketPerson = z.infer<typeof TicketPerson>;

export const TicketAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;

export const TicketSummary = partnerRecord({
  companyId: z.string(),
  companyName: z.string(),
  ticketNo: z.string(),
  type: z.enum(TICKET_TYPES),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  title: z.string(),
  buildingId: z.string().nullable(),
  buildingName: z.string().nullable(),
  requester: TicketPerson.nullable(),
  assignee: TicketPerson.nullable(),
  /** The staff's proposal, once made: the date of the work and its budget. */
  proposedDate: z.string().nullable(),
  proposedBudget: z.number().nullable(),
  /** ISO 4217 code of the budget. */
  currency: z.string(),
}).extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What this caller may do now (buttons to show). */
  allowedActions: z.array(z.enum(TICKET_ACTIONS)),
  /** Staff only: the requester's satisfaction rating (1–5) once answered, null while not. */
  rating: z.number().int().min(1).max(5).nullable().optional(),
  /** The service level (staff only; null for a customer, who sees the promised times instead). */
  sla: TicketSla.nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;
export const FindTicketsResponse = pageOf(TicketSummary);
export type FindTicketsResponse = z.infer<typeof FindTicketsResponse>;

/** A status change in a ticket's timeline (its creation is the first, from null to Pending). */
export const TicketStatusEntry = z.object({
  kind: z.literal('status'),
  id: z.string(),
  at: z.string(),
  by: TicketPerson.nullable(),
  fromStatus: z.enum(TICKET_STATUSES).nullable(),
  toStatus: z.enum(TICKET_STATUSES),
  note: z.string().nullable(),
  proposedDate: z.string().nullable(),
  proposedBudget: z.number().nullable(),
});

/** A comment in a ticket's timeline. `internal` ones (staff notes) never reach a customer. */
export const TicketCommentEntry = z.object({
  kind: z.literal('comment'),
  id: z.string(),
  at: z.string(),
  by: TicketPerson.nullable(),
  /** Written by staff (shown as the service team to customers). */
  byStaff: z.boolean(),
  body: z.string(),
  internal: z.boolean(),
  attachments: z.array(TicketAttachment),
});

export const TicketTimelineEntry = z.discriminatedUnion('kind', [TicketStatusEntry, TicketCommentEntry]);
export type TicketTimelineEntry = z.infer<typeof TicketTimelineEntry>;

/** GET /api/tickets/:id and the answer of every ticket change: the ticket with its timeline (oldest first). */
export const GetTicketResponse = TicketSummary.extend({
  description: z.string(),
  watchers: z.array(TicketPerson),
  /** The files attached when the ticket was raised. */
  attachments: z.array(TicketAttachment),
  timeline: z.array(TicketTimelineEntry),
  /** The request this one was merged into as a duplicate (it is then closed as Canceled). */
  mergedInto: z.object({ id: z.string(), ticketNo: z.string() }).nullable(),
  /** Once Done: its satisfaction survey, for staff and the requester (absent for anyone else). */
  satisfaction: TicketSatisfaction.optional(),
});
export type GetTicketResponse = z.infer<typeof GetTicketResponse>;

/**
 * POST /api/tickets (Requests). The site (and building) must be in the caller's scope; a
 * site-scoped contact may leave it out. Watchers are users of the same company; attachments are
 * ids answered by POST /api/tickets/attachments, by the same caller, not yet used.
 */
export const CreateTicketRequest = z.object({
  type: z.enum(TICKET_TYPES),
  priority: z.enum(TICKET_PRIORITIES).default('Normal'),
  siteId: z.uuid().optional(),
  buildingId: z.uuid().optional(),
  title: z.string().trim().min(1).max(TICKET_TITLE_MAX),
  description: z.string().trim().min(1).max(TICKET_TEXT_MAX),
  watcherIds: z.array(z.uuid()).max(20).default([]),
  attachmentIds: attachmentIds(),
  /** The form's random id, given to knowledge-base articles opened while it was written: the request counts as sent after reading them. */
  draftId: z.uuid().optional(),
});
export type CreateTicketRequest = z.input<typeof CreateTicketRequest>;

/** POST /api/tickets/:id/propose (staff): Pending → Confirming with a date and a budget. */
export const ProposeTicketRequest = z.object({
  date: notPastDate(),
  budget: z.number().nonnegative().max(999_999_999),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  note: optionalNote(),
});
export type ProposeTicketRequest = z.input<typeof ProposeTicketRequest>;

/** POST /api/tickets/:id/{confirm,refuse,cancel,done}: an optional note (body optional). */
export const TicketNoteRequest = z.object({ note: optionalNote() });
export type TicketNoteRequest = z.infer<typeof TicketNoteRequest>;

/** POST /api/tickets/:id/decline (staff): Pending → Declined; the reason is told to the customer. */
export const DeclineTicketRequest = z.object({ note: z.string().trim().min(1).max(TICKET_TEXT_MAX) });
export type DeclineTicketRequest = z.infer<typeof DeclineTicketRequest>;

/** POST /api/tickets/:id/comments: text and attachments; `internal` (staff only) hides it from customers. */
export const AddTicketCommentRequest = z.object({
  body: z.string().trim().min(1).max(TICKET_TEXT_MAX),
  internal: z.boolean().default(false),
  attachmentIds: attachmentIds(),
});
export type AddTicketCommentRequest = z.input<typeof AddTicketCommentRequest>;

/** POST /api/tickets/:id/assign (staff): a staff user, or null to unassign. */
export const AssignTicketRequest = z.object({ assigneeId: z.uuid().nullable() });
export type AssignTicketRequest = z.infer<typeof AssignTicketRequest>;

/**
 * GET /api/tickets/form-options: staff name the company; contacts get their own scope. With a
 * `siteId` the watchers offered are only those who can see that site's requests.
 */
export const TicketFormOptionsRequest = z.object({ companyId: z.uuid().optional(), siteId: z.uuid().optional() });
export type TicketFormOptionsRequest = z.infer<typeof TicketFormOptionsRequest>;

/** What the new-request form offers: sites in scope with their buildings, and possible watchers. */
export const TicketFormOptionsResponse = z.object({
  sites: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      businessPartnerName: z.string(),
      /** The caller's own site (a site-scoped contact's). */
      own: z.boolean(),
      buildings: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  /** Active users of the company who may see requests, the caller excluded. */
  watchers: z.array(TicketPerson),
});
export type TicketFormOptionsResponse = z.infer<typeof TicketFormOptionsResponse>;
