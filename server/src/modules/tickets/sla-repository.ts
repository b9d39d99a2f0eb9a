import { and, asc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { sites } from '@/db/schema/org.ts';
import { ticketSlaNotices } from '@/db/schema/sla.ts';
import { tickets } from '@/db/schema/tickets.ts';
import { columnsOf } from '@/lib/lists.ts';
import type { SlaFilter, SlaNoticeStage, SlaTarget } from '@customer-hub/contract/sla';
import { TICKET_OPEN_STATUSES } from '@customer-hub/contract/tickets';

/** The columns of a ticket's service-level clock. */
export const CLOCK_COLUMNS = [
  'slaFirstResponseMinutes',
  'slaResolutionMinutes',
  'firstResponseDueAt',
  'resolutionDueAt',
  'firstRespondedAt',
  'resolvedAt',
  'slaStoppedAt',
  'slaPausedSince',
  'slaPausedMinutes',
  'slaDueAt',
  'slaWarnAt',
] as const;

const clockColumns = {
  ...columnsOf(tickets, 'id', 'companyId', 'ticketNo', 'title', 'status', 'priority', 'requesterId', 'assigneeId', 'createdAt', ...CLOCK_COLUMNS),
  country: sites.country,
};

/** A ticket's clock with its site's country (the calendar it follows). */
export async function findClock(db: Db, id: string) {
  const [row] = await db
    .select(clockColumns)
    .from(tickets)
    .leftJoin(sites, and(eq(sites.id, tickets.siteId), eq(sites.companyId, tickets.companyId)))
    .where(eq(tickets.id, id));
  return row;
}
export type ClockRow = NonNullable<Awaited<ReturnType<typeof findClock>>>;
export type ClockFields = Pick<ClockRow, (typeof CLOCK_COLUMNS)[number]>;

export async function updateClock(tx: Db, id: string, set: Partial<ClockFields>) {
  await tx.update(tickets).set(set).where(eq(tickets.id, id));
}

/** The queue's service-level filter (see SLA_FILTERS). */
export function slaFilter(filter: SlaFilter | undefined): SQL | undefined {
  if (filter === 'breached') {
    return and(
      inArray(tickets.status, [...TICKET_OPEN_STATUSES]),
      or(sql`${tickets.slaDueAt} < now()`, sql`${tickets.firstRespondedAt} > ${tickets.firstResponseDueAt}`),
    );
  }
  if (filter === 'atRisk') return and(sql`${tickets.slaWarnAt} <= now()`, sql`${tickets.slaDueAt} >= now()`);
  return undefined;
}

/** Open tickets whose running target's warning time or due time has come by `now`, oldest due first. */
export function findDueClocks(db: Db, now: Date, limit: number) {
  return db
    .select(clockColumns)
    .from(tickets)
    .leftJoin(sites, and(eq(sites.id, tickets.siteId), eq(sites.companyId, tickets.companyId)))
    .where(and(isNotNull(tickets.slaDueAt), inArray(tickets.status, [...TICKET_OPEN_STATUSES]), lte(tickets.slaWarnAt, now)))
    .orderBy(asc(tickets.slaDueAt), asc(tickets.id))
    .limit(limit);
}

/** Records a notice of a ticket's target; false when it was sent before (by this or another instance). */
export async function claimNotice(tx: Db, companyId: string, ticketId: string, target: SlaTarget, stage: SlaNoticeStage): Promise<boolean> {
  const rows = await tx.insert(ticketSlaNotices).values({ companyId, ticketId, target, stage }).onConflictDoNothing().returning({ ticketId: ticketSlaNotices.ticketId });
  return rows.length > 0;
}

/** The notices a ticket's target already had. */
export async function noticesOf(db: Db, companyId: string, ticketId: string) {
  return db
    .select({ target: ticketSlaNotices.target, stage: ticketSlaNotices.stage })
    .from(ticketSlaNotices)
    .where(and(eq(ticketSlaNotices.companyId, companyId), eq(ticketSlaNotices.ticketId, ticketId)));
}
