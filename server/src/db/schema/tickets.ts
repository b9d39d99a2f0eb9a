import { bigint, boolean, date, integer, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '@customer-hub/contract/tickets';
import { buildings, companies, tenantColumns, tenantKeys, tenantPrimaryKey } from './org.ts';
import { users } from './users.ts';

/**
 * A ticket's service-level clock (modules/tickets/sla.ts), columns of `tickets`: the targets taken
 * when it was raised (business minutes), the due instants, when each target was met, the pause
 * while it waits on the customer, and the running target's due and warning instants.
 */
const slaColumns = () => ({
  slaFirstResponseMinutes: integer('sla_first_response_minutes'),
  slaResolutionMinutes: integer('sla_resolution_minutes'),
  firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
  resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
  firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
  /** Done or Declined: the resolution target is judged at this instant. */
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  /** Closed by the customer (Canceled, Refused): the clock stopped without a breach. */
  slaStoppedAt: timestamp('sla_stopped_at', { withTimezone: true }),
  /** Since when the clock is paused (status Confirming: waiting on the customer), null while it runs. */
  slaPausedSince: timestamp('sla_paused_since', { withTimezone: true }),
  /** Business minutes paused so far (ended pauses only). */
  slaPausedMinutes: integer('sla_paused_minutes').notNull().default(0),
  /** The running target's due instant (first response, else resolution); null when none runs (paused, closed). */
  slaDueAt: timestamp('sla_due_at', { withTimezone: true }),
  /** When the running target's warning is due: the settings' lead time (business minutes) before slaDueAt. */
  slaWarnAt: timestamp('sla_warn_at', { withTimezone: true }),
});

/** Service requests (spec §1 tickets); transitions in DESIGN.md §4. */
export const tickets = pgTable(
  'tickets',
  {
    ...tenantColumns(),
    buildingId: uuid('building_id'),
    /** Numbered per year across the installation, like orders: TK-2026-000001 (db/numbering.ts). */
    ticketNo: text('ticket_no').notNull(),
    /** The number it had before migration 0018 renumbered a number another company also had; still searchable. */
    formerNumber: text('former_number'),
    type: text('type', { enum: TICKET_TYPES }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('Pending'),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('Normal'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    proposedDate: date('proposed_date'),
    proposedBudget: numeric('proposed_budget', { precision: 12, scale: 2 }),
    /** ISO 4217 code of the budget. */
    currency: text('currency').notNull().default('EUR'),
    /** The request of the same company this one was merged into as a duplicate (then closed as Canceled). */
    mergedIntoId: uuid('merged_into_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...slaColumns(),
  },
  (t) => [
    ...tenantKeys('tickets', t),
    foreignKey({ name: 'tickets_company_building_fk', columns: [t.companyId, t.buildingId], foreignColumns: [buildings.companyId, buildings.id] }),
    uniqueIndex('tickets_company_no_uq').on(t.companyId, t.ticketNo),
    foreignKey({ name: 'tickets_company_merged_into_fk', columns: [t.companyId, t.mergedIntoId], foreignColumns: [t.companyId, t.id] }),
    index('tickets_company_bp_created_idx').on(t.companyId, t.businessPartnerId, t.createdAt),
    // The staff queue reads across companies by status and age.
    index('tickets_status_created_idx').on(t.status, t.createdAt),
    // The queue's "due" sort and the service-level warning job read the running target's due instant.
    index('tickets_sla_due_idx').on(t.slaDueAt),
  ],
);

/** The company and ticket a row of a ticket's belongs to (company_id leads its indexes). */
const ticketPart = () => ({
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ticketId: uuid('ticket_id').notNull(),
});

/** The ticket of a ticketPart() row, in the row's company. */
const ticketKey = (table: string, t: { companyId: AnyPgColumn; ticketId: AnyPgColumn }) =>
  foreignKey({ name: `${table}_company_ticket_fk`, columns: [t.companyId, t.ticketId], foreignColumns: [tickets.companyId, tickets.id] }).onDelete('cascade');

/** Users of the ticket's company who follow it (told of its changes like the requester). */
export const ticketWatchers = pgTable(
  'ticket_watchers',
  {
    ...ticketPart(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ticketId, t.userId] }), ticketKey('ticket_watchers', t), index('ticket_watchers_user_idx').on(t.userId)],
);

/** Every status change of a ticket (its creation first), written in the change's transaction. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...ticketPart(),
    fromStatus: text('from_status', { enum: TICKET_STATUSES }),
    toStatus: text('to_status', { enum: TICKET_STATUSES }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    proposedDate: date('proposed_date'),
    proposedBudget: numeric('proposed_budget', { precision: 12, scale: 2 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), ticketKey('ticket_history', t), index('ticket_history_company_ticket_idx').on(t.companyId, t.ticketId, t.at)],
);

/** Comments on a ticket; `internal` ones are staff notes no customer answer, export or email carries. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...ticketPart(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), ticketKey('ticket_comments', t), index('ticket_comments_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt)],
);

/** A stored file and who uploaded it: an upload and the attachment it becomes hold the same. */
const fileColumns = () => ({
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files attached to a ticket or one of its comments; the bytes live in the blob store. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    /** The id of the upload it was (ticket_uploads), kept when attached. */
    id: uuid('id').notNull().defaultRandom(),
    ...ticketPart(),
    commentId: uuid('comment_id'),
    ...fileColumns(),
  },
  (t) => [
    tenantPrimaryKey(t),
    ticketKey('ticket_attachments', t),
    foreignKey({ name: 'ticket_attachments_company_comment_fk', columns: [t.companyId, t.commentId], foreignColumns: [ticketComments.companyId, ticketComments.id] }).onDelete('cascade'),
    index('ticket_attachments_company_ticket_idx').on(t.companyId, t.ticketId),
  ],
);

/**
 * A file uploaded for a ticket or comment not saved yet, owned by its uploader: the ticket or
 * comment that names it moves it into ticket_attachments (same id). It has no company yet (staff
 * upload before choosing one), so it is no tenant table; a sweep removes those left unattached.
 */
export const ticketUploads = pgTable(
  'ticket_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...fileColumns(),
  },
  (t) => [index('ticket_uploads_created_idx').on(t.createdAt)],
);
