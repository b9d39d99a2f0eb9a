import type { Db } from '@/db/client.ts';
import { invalidField, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { seesPrices, todayIso } from '@/modules/current-account/service.ts';
import { reachableTypes } from '@/modules/documents/service.ts';
import { getCompany } from '@/modules/org/service.ts';
import { scopeOf, type Scope } from '@/db/scope.ts';
import { allows, type Principal } from '@/plugins/policy.ts';
import {
  AGING_BUCKETS,
  DASHBOARD_CUSTOM_MAX_DAYS,
  DASHBOARD_DOCUMENT_DAYS,
  DASHBOARD_DOCUMENT_SECTIONS,
  addDays,
  daysBetween,
  monthsOf,
  periodRange,
  weekOf,
  type DashboardRequest,
  type DashboardResponse,
} from '@customer-hub/contract/dashboard';
import { sectionAllowed, type DocumentSection } from '@customer-hub/contract/documents';
import { ORDER_STATUSES } from '@customer-hub/contract/orders';
import { isStaff } from '@customer-hub/contract/roles';
import { TICKET_OPEN_STATUSES } from '@customer-hub/contract/constants/tickets';
import { TRIP_STATUSES } from '@customer-hub/contract/trips';
import { csatOf } from '@customer-hub/contract/constants/satisfaction';
import * as repo from './repository.ts';

type Answer = DashboardResponse;
type Period = { from: string; to: string };

/** A money figure as the answer carries it: rounded to cents. */
const cents = (value: string | number) => Math.round(Number(value) * 100) / 100;

/** The figures of a section, or nothing when the caller may not open the list behind it. */
const when = <T>(allowed: boolean, load: () => Promise<T>): Promise<T | undefined> => (allowed ? load() : Promise.resolve(undefined));

function checkPeriod(q: DashboardRequest): void {
  if (q.period !== 'custom') {
    if (q.from || q.to) throw invalidField('querystring.period', 'from and to go with period=custom');
    return;
  }
  if (!q.from || !q.to) throw invalidField(q.from ? 'querystring.to' : 'querystring.from', 'a custom period needs from and to');
  if (q.from > q.to) throw invalidField('querystring.to', 'must not be before from');
  if (daysBetween(q.from, q.to) + 1 > DASHBOARD_CUSTOM_MAX_DAYS) throw invalidField('querystring.to', `a period spans at most ${DASHBOARD_CUSTOM_MAX_DAYS} days`);
}

async function currentAccount(db: Db, scope: Scope, siteId: string | null, prices: boolean, period: Period, today: string): Promise<NonNullable<Answer['currentAccount']>> {
  const where = repo.within(scope, repo.tables.ledger, siteId);
  const [open, payments] = await Promise.all([repo.openItems(db, where, today, AGING_BUCKETS), repo.paymentsByMonth(db, where, period.from, period.to)]);
  const money = (value: string) => (prices ? { amount: cents(value) } : {});
  const currencies = open.map((c) => ({
    currency: c.currency,
    openCount: c.openCount,
    overdueCount: c.overdueCount,
    ...(prices ? { balance: cents(c.balance), overdue: cents(c.overdue) } : {}),
    aging: AGING_BUCKETS.map((bucket) => ({ bucket, count: c.buckets[bucket].count, ...money(c.buckets[bucket].amount) })),
  }));
  // One series per currency paid in, the ledger's main currency first; every month of the period, zeros included.
  const months = monthsOf(period.from, period.to);
  const paid = [...new Set(payments.map((p) => p.currency))];
  const main = currencies[0]?.currency ?? paid[0] ?? 'EUR';
  const order = [main, ...paid.filter((c) => c !== main).sort()];
  return {
    currencies,
    payments: order.map((currency) => ({
      currency,
      months: months.map((month) => {
        const row = payments.find((p) => p.currency === currency && p.month === month);
        return { month, count: row?.n ?? 0, ...money(row?.amount ?? '0') };
      }),
    })),
  };
}

async function ticketFigures(db: Db, scope: Scope, siteId: string | null, period: Period): Promise<NonNullable<Answer['tickets']>> {
  const where = repo.within(scope, repo.tables.tickets, siteId);
  const [open, closed] = await Promise.all([repo.openTicketsByStatus(db, where), repo.ticketsClosed(db, where, period.from, period.to)]);
  const byStatus = TICKET_OPEN_STATUSES.map((status) => ({ status, count: open.find((r) => r.status === status)?.n ?? 0 }));
  return {
    open: byStatus,
    openTotal: byStatus.reduce((sum, s) => sum + s.count, 0),
    closedInPeriod: closed.n,
    averageHoursToClose: closed.hours === null ? null : Math.round(closed.hours * 10) / 10,
  };
}

async function orderFigures(db: Db, scope: Scope, siteId: string | null, period: Period): Promise<NonNullable<Answer['orders']>> {
  const rows = await repo.ordersByStatus(db, repo.within(scope, repo.tables.orders, siteId), period.from, period.to);
  const byStatus = ORDER_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0 }));
  return { byStatus, total: byStatus.reduce((sum, s) => sum + s.count, 0) };
}

async function tripFigures(db: Db, scope: Scope, siteId: string | null, today: string, now: Date): Promise<NonNullable<Answer['trips']>> {
  const week = weekOf(today);
  const rows = await repo.tripsByStatus(db, repo.within(scope, repo.tables.trips, siteId), week.from, week.to, now);
  const byStatus = TRIP_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0 }));
  const of = (status: string) => byStatus.find((s) => s.status === status)?.count ?? 0;
  return {
    ...week,
    byStatus,
    planned: byStatus.reduce((sum, s) => sum + s.count, 0) - of('Cancelled'),
    done: of('Completed'),
    late: rows.reduce((sum, r) => sum + Number(r.late), 0),
  };
}

/** Staff's card: this calendar month's satisfaction surveys (the Satisfaction report's month). */
async function satisfactionFigures(db: Db, scope: Scope, siteId: string | null, today: string): Promise<NonNullable<Answer['satisfaction']>> {
  const month = today.slice(0, 7);
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const s = await repo.satisfactionOf(db, repo.within(scope, repo.tables.tickets, siteId), `${month}-01`, next.toISOString().slice(0, 10));
  return { month, surveys: s.surveys, answers: s.answers, averageRating: s.answers ? Math.round((s.ratingSum / s.answers) * 100) / 100 : null, csat: csatOf(s.good, s.answers) };
}

/** The Search documents sections the caller may open, with the visible types of each (as the document list reaches them). */
async function openSections(db: Db, principal: Principal): Promise<Map<DocumentSection, string[]>> {
  const types = await reachableTypes(db, principal);
  const sections = new Map<DocumentSection, string[]>();
  for (const section of DASHBOARD_DOCUMENT_SECTIONS) {
    if (isStaff(principal.roles) || sectionAllowed(principal.permissions, section)) sections.set(section, types.filter((t) => t.section === section).map((t) => t.code));
  }
  return sections;
}

async function documentFigures(db: Db, scope: Scope, siteId: string | null, sections: Map<DocumentSection, string[]>, today: string): Promise<NonNullable<Answer['documents']>> {
  const from = addDays(today, -(DASHBOARD_DOCUMENT_DAYS - 1));
  const codes = [...sections.values()].flat();
  const rows = codes.length ? await repo.documentsByType(db, repo.within(scope, repo.tables.documents, siteId), codes, from, today) : [];
  const bySection = DASHBOARD_DOCUMENT_SECTIONS.filter((s) => sections.has(s)).map((section) => ({
    section,
    count: rows.filter((r) => sections.get(section)!.includes(r.typeCode)).reduce((sum, r) => sum + r.n, 0),
  }));
  return { from, to: today, bySection, total: bySection.reduce((sum, s) => sum + s.count, 0) };
}

/**
 * Whose figures: a contact's own scope; staff hold every company's, and figures added across
 * companies mean nothing, so they read one company's, whole (400 without one, 404 for none).
 */
async function dashboardScope(ctx: ServiceContext, companyId: string | undefined): Promise<Scope> {
  const { db, principal } = ctx;
  if (!isStaff(principal.roles)) {
    if (companyId && companyId.toLowerCase() !== principal.companyId) throw notFound('Company');
    return scopeOf(db, principal);
  }
  if (!companyId) throw invalidField('querystring.companyId', 'Choose a company');
  const company = await getCompany(ctx, companyId);
  return { kind: 'company', companyId: company.id };
}

/**
 * The Dashboard's figures (spec §1): each section only when the caller may open the list behind
 * it, in their scope (staff: the company they chose; narrowed to `siteId`), amounts only with
 * PricesColumn.
 */
export async function getDashboard(ctx: ServiceContext, q: DashboardRequest, today = todayIso(), now = new Date()): Promise<DashboardResponse> {
  const { db, principal } = ctx;
  checkPeriod(q);
  const period = periodRange(q.period, today, q);
  const scope = await dashboardScope(ctx, q.companyId);
  const [siteRows, sections] = await Promise.all([repo.findSites(db, scope), openSections(db, principal)]);
  const siteId = q.siteId ?? null;
  if (siteId && !siteRows.some((s) => s.id === siteId.toLowerCase())) throw notFound('Site');
  const site = siteId?.toLowerCase() ?? null;
  const may = (permission: Parameters<typeof allows>[0]) => allows(permission, principal);

  const [ledger, tickets, orders, trips, documents, awaiting, satisfaction] = await Promise.all([
    when(may({ permission: 'CurrentAccounts' }), () => currentAccount(db, scope, site, seesPrices(principal), period, today)),
    when(may({ permission: 'Requests' }), () => ticketFigures(db, scope, site, period)),
    when(may({ permission: 'Orders' }), () => orderFigures(db, scope, site, period)),
    when(may({ permission: 'Trips' }), () => tripFigures(db, scope, site, today, now)),
    when(sections.size > 0, () => documentFigures(db, scope, site, sections, today)),
    when(may({ permission: 'ContractOrganization' }), () => repo.contractsAwaitingApproval(db, repo.within(scope, repo.tables.contracts, site))),
    when(isStaff(principal.roles), () => satisfactionFigures(db, scope, site, today)),
  ]);
  return {
    today,
    period: { period: q.period, ...period },
    siteId: site,
    ...(siteRows.length > 1 ? { sites: siteRows } : {}),
    ...(ledger && { currentAccount: ledger }),
    ...(tickets && { tickets }),
    ...(orders && { orders }),
    ...(trips && { trips }),
    ...(documents && { documents }),
    ...(awaiting !== undefined && { contracts: { awaitingApproval: awaiting } }),
    ...(satisfaction && { satisfaction }),
  };
}
