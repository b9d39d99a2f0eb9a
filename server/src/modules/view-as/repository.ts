import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { companies } from '@/db/schema/org.ts';
import { sessions, users } from '@/db/schema/users.ts';
import { listQuery, type Condition, type ListRequest } from '@/db/paged-query.ts';

/** A user as a view-as session needs them: whether they may be viewed as, and their name. */
export async function findViewable(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName, roles: users.roles, active: users.active, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertViewAsSession(db: Db, row: Required<Pick<typeof sessions.$inferInsert, 'userId' | 'tokenHash' | 'expiresAt' | 'viewAsStaffUserId' | 'viewAsReason'>> & Pick<typeof sessions.$inferInsert, 'ip' | 'userAgent'>): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Ends a live view-as session; answers whether it was live. */
export async function revokeViewAsSession(db: Db, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'view_as_ended' })
    .where(and(eq(sessions.id, sessionId), isNotNull(sessions.viewAsStaffUserId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

const contact = alias(users, 'contact');
const viewer = alias(users, 'viewer');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn; userName: AnyPgColumn }) => sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.userName})`;

/** When a view-as session ended: revoked, or past its expiry; null while it is open. */
const endedAt = sql<Date | null>`case when ${sessions.revokedAt} is not null then least(${sessions.revokedAt}, ${sessions.expiresAt}) when ${sessions.expiresAt} <= now() then ${sessions.expiresAt} end`;

const history = listQuery({
  table: sessions,
  select: (db: Db) =>
    db
      .select({
        id: sessions.id,
        startedAt: sessions.createdAt,
        endedAt,
        staffName: nameOf(viewer),
        contactId: contact.id,
        contactName: nameOf(contact),
        companyName: companies.name,
        reason: sessions.viewAsReason,
      })
      .from(sessions)
      .innerJoin(contact, eq(contact.id, sessions.userId))
      .innerJoin(viewer, eq(viewer.id, sessions.viewAsStaffUserId))
      .leftJoin(companies, eq(companies.id, contact.companyId))
      .$dynamic(),
  sorts: { startedAt: sessions.createdAt },
  tieBreaker: sessions.id,
});

/**
 * A page of view-as sessions, newest first by default: every one (`companyId` undefined), or
 * those of one company's contacts. Conditions name only `sessions`, which the count reads alone.
 */
export function findHistoryPage(db: Db, q: ListRequest, companyId: string | undefined) {
  const ofCompany: Condition = companyId ? inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))) : undefined;
  return history.page(db, q, [isNotNull(sessions.viewAsStaffUserId), ofCompany]);
}
