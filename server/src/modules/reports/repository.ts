import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { orders, trips } from '@/db/schema/customer.ts';
import { ledgerEntries as le } from '@/db/schema/ledger.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { ticketHistory, tickets } from '@/db/schema/tickets.ts';
import { ticketSurveys } from '@/db/schema/satisfaction.ts';
import { users } from '@/db/schema/users.ts';
import { withinDays, betweenDates } from '@/lib/lists.ts';
import { scopeWhere, sitesInScope, type Scope } from '@/db/scope.ts';
import { TICKET_CLOSED_STATUSES } from '@customer-hub/contract/tickets';
import { SATISFACTION_GOOD_RATING } from '@customer-hub/contract/constants/satisfaction';
import { TRIP_LATE_TOLERANCE_MINUTES, type ReportFilters } from '@customer-hub/contract/reports';

/** The rows a query of a report reads: its result set (node-postgres and PGlite both answer `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Placed {
  companyId: PgColumn;
  businessPartnerId: PgColumn;
  siteId: PgColumn;
}

/**
 * A tenant table limited to the caller's scope (scope module), then narrowed — never widened:
 * every condition is ANDed — by the report's business partner and site filters.
 */
function placed(t: Placed, scope: Scope, f: ReportFilters): SQL[] {
  const conds: SQL[] = [];
  const scoped = scopeWhere(scope, t);
  if (scoped) conds.push(scoped);
  if (f.businessPartnerId) conds.push(eq(t.businessPartnerId, f.businessPartnerId));
  if (f.siteId) conds.push(eq(t.siteId, f.siteId));
  return conds;
}

/** The business partners and sites in the scope, by name, for the report's pickers. */
export async function scopeOptions(db: Db, scope: Scope, limit: number) {
  const [partners, siteRows] = await Promise.all([
    db
      .select({ id: businessPartners.id, name: businessPartners.name })
      .from(businessPartners)
      .where(scopeWhere(scope, { companyId: businessPartners.companyId, businessPartnerId: businessPartners.id }))
      .orderBy(asc(businessPartners.name), asc(businessPartners.id))
      .limit(limit),
    db
      .select({ id: sites.id, name: sites.name, businessPartnerId: sites.businessPartnerId })
      .from(sites)
      .where(sitesInScope(scope))
      .orderBy(asc(sites.name), asc(sites.id))
      .limit(limit),
  ]);
  return { businessPartners: partners, sites: siteRows };
}

export interface AgingRow {
  businessPartnerId: string;
  businessPartnerName: string;
  customerNo: string;
  currency: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  currentCount: number;
  days1to30Count: number;
  days31to60Count: number;
  days61to90Count: number;
  over90Count: number;
}

/**
 * The open items (something remains) of the scope per business partner and currency, summed and
 * counted by days past the due date as of `today`; an entry without a due date is current.
 */
export async function agingByPartner(db: Db, scope: Scope, f: ReportFilters, today: string): Promise<AgingRow[]> {
  const late = sql`(${today}::date - ${le.dueDate})`;
  const buckets = {
    current: sql`${le.dueDate} is null or ${late} <= 0`,
    days1to30: sql`${late} between 1 and 30`,
    days31to60: sql`${late} between 31 and 60`,
    days61to90: sql`${late} between 61 and 90`,
    over90: sql`${late} > 90`,
  };
  const sums = Object.entries(buckets).map(([key, cond]) => sql`coalesce(sum(${le.remainingAmount}) filter (where ${cond}), 0) as ${sql.identifier(key)}`);
  const counts = Object.entries(buckets).map(([key, cond]) => sql`(count(*) filter (where ${cond}))::int as ${sql.identifier(`${key}Count`)}`);
  const where = and(...placed(le, scope, f), sql`${le.remainingAmount} <> 0`);
  return rowsOf<AgingRow>(
    await db.execute(sql`
      select ${le.businessPartnerId} as "businessPartnerId", ${businessPartners.name} as "businessPartnerName",
             ${businessPartners.customerNo} as "customerNo", ${le.currency} as currency,
             ${sql.join([...sums, ...counts], sql`, `)}
      from ${le} join ${businessPartners} on ${businessPartners.id} = ${le.businessPartnerId}
      where ${where}
      group by ${le.businessPartnerId}, ${businessPartners.name}, ${businessPartners.customerNo}, ${le.currency}
      order by ${businessPartners.name}, ${businessPartners.customerNo}, ${le.businessPartnerId}, ${le.currency}`),
  );
}

export interface TicketHistoryRow {
  id: string;
  ticketNo: string;
  createdAt: Date;
  title: string;
  type: (typeof tickets.$inferSelect)['type'];
  priority: (typeof tickets.$inferSelect)['priority'];
  status: (typeof tickets.$inferSelect)['status'];
  businessPartnerName: string;
  siteName: string | null;
  closedAt: Date | null;
  proposedBudget: string | null;
  currency: string;
}

/** The scope's tickets created in the period (newest first), with when a closed one was closed; at most `limit`. */
export async function ticketHistoryRows(db: Db, scope: Scope, f: ReportFilters, limit: number): Promise<TicketHistoryRow[]> {
  const closed = sql.join(
    TICKET_CLOSED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const closedAt = sql<Date | null>`case when ${tickets.status} in (${closed}) then (
      select max(${ticketHistory.at}) from ${ticketHistory}
      where ${ticketHistory.companyId} = ${tickets.companyId} and ${ticketHistory.ticketId} = ${tickets.id} and ${ticketHistory.toStatus} = ${tickets.status})
    end`;
  const rows = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      createdAt: tickets.createdAt,
      title: tickets.title,
      type: tickets.type,
      priority: tickets.priority,
      status: tickets.status,
      businessPartnerName: businessPartners.name,
      siteName: sites.name,
      closedAt: closedAt.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
      proposedBudget: tickets.proposedBudget,
      currency: tickets.currency,
    })
    .from(tickets)
    .innerJoin(businessPartners, eq(businessPartners.id, tickets.businessPartnerId))
    .leftJoin(sites, eq(sites.id, tickets.siteId))
    .where(
      and(
        ...placed(tickets, scope, f),
        ...withinDays(tickets.createdAt, f.from, f.to),
        f.status?.length ? inArray(tickets.status, f.status as (typeof tickets.$inferSelect)['status'][]) : undefined,
      ),
    )
    .orderBy(sql`${tickets.createdAt} desc`, sql`${tickets.ticketNo} desc`, sql`${tickets.id} desc`)
    .limit(limit);
  return rows;
}

export interface OrdersBySiteMonthRow {
  businessPartnerId: string;
  businessPartnerName: string;
  siteId: string | null;
  siteName: string | null;
  month: string;
  currency: string | null;
  orders: number;
  confirming: number;
  confirmed: number;
  cancelled: number;
  value: string | null;
}

/**
 * The scope's orders of the period per business partner, site and month (of the order date),
 * counted by status; the value (quantity × unit price of the orders not cancelled) per currency
 * when `byCurrency`, which also splits the groups by currency.
 */
export async function ordersBySiteMonth(db: Db, scope: Scope, f: ReportFilters, byCurrency: boolean): Promise<OrdersBySiteMonthRow[]> {
  const month = sql`to_char(${orders.orderDate}, 'YYYY-MM')`;
  const currency = byCurrency ? sql`${orders.currency}` : sql`null::text`;
  const where = and(
    ...placed(orders, scope, f),
    ...betweenDates(orders.orderDate, f.from, f.to),
    f.status?.length ? inArray(orders.status, f.status as (typeof orders.$inferSelect)['status'][]) : undefined,
  );
  return rowsOf<OrdersBySiteMonthRow>(
    await db.execute(sql`
      select ${orders.businessPartnerId} as "businessPartnerId", ${businessPartners.name} as "businessPartnerName",
             ${orders.siteId} as "siteId", ${sites.name} as "siteName", ${month} as month, ${currency} as currency,
             count(*)::int as orders,
             (count(*) filter (where ${orders.status} = 'Confirming'))::int as confirming,
             (count(*) filter (where ${orders.status} = 'Confirmed'))::int as confirmed,
             (count(*) filter (where ${orders.status} = 'Cancelled'))::int as cancelled,
             coalesce(sum(${orders.quantity} * ${orders.unitPrice}) filter (where ${orders.status} <> 'Cancelled'), 0)::numeric(14, 2) as value
      from ${orders}
      join ${businessPartners} on ${businessPartners.id} = ${orders.businessPartnerId}
      left join ${sites} on ${sites.id} = ${orders.siteId}
      where ${where ?? sql`true`}
      group by ${orders.businessPartnerId}, ${businessPartners.name}, ${orders.siteId}, ${sites.name}, ${month}, ${currency}
      order by ${businessPartners.name}, ${orders.businessPartnerId}, ${sites.name} nulls first, ${orders.siteId}, ${month}, ${currency}`),
  );
}

export interface TripsByMonthRow {
  month: string;
  trips: number;
  completed: number;
  cancelled: number;
  onTime: number;
  late: number;
  lateMinutes: string | null;
}

/**
 * The scope's trips of the period per month of their planned start (UTC): done, cancelled, and
 * among those that ended, on time (ended at most TRIP_LATE_TOLERANCE_MINUTES after the planned
 * end) or late, with the late ones' minutes past their planned end.
 */
export async function tripsByMonth(db: Db, scope: Scope, f: ReportFilters): Promise<TripsByMonthRow[]> {
  const month = sql`to_char(${trips.plannedStart} at time zone 'UTC', 'YYYY-MM')`;
  const limit = sql`${trips.plannedEnd} + make_interval(mins => ${TRIP_LATE_TOLERANCE_MINUTES})`;
  const where = and(...placed(trips, scope, f), ...withinDays(trips.plannedStart, f.from, f.to));
  return rowsOf<TripsByMonthRow>(
    await db.execute(sql`
      select ${month} as month, count(*)::int as trips,
             (count(*) filter (where ${trips.status} = 'Completed'))::int as completed,
             (count(*) filter (where ${trips.status} = 'Cancelled'))::int as cancelled,
             (count(*) filter (where ${trips.actualEnd} <= ${limit}))::int as "onTime",
             (count(*) filter (where ${trips.actualEnd} > ${limit}))::int as late,
             sum(extract(epoch from ${trips.actualEnd} - ${trips.plannedEnd}) / 60) filter (where ${trips.actualEnd} > ${limit}) as "lateMinutes"
      from ${trips}
      where ${where ?? sql`true`}
      group by ${month}
      order by ${month}`),
  );
}

/** The name of a business partner the scope may see (undefined otherwise). */
export async function visiblePartnerName(db: Db, scope: Scope, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: businessPartners.name })
    .from(businessPartners)
    .where(and(eq(businessPartners.id, id), scopeWhere(scope, { companyId: businessPartners.companyId, businessPartnerId: businessPartners.id })))
    .limit(1);
  return row?.name;
}

/** The name of a site the scope may see (undefined otherwise). */
export async function visibleSiteName(db: Db, scope: Scope, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: sites.name }).from(sites).where(and(eq(sites.id, id), sitesInScope(scope))).limit(1);
  return row?.name;
}

export interface SatisfactionGroup {
  month: string;
  agentId: string | null;
  agentFirstName: string | null;
  agentLastName: string | null;
  surveys: number;
  answers: number;
  ratingSum: number;
  good: number;
}

/**
 * Satisfaction surveys per month the request was done (UTC) and agent, within the scope (of the
 * tickets) and the period: sent, answered, the sum of the ratings and the answers of 4–5.
 */
export async function satisfactionByMonthAgent(db: Db, scope: Scope, f: ReportFilters): Promise<SatisfactionGroup[]> {
  const month = sql<string>`to_char(${ticketSurveys.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      agentId: ticketSurveys.agentId,
      agentFirstName: users.firstName,
      agentLastName: users.lastName,
      surveys: sql<number>`count(*)::int`,
      answers: sql<number>`(count(*) filter (where ${ticketSurveys.rating} is not null))::int`,
      ratingSum: sql<number>`coalesce(sum(${ticketSurveys.rating}), 0)::int`,
      good: sql<number>`(count(*) filter (where ${ticketSurveys.rating} >= ${SATISFACTION_GOOD_RATING}))::int`,
    })
    .from(ticketSurveys)
    .innerJoin(tickets, and(eq(tickets.companyId, ticketSurveys.companyId), eq(tickets.id, ticketSurveys.ticketId)))
    .leftJoin(users, eq(users.id, ticketSurveys.agentId))
    .where(and(...placed(tickets, scope, f), ...withinDays(ticketSurveys.createdAt, f.from, f.to)))
    .groupBy(month, ticketSurveys.agentId, users.firstName, users.lastName)
    .orderBy(month, users.lastName, users.firstName, ticketSurveys.agentId);
}

export interface ServiceLevelRow {
  createdAt: Date;
  country: string | null;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  firstRespondedAt: Date | null;
  resolvedAt: Date | null;
  slaStoppedAt: Date | null;
  slaPausedSince: Date | null;
}

/** The period's requests that run a service-level clock (raised since it exists), with their site's country. */
export async function serviceLevelRows(db: Db, scope: Scope, f: ReportFilters, limit: number): Promise<ServiceLevelRow[]> {
  const rows = await db
    .select({
      createdAt: tickets.createdAt,
      country: sites.country,
      firstResponseDueAt: tickets.firstResponseDueAt,
      resolutionDueAt: tickets.resolutionDueAt,
      firstRespondedAt: tickets.firstRespondedAt,
      resolvedAt: tickets.resolvedAt,
      slaStoppedAt: tickets.slaStoppedAt,
      slaPausedSince: tickets.slaPausedSince,
    })
    .from(tickets)
    .leftJoin(sites, eq(sites.id, tickets.siteId))
    .where(and(...placed(tickets, scope, f), ...withinDays(tickets.createdAt, f.from, f.to), isNotNull(tickets.firstResponseDueAt), isNotNull(tickets.resolutionDueAt)))
    .orderBy(asc(tickets.createdAt))
    .limit(limit);
  return rows as ServiceLevelRow[];
}
