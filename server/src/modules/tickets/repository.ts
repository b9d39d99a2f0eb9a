import { and, asc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { buildings, companies, sites } from '@/db/schema/org.ts';
import { ticketAttachments, ticketComments, ticketHistory, tickets, ticketWatchers } from '@/db/schema/tickets.ts';
import { users } from '@/db/schema/users.ts';
import { columnsOf, equalsIfGiven, searchAny, withinDays } from '@/lib/lists.ts';
import { placeColumns, scopeWhere, tenantList, type Scope } from '@/db/scope.ts';
import { CLOCK_COLUMNS, slaFilter } from './sla-repository.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketStatusesOf, type FindTicketsRequest, type TicketSort } from '@customer-hub/contract/tickets';

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

/** A column's position in a fixed list of values: sorts statuses and priorities in their own order. */
const rankOf = (column: PgColumn, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[], ${column})`;

const columns = {
  ...columnsOf(tickets, 'id', 'companyId', 'ticketNo', 'type', 'status', 'priority', 'title', 'buildingId', 'requesterId', 'assigneeId', 'proposedDate', 'proposedBudget', 'currency', 'createdAt', 'updatedAt'),
  companyName: companies.name,
  buildingName: buildings.name,
  requesterFirstName: requester.firstName,
  requesterLastName: requester.lastName,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  ...placeColumns(tickets),
  ...columnsOf(tickets, ...CLOCK_COLUMNS),
  siteCountry: sites.country,
};

const SORTS = {
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  ticketNo: tickets.ticketNo,
  status: rankOf(tickets.status, TICKET_STATUSES),
  priority: rankOf(tickets.priority, TICKET_PRIORITIES),
  due: tickets.slaDueAt,
} satisfies Record<TicketSort, unknown>;

const list = tenantList(
  tickets,
  (db) =>
    db
      .select(columns)
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .leftJoin(buildings, and(eq(buildings.id, tickets.buildingId), eq(buildings.companyId, tickets.companyId)))
      .leftJoin(requester, eq(requester.id, tickets.requesterId))
      .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
      .$dynamic(),
  { sorts: SORTS },
);

export type TicketRow = NonNullable<Awaited<ReturnType<typeof list.first>>>;

/** The staff queue's assignee filter: mine, or nobody's. */
function assigneeFilter(filter: FindTicketsRequest['assignee'], userId: string): SQL | undefined {
  if (filter === 'me') return eq(tickets.assigneeId, userId);
  if (filter === 'none') return isNull(tickets.assigneeId);
  return undefined;
}

/** The status filter as the contract defines it (one status, or `open`); a filter no status meets keeps nothing. */
function statusFilter(q: FindTicketsRequest): SQL | undefined {
  const statuses = ticketStatusesOf(q);
  if (statuses === undefined) return undefined;
  return statuses.length ? inArray(tickets.status, [...statuses]) : sql`false`;
}

/** A page of tickets in the scope; `staffUserId` (staff only) enables the company and assignee filters. */
export const findTickets = (db: Db, scope: Scope, q: FindTicketsRequest, staffUserId: string | null) =>
  list.page(db, scope, q, [
    statusFilter(q),
    equalsIfGiven(tickets.type, q.type),
    equalsIfGiven(tickets.siteId, q.siteId),
    ...withinDays(tickets.createdAt, q.from, q.to),
    searchAny(q.search, [tickets.ticketNo, tickets.formerNumber, tickets.title, tickets.description]),
    ...(staffUserId ? [equalsIfGiven(tickets.companyId, q.companyId), assigneeFilter(q.assignee, staffUserId), slaFilter(q.sla)] : []),
  ]);

export const findTicket = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(tickets.id, id));

export async function findDescription(db: Db, companyId: string, id: string): Promise<string> {
  const [row] = await db
    .select({ description: tickets.description })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
  return row?.description ?? '';
}

/** The ticket row, locked for a change (inside the transaction). */
export async function lockTicket(tx: Db, scope: Scope, id: string) {
  const [row] = await tx
    .select(columnsOf(tickets, 'id', 'companyId', 'ticketNo', 'title', 'status', 'requesterId', 'assigneeId'))
    .from(tickets)
    .where(and(eq(tickets.id, id), scopeWhere(scope, tickets)))
    .for('update');
  return row;
}
export type LockedTicket = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

export async function insertTicket(tx: Db, row: typeof tickets.$inferInsert) {
  const [created] = await tx.insert(tickets).values(row).returning({ id: tickets.id });
  return created!;
}

export async function updateTicket(tx: Db, id: string, set: Partial<typeof tickets.$inferInsert>) {
  await tx
    .update(tickets)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(tickets.id, id));
}

export async function insertHistory(tx: Db, row: typeof ticketHistory.$inferInsert) {
  await tx.insert(ticketHistory).values(row);
}

export async function insertComment(tx: Db, row: typeof ticketComments.$inferInsert) {
  const [created] = await tx.insert(ticketComments).values(row).returning({ id: ticketComments.id });
  return created!;
}

export async function insertWatchers(tx: Db, companyId: string, ticketId: string, userIds: string[]) {
  if (userIds.length) await tx.insert(ticketWatchers).values(userIds.map((userId) => ({ companyId, ticketId, userId })));
}

export async function findWatcherIds(db: Db, companyId: string, ticketId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(and(eq(ticketWatchers.companyId, companyId), eq(ticketWatchers.ticketId, ticketId)));
  return rows.map((r) => r.userId);
}

export function findWatchers(db: Db, companyId: string, ticketId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(ticketWatchers)
    .innerJoin(users, eq(users.id, ticketWatchers.userId))
    .where(and(eq(ticketWatchers.companyId, companyId), eq(ticketWatchers.ticketId, ticketId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The status changes of a ticket, oldest first. */
export function findHistory(db: Db, companyId: string, ticketId: string) {
  return db
    .select({
      ...columnsOf(ticketHistory, 'id', 'fromStatus', 'toStatus', 'note', 'proposedDate', 'proposedBudget', 'at', 'byUserId'),
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ticketHistory)
    .leftJoin(users, eq(users.id, ticketHistory.byUserId))
    .where(and(eq(ticketHistory.companyId, companyId), eq(ticketHistory.ticketId, ticketId)))
    .orderBy(asc(ticketHistory.at), asc(ticketHistory.id));
}

/** A ticket's comments, oldest first; without `withInternal` the staff notes are left out by the query itself. */
export function findComments(db: Db, companyId: string, ticketId: string, withInternal: boolean) {
  return db
    .select({
      ...columnsOf(ticketComments, 'id', 'body', 'internal', 'createdAt', 'authorId'),
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .where(and(eq(ticketComments.companyId, companyId), eq(ticketComments.ticketId, ticketId), withInternal ? undefined : not(ticketComments.internal)))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
}

/** A ticket's files (its own and its comments'); without `withInternal` those of staff notes are left out. */
export function findAttachments(db: Db, companyId: string, ticketId: string, withInternal: boolean) {
  return db
    .select(columnsOf(ticketAttachments, 'id', 'commentId', 'fileName', 'contentType', 'size', 'createdAt'))
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(
      and(
        eq(ticketAttachments.companyId, companyId),
        eq(ticketAttachments.ticketId, ticketId),
        withInternal ? undefined : or(isNull(ticketAttachments.commentId), not(ticketComments.internal)),
      ),
    )
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
}

/** Active staff users (Admin or Backoffice), optionally only the given one. */
function activeStaff(id?: string) {
  return and(eq(users.active, true), sql`${users.roles} && array['Admin','Backoffice']::text[]`, id ? eq(users.id, id) : undefined);
}

export async function activeStaffIds(db: Db): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(activeStaff())).map((r) => r.id);
}

export async function isActiveStaff(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(activeStaff(id)).limit(1);
  return row !== undefined;
}

/** A user's display name parts. */
export async function findPerson(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row;
}
