import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ticketSurveys } from '@/db/schema/satisfaction.ts';
import { tickets } from '@/db/schema/tickets.ts';
import { users } from '@/db/schema/users.ts';

const surveyColumns = {
  companyId: ticketSurveys.companyId,
  ticketId: ticketSurveys.ticketId,
  requesterId: ticketSurveys.requesterId,
  agentId: ticketSurveys.agentId,
  rating: ticketSurveys.rating,
  comment: ticketSurveys.comment,
  answeredAt: ticketSurveys.answeredAt,
  expiresAt: ticketSurveys.expiresAt,
};

/** Inserts a ticket's survey; false when the ticket already has one. */
export async function insertSurvey(tx: Db, row: typeof ticketSurveys.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(ticketSurveys).values(row).onConflictDoNothing().returning({ ticketId: ticketSurveys.ticketId });
  return inserted.length > 0;
}

/** The live (not expired) survey of a token's hash, with its ticket's number and title; locked when asked. */
export async function findLiveByToken(db: Db, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({ ...surveyColumns, ticketNo: tickets.ticketNo, title: tickets.title, language: users.language })
    .from(ticketSurveys)
    .innerJoin(tickets, and(eq(tickets.companyId, ticketSurveys.companyId), eq(tickets.id, ticketSurveys.ticketId)))
    .leftJoin(users, eq(users.id, ticketSurveys.requesterId))
    .where(and(eq(ticketSurveys.tokenHash, tokenHash), gt(ticketSurveys.expiresAt, now)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: ticketSurveys }) : await query;
  return row;
}
export type SurveyRow = NonNullable<Awaited<ReturnType<typeof findLiveByToken>>>;

/** A ticket's survey, with its agent's name; locked when asked. */
export async function findByTicket(db: Db, companyId: string, ticketId: string, lock = false) {
  const query = db
    .select({ ...surveyColumns, agentFirstName: users.firstName, agentLastName: users.lastName })
    .from(ticketSurveys)
    .leftJoin(users, eq(users.id, ticketSurveys.agentId))
    .where(and(eq(ticketSurveys.companyId, companyId), eq(ticketSurveys.ticketId, ticketId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: ticketSurveys }) : await query;
  return row;
}

/** Writes an answer (the comment only when given). */
export async function updateAnswer(tx: Db, companyId: string, ticketId: string, set: { rating: number; comment?: string | null; answeredAt: Date }) {
  await tx
    .update(ticketSurveys)
    .set(set)
    .where(and(eq(ticketSurveys.companyId, companyId), eq(ticketSurveys.ticketId, ticketId)));
}

/** The answered ratings of these tickets, by ticket id. */
export async function ratingsOf(db: Db, ticketIds: readonly string[]): Promise<Map<string, number>> {
  if (!ticketIds.length) return new Map();
  const rows = await db
    .select({ ticketId: ticketSurveys.ticketId, rating: ticketSurveys.rating })
    .from(ticketSurveys)
    .where(and(inArray(ticketSurveys.ticketId, [...ticketIds]), isNotNull(ticketSurveys.rating)));
  return new Map(rows.map((r) => [r.ticketId, r.rating!]));
}

/** A ticket's number. */
export async function ticketNoOf(db: Db, companyId: string, ticketId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ticketNo: tickets.ticketNo })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)))
    .limit(1);
  return row?.ticketNo;
}
