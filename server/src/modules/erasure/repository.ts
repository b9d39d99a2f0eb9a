import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { listQuery } from '@/db/paged-query.ts';
import { companies, erasureRequests, users } from '@/db/schema/index.ts';
import { equalsIfGiven, searchAny } from '@/lib/lists.ts';
import type { ErasureStatus, FindErasureRequestsRequest } from '@customer-hub/contract/erasure';

export type NewErasureRequest = typeof erasureRequests.$inferInsert;

/** Inserts a request; undefined when the user already has an open one (the partial unique index). */
export async function insertRequest(db: Db, row: NewErasureRequest): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(erasureRequests)
    .values(row)
    .onConflictDoNothing({ target: erasureRequests.userId, where: sql`${erasureRequests.status} = 'open'` })
    .returning({ id: erasureRequests.id });
  return created;
}

/** The user a request is for, as the checks need them (staff or contact, erased already). */
export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, companyId: users.companyId, erasedAt: users.erasedAt, userName: users.userName, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The person's open request, else their latest decided one. */
export async function latestOfUser(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(sql`${erasureRequests.status} = 'open' desc`, sql`${erasureRequests.createdAt} desc`)
    .limit(1);
  return row;
}

const subject = alias(users, 'erasure_subject');
const opener = alias(users, 'erasure_opener');
const decider = alias(users, 'erasure_decider');

const requestList = listQuery({
  table: erasureRequests,
  select: (db: Db) =>
    db
      .select({
        id: erasureRequests.id,
        userId: erasureRequests.userId,
        userName: subject.userName,
        name: sql<string>`trim(${subject.firstName} || ' ' || ${subject.lastName})`,
        email: subject.email,
        subjectRoles: subject.roles,
        companyName: companies.name,
        companyId: erasureRequests.companyId,
        source: erasureRequests.source,
        status: erasureRequests.status,
        reason: erasureRequests.reason,
        createdAt: erasureRequests.createdAt,
        dueAt: erasureRequests.dueAt,
        openedByName: sql<string | null>`case when ${opener.id} is null then null else trim(${opener.firstName} || ' ' || ${opener.lastName}) end`,
        decidedByName: sql<string | null>`case when ${decider.id} is null then null else trim(${decider.firstName} || ' ' || ${decider.lastName}) end`,
        decidedBy: erasureRequests.decidedBy,
        decidedAt: erasureRequests.decidedAt,
        decisionNote: erasureRequests.decisionNote,
        outcome: erasureRequests.outcome,
      })
      .from(erasureRequests)
      .innerJoin(subject, eq(subject.id, erasureRequests.userId))
      .leftJoin(companies, eq(companies.id, erasureRequests.companyId))
      .leftJoin(opener, eq(opener.id, erasureRequests.openedBy))
      .leftJoin(decider, eq(decider.id, erasureRequests.decidedBy))
      .$dynamic(),
  // Open requests first, the one due soonest on top; decided ones after them.
  sorts: {
    due: sql`case when ${erasureRequests.status} = 'open' then ${erasureRequests.dueAt} else 'infinity'::timestamptz end`,
    createdAt: erasureRequests.createdAt,
  },
  tieBreaker: erasureRequests.id,
});
export type ErasureRow = NonNullable<Awaited<ReturnType<typeof requestList.first>>>;

/**
 * The requests a caller may see: Admin every one, Backoffice those of customer contacts (a
 * staff user's request is the Admin's to decide).
 */
const scopeCondition = (admin: boolean) => (admin ? undefined : sql`${erasureRequests.companyId} is not null`);

/** The requests of people matching `search`: a subquery, since the list's count reads erasure_requests alone. */
const personMatching = (db: Db, search: string | undefined) => {
  const matches = searchAny(search, [users.userName, users.firstName, users.lastName, users.email]);
  return matches && inArray(erasureRequests.userId, db.select({ id: users.id }).from(users).where(matches));
};

export const findRequests = (db: Db, q: FindErasureRequestsRequest, admin: boolean) =>
  requestList.page(db, q, [scopeCondition(admin), equalsIfGiven(erasureRequests.status, q.status), personMatching(db, q.search)]);

export const findRequest = (db: Db, id: string, admin: boolean) => requestList.first(db, eq(erasureRequests.id, id), scopeCondition(admin));

/** Locks an open request for its decision; undefined when it is not open (decided meanwhile). */
export async function lockOpen(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.id, id), eq(erasureRequests.status, 'open')))
    .for('update');
  return row;
}

export async function settle(db: Db, id: string, patch: { status: ErasureStatus; decidedBy: string; decisionNote: string; outcome?: unknown; reason?: string }) {
  await db
    .update(erasureRequests)
    .set({ ...patch, decidedAt: new Date() })
    .where(eq(erasureRequests.id, id));
}

/**
 * Claims the open requests past their due instant whose staff were not told yet (each claimed
 * once, whichever instance runs the job): their ids.
 */
export async function claimOverdue(db: Db, now: Date, limit: number): Promise<{ id: string; dueAt: Date; companyId: string | null }[]> {
  const due = db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, 'open'), isNull(erasureRequests.overdueNotifiedAt), sql`${erasureRequests.dueAt} <= ${now}`))
    .limit(limit);
  return db
    .update(erasureRequests)
    .set({ overdueNotifiedAt: now })
    .where(and(sql`${erasureRequests.id} in (${due})`, isNull(erasureRequests.overdueNotifiedAt)))
    .returning({ id: erasureRequests.id, dueAt: erasureRequests.dueAt, companyId: erasureRequests.companyId });
}
