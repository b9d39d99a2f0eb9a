import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { notificationPreferences, notifications } from '@/db/schema/notifications.ts';
import { users } from '@/db/schema/users.ts';
import { scopedListQuery } from '@/db/paged-query.ts';
import type { FindNotificationsRequest, NotificationKind } from '@customer-hub/contract/notifications';

/** Active staff users (Admin or Backoffice). */
export async function findActiveStaffIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), sql`${users.roles} && array['Admin','Backoffice']::text[]`));
  return rows.map((r) => r.id);
}

/** The active users among `ids`, with what telling them needs and their choice for `kind` (null: none made). */
export function findRecipients(db: Db, ids: string[], kind: NotificationKind) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      roles: users.roles,
      permissions: users.permissions,
      inApp: notificationPreferences.inApp,
      byEmail: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)))
    .where(and(inArray(users.id, ids), eq(users.active, true)));
}

// A notification's place in its recipient's stream: created_at in microseconds (a JS Date keeps
// only milliseconds) and the id, as `<micros>_<id>`, the SSE event id that Last-Event-ID resumes.
const micros = sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`;

/** Inserts the bell rows, answering each one's id, recipient and created time in microseconds. */
export async function insertNotifications(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(notifications).values(rows).returning({ id: notifications.id, recipientId: notifications.recipientId, micros });
}

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  kind: notifications.kind,
  refId: notifications.refId,
  params: notifications.params,
  createdAt: notifications.createdAt,
  viewedAt: notifications.viewedAt,
  micros,
  request: {
    id: accessRequests.id,
    name: accessRequests.name,
    email: accessRequests.email,
    phone: accessRequests.phone,
    presentation: accessRequests.presentation,
  },
};

const withRequest = (db: Db) =>
  db
    .select(columns)
    .from(notifications)
    .leftJoin(accessRequests, and(eq(notifications.kind, 'AccessRequest'), eq(accessRequests.id, notifications.refId)))
    .$dynamic();

const newestFirst = [sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`];

/** A recipient's notifications not yet viewed, newest first, with the access request each is about. */
export function findUnviewed(db: Db, recipientId: string, limit: number) {
  return withRequest(db)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.viewedAt)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Notifications by id (the ones a stream is about to send), with their access requests. */
export function findByIds(db: Db, ids: string[]) {
  return withRequest(db).where(inArray(notifications.id, ids));
}

export type NotificationRow = Awaited<ReturnType<typeof findByIds>>[number];

/** A recipient's notifications after a cursor, oldest first (a stream's replay on reconnect). */
export function findAfter(db: Db, recipientId: string, cursor: { micros: string; id: string }, limit: number) {
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  return withRequest(db)
    .where(and(eq(notifications.recipientId, recipientId), sql`(${notifications.createdAt}, ${notifications.id}) > (${at}, ${cursor.id}::uuid)`))
    .orderBy(sql`${notifications.createdAt} asc`, sql`${notifications.id} asc`)
    .limit(limit);
}

/** How many notifications each of these users has not viewed (users with none are left out). */
export async function unviewedCounts(db: Db, recipientIds: string[]): Promise<Map<string, number>> {
  if (!recipientIds.length) return new Map();
  const rows = await db
    .select({ recipientId: notifications.recipientId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.recipientId, recipientIds), isNull(notifications.viewedAt)))
    .groupBy(notifications.recipientId);
  return new Map(rows.map((r) => [r.recipientId, r.n]));
}

// Every notification of one recipient (the notifications page), newest first.
const list = scopedListQuery({
  table: notifications,
  select: withRequest,
  sorts: { createdAt: notifications.createdAt },
  tieBreaker: notifications.id,
  scope: (recipientId: string) => eq(notifications.recipientId, recipientId),
});

const stateIs = (state: FindNotificationsRequest['state']): SQL | undefined =>
  state === 'unread' ? isNull(notifications.viewedAt) : state === 'read' ? isNotNull(notifications.viewedAt) : undefined;

export const findPage = (db: Db, recipientId: string, q: FindNotificationsRequest) =>
  list.page(db, recipientId, q, [q.kind ? eq(notifications.kind, q.kind) : undefined, stateIs(q.state)]);

/** Marks the recipient's own unviewed notifications among `ids` (all of them when `ids` is 'all'). */
export async function markViewed(db: Db, recipientId: string, ids: string[] | 'all'): Promise<number> {
  if (ids !== 'all' && !ids.length) return 0;
  const rows = await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(and(eq(notifications.recipientId, recipientId), ids === 'all' ? undefined : inArray(notifications.id, ids), isNull(notifications.viewedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A user's stored channel choices, by kind. */
export function findPreferences(db: Db, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreferences(db: Db, userId: string, rows: { kind: NotificationKind; inApp: boolean; email: boolean }[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, ...r })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: new Date() },
    });
}
