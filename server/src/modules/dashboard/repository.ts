import { and, asc, count, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { contracts, orders, trips } from '@/db/schema/customer.ts';
import { documents } from '@/db/schema/documents.ts';
import { ledgerEntries as le } from '@/db/schema/ledger.ts';
import { sites } from '@/db/schema/org.ts';
import { ticketHistory, tickets } from '@/db/schema/tickets.ts';
import { ticketSurveys } from '@/db/schema/satisfaction.ts';
import { scopeWhere, sitesInScope, type Scope, type TenantTable } from '@/db/scope.ts';
import { AGING_BUCKET_DAYS, addDays, type AgingBucket } from '@customer-hub/contract/dashboard';
import { TICKET_CLOSED_STATUSES } from '@customer-hub/contract/tickets';
import { SATISFACTION_GOOD_RATING } from '@customer-hub/contract/constants/satisfaction';
import { TRIP_LATE_TOLERANCE_MINUTES } from '@customer-hub/contract/trips';

/**
 * The dashboard's aggregates: one query per figure, each limited by the caller's scope exactly as
 * the list behind it (scopeWhere), narrowed to one site when the filter asks.
 */

/** The caller's scope on a tenant table, narrowed to a site (never widened: both are ANDed). */
export function within(scope: Scope, table: Pick<TenantTable, 'companyId' | 'businessPartnerId' | 'siteId'>, siteId: string | null): SQL {
  return and(scopeWhere(scope, table), siteId ? eq(table.siteId, siteId) : undefined) ?? sql`true`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The sites of the scope, by name: the site filter's choices. */
export function findSites(db: Db, scope: Scope) {
  return db.select({ id: sites.id, name: sites.name }).from(sites).where(sitesInScope(scope)).orderBy(asc(sites.name), asc(sites.id));
}

/** The due-date condition of an aging bucket on `today`. */
function bucketWhere(bucket: AgingBucket, today: string): SQL {
  if (bucket === 'current') return sql`(${le.dueDate} is null or ${le.dueDate} >= ${today})`;
  const [fewest, most] = AGING_BUCKET_DAYS[bucket];
  const latest = sql`${le.dueDate} <= ${addDays(today, -fewest)}`;
  return most === null ? latest : sql`(${le.dueDate} >= ${addDays(today, -most)} and ${latest})`;
}

export interface OpenItemsRow {
  currency: string;
  openCount: number;
  overdueCount: number;
  balance: string;
  overdue: string;
  buckets: Record<AgingBucket, { count: number; amount: string }>;
}

/**
 * Open items (something remains) per currency, with their aging: one pass over the open-items
 * partial index (ledger_entries_open_items_idx), most open items first.
 */
export async function openItems(db: Db, where: SQL, today: string, buckets: readonly AgingBucket[]): Promise<OpenItemsRow[]> {
  const perBucket = buckets.map(
    (b, i) => sql`, count(*) filter (where ${bucketWhere(b, today)})::int as ${sql.raw(`c${i}`)}, coalesce(sum(${le.remainingAmount}) filter (where ${bucketWhere(b, today)}), 0) as ${sql.raw(`a${i}`)}`,
  );
  const result = await db.execute(sql`
    select ${le.currency} as currency, count(*)::int as open_count,
           count(*) filter (where ${le.dueDate} < ${today})::int as overdue_count,
           sum(${le.remainingAmount}) as balance,
           coalesce(sum(${le.remainingAmount}) filter (where ${le.dueDate} < ${today}), 0) as overdue
           ${sql.join(perBucket, sql``)}
    from ${le} where ${where} and ${le.remainingAmount} <> 0
    group by ${le.currency}
    order by open_count desc, currency`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    currency: String(r.currency),
    openCount: Number(r.open_count),
    overdueCount: Number(r.overdue_count),
    balance: String(r.balance),
    overdue: String(r.overdue),
    buckets: Object.fromEntries(buckets.map((b, i) => [b, { count: Number(r[`c${i}`]), amount: String(r[`a${i}`]) }])) as OpenItemsRow['buckets'],
  }));
}

/** Payments posted in `from`..`to` per month (YYYY-MM) and currency, the amount as received (positive). */
export async function paymentsByMonth(db: Db, where: SQL, from: string, to: string) {
  const result = await db.execute(sql`
    select to_char(${le.postDate}, 'YYYY-MM') as month, ${le.currency} as currency, count(*)::int as n, -sum(${le.amount}) as amount
    from ${le}
    where ${where} and ${le.documentType} = 'Payment' and ${le.postDate} >= ${from} and ${le.postDate} <= ${to}
    group by 1, 2`);
  return rowsOf<{ month: string; currency: string; n: number; amount: string }>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/** Open tickets (not in a closed status) per status. */
export function openTicketsByStatus(db: Db, where: SQL) {
  return db
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .where(and(where, notInArray(tickets.status, [...TICKET_CLOSED_STATUSES])))
    .groupBy(tickets.status);
}

/**
 * Tickets closed within `from`..`to` (the instant of their last move to a closed status) and the
 * average hours from creation to that instant.
 */
export async function ticketsClosed(db: Db, where: SQL, from: string, to: string): Promise<{ n: number; hours: number | null }> {
  const closed = sql.join(
    TICKET_CLOSED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select count(*)::int as n, avg(extract(epoch from (c.closed_at - ${tickets.createdAt}))) / 3600 as hours
    from ${tickets}
    cross join lateral (
      select max(${ticketHistory.at}) as closed_at from ${ticketHistory}
      where ${ticketHistory.companyId} = ${tickets.companyId} and ${ticketHistory.ticketId} = ${tickets.id} and ${ticketHistory.toStatus} in (${closed})
    ) c
    where ${where} and ${tickets.status} in (${closed})
      and c.closed_at >= ${`${from}T00:00:00Z`}::timestamptz and c.closed_at < ${`${addDays(to, 1)}T00:00:00Z`}::timestamptz`);
  const [row] = rowsOf<{ n: number; hours: string | number | null }>(result);
  return { n: Number(row?.n ?? 0), hours: row?.hours === null || row?.hours === undefined ? null : Number(row.hours) };
}

/** Orders dated in `from`..`to` per status. */
export function ordersByStatus(db: Db, where: SQL, from: string, to: string) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(where, gte(orders.orderDate, from), lte(orders.orderDate, to)))
    .groupBy(orders.status);
}

/** Trips planned to start in the days `from`..`to` per status, with how many of each are late at `now` (past the planned end by more than TRIP_LATE_TOLERANCE_MINUTES). */
export function tripsByStatus(db: Db, where: SQL, from: string, to: string, now: Date) {
  const due = sql`${trips.plannedEnd} + make_interval(mins => ${TRIP_LATE_TOLERANCE_MINUTES})`;
  const late = sql<number>`count(*) filter (where (${trips.status} = 'Completed' and ${trips.actualEnd} > ${due})
    or (${trips.status} in ('Planned', 'InProgress') and ${due} < ${now.toISOString()}::timestamptz))::int`;
  return db
    .select({ status: trips.status, n: count(), late })
    .from(trips)
    .where(and(where, gte(trips.plannedStart, new Date(`${from}T00:00:00Z`)), lt(trips.plannedStart, new Date(`${addDays(to, 1)}T00:00:00Z`))))
    .groupBy(trips.status);
}

/** Documents of the given types dated in `from`..`to`, per type. */
export function documentsByType(db: Db, where: SQL, typeCodes: string[], from: string, to: string) {
  return db
    .select({ typeCode: documents.typeCode, n: count() })
    .from(documents)
    .where(and(where, inArray(documents.typeCode, typeCodes), gte(documents.documentDate, from), lte(documents.documentDate, to)))
    .groupBy(documents.typeCode);
}

/** Contracts still awaiting approval. */
export async function contractsAwaitingApproval(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contracts)
    .where(and(where, eq(contracts.status, 'Pending')));
  return row?.n ?? 0;
}

export const tables = { ledger: le, tickets, orders, trips, documents, contracts };

/** The satisfaction surveys of the tickets within `where` done from `from` (a day) up to `before`: sent, answered, ratings' sum, answers of 4–5. */
export async function satisfactionOf(db: Db, where: SQL, from: string, before: string) {
  const [row] = await db
    .select({
      surveys: sql<number>`count(*)::int`,
      answers: sql<number>`(count(*) filter (where ${ticketSurveys.rating} is not null))::int`,
      ratingSum: sql<number>`coalesce(sum(${ticketSurveys.rating}), 0)::int`,
      good: sql<number>`(count(*) filter (where ${ticketSurveys.rating} >= ${SATISFACTION_GOOD_RATING}))::int`,
    })
    .from(ticketSurveys)
    .innerJoin(tickets, and(eq(tickets.companyId, ticketSurveys.companyId), eq(tickets.id, ticketSurveys.ticketId)))
    .where(and(where, gte(ticketSurveys.createdAt, new Date(`${from}T00:00:00Z`)), lt(ticketSurveys.createdAt, new Date(`${before}T00:00:00Z`))));
  return { surveys: Number(row?.surveys ?? 0), answers: Number(row?.answers ?? 0), ratingSum: Number(row?.ratingSum ?? 0), good: Number(row?.good ?? 0) };
}
