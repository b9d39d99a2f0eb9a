import { forbidden, notFound } from '@/lib/errors.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { isStaff } from '@customer-hub/contract/roles';
import { matchLanguage } from '@customer-hub/contract/languages';
import {
  SATISFACTION_PAGE_PATH,
  SATISFACTION_SURVEY_DAYS,
  type PublicSurveyResponse,
  type SatisfactionAnswerRequest,
  type TicketSatisfaction,
} from '@customer-hub/contract/satisfaction';
import type { Db } from '@/db/client.ts';
import type { Actor, NoticeTicket } from './notices.ts';
import * as repo from './satisfaction-repository.ts';

// Satisfaction surveys (docs/ARCHITECTURE.md, Satisfaction surveys): a Done ticket's requester is
// asked for a rating of 1–5 and a comment, in the app and by email. The emailed links carry a
// random token (only its SHA-256 is stored) that opens the public page; it answers until it expires.

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * In the Done transition's transaction: the ticket's survey (the agent is its assignee, else the
 * staff user marking it done) and the requester told (TicketSurvey: the bell and, by default, the
 * email with one link per rating). Nothing for a ticket without a requester, or asked already.
 */
export async function askSatisfaction(t: ServiceContext, ticket: NoticeTicket, actor: Actor, now = new Date()): Promise<void> {
  if (!ticket.requesterId) return;
  const token = newToken();
  const created = await repo.insertSurvey(t.db, {
    companyId: ticket.companyId,
    ticketId: ticket.id,
    requesterId: ticket.requesterId,
    agentId: ticket.assigneeId ?? actor.userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SATISFACTION_SURVEY_DAYS * DAY_MS),
  });
  if (!created) return;
  await t.notify([ticket.requesterId], {
    kind: 'TicketSurvey',
    refId: ticket.id,
    params: { ticketNo: ticket.ticketNo, title: ticket.title, byName: actor.name },
    // The link lets its holder answer: it goes into the email only, never into the bell's row.
    secretLinks: { surveyUrl: `${SATISFACTION_PAGE_PATH}/${encodeURIComponent(token)}` },
  });
}

const publicOf = (row: repo.SurveyRow): PublicSurveyResponse => ({
  ticketNo: row.ticketNo,
  title: row.title,
  language: matchLanguage(row.language) ?? 'en-US',
  rating: row.rating,
  comment: row.comment,
  answeredAt: iso(row.answeredAt),
  expiresAt: row.expiresAt.toISOString(),
});

/** GET /api/satisfaction/:token: the survey of a live token; 404 for an unknown or expired one alike. Records nothing. */
export async function getSurveyByToken(db: Db, token: string, now = new Date()): Promise<PublicSurveyResponse> {
  const row = await repo.findLiveByToken(db, hashToken(token), now);
  if (!row) throw notFound('Survey');
  return publicOf(row);
}

/** The answer as written: the comment only when given, an empty one as none. */
const answerSet = (body: SatisfactionAnswerRequest, now: Date) => ({
  rating: body.rating,
  ...(body.comment !== undefined && { comment: body.comment || null }),
  answeredAt: now,
});

const auditLine = (ticketNo: string, ticketId: string, before: number | null, body: SatisfactionAnswerRequest, how: string) =>
  `Satisfaction survey of ticket ${ticketNo} ${before === null ? 'answered' : 'changed'} ${how}: rating ${body.rating}${body.comment ? ' with a comment' : ''} (${ticketId})`;

/** POST /api/satisfaction/:token: answers (or changes the answer) until the survey expires; audited. */
export async function answerByToken(ctx: ServiceContext<Principal | null>, token: string, body: SatisfactionAnswerRequest, now = new Date()): Promise<PublicSurveyResponse> {
  return ctx.transaction(async (t) => {
    const row = await repo.findLiveByToken(t.db, hashToken(token), now, true);
    if (!row) throw notFound('Survey');
    const set = answerSet(body, now);
    await repo.updateAnswer(t.db, row.companyId, row.ticketId, set);
    await t.audit('tickets', auditLine(row.ticketNo, row.ticketId, row.rating, body, 'through the emailed link'), {
      before: { rating: row.rating },
      after: { rating: body.rating },
    });
    return publicOf({ ...row, ...set });
  });
}

function present(row: NonNullable<Awaited<ReturnType<typeof repo.findByTicket>>>, principal: Principal, now: Date): TicketSatisfaction {
  const agent = row.agentId && row.agentFirstName !== null ? { id: row.agentId, name: `${row.agentFirstName} ${row.agentLastName ?? ''}`.trim() } : null;
  return {
    rating: row.rating,
    comment: row.comment,
    answeredAt: iso(row.answeredAt),
    expiresAt: row.expiresAt.toISOString(),
    open: !isStaff(principal.roles) && row.requesterId === principal.userId && row.expiresAt > now,
    agent,
  };
}

/** A ticket's survey for its page: staff see it, the requester their own; anyone else nothing. */
export async function satisfactionOfTicket(db: Db, principal: Principal, ticket: { companyId: string; id: string }, now = new Date()): Promise<TicketSatisfaction | undefined> {
  const row = await repo.findByTicket(db, ticket.companyId, ticket.id);
  if (!row) return undefined;
  if (!isStaff(principal.roles) && row.requesterId !== principal.userId) return undefined;
  return present(row, principal, now);
}

/**
 * POST /api/tickets/:id/satisfaction: the requester answers in the app (or changes the answer)
 * until the survey expires; 404 for anyone else, for a ticket without one and after it expired;
 * staff 403. Audited.
 */
export async function answerTicketSurvey(ctx: ServiceContext, ticketId: string, body: SatisfactionAnswerRequest, now = new Date()): Promise<TicketSatisfaction> {
  const { principal } = ctx;
  if (isStaff(principal.roles)) throw forbidden();
  if (!principal.companyId) throw notFound('Survey');
  const companyId = principal.companyId;
  return ctx.transaction(async (t) => {
    const row = await repo.findByTicket(t.db, companyId, ticketId, true);
    if (!row || row.requesterId !== principal.userId || row.expiresAt <= now) throw notFound('Survey');
    const set = answerSet(body, now);
    await repo.updateAnswer(t.db, companyId, ticketId, set);
    const ticketNo = (await repo.ticketNoOf(t.db, companyId, ticketId)) ?? ticketId;
    await t.audit('tickets', auditLine(ticketNo, ticketId, row.rating, body, 'in the app'), { before: { rating: row.rating }, after: { rating: body.rating } });
    return present({ ...row, ...set }, principal, now);
  });
}

/** The answered ratings of a page of tickets (the staff queue's column). */
export const ratingsOfTickets = (db: Db, ticketIds: readonly string[]) => repo.ratingsOf(db, ticketIds);
