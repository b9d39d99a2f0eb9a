import { and, asc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { orderHistory, orders, teams } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { searchAny } from '@/lib/lists.ts';
import { scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { FindOrdersRequest, OrderSort } from '@customer-hub/contract/orders';

const inScope = (scope: Scope) => scopeWhere(scope, { companyId: orders.companyId, businessPartnerId: orders.businessPartnerId, siteId: orders.siteId });

const columns = {
  id: orders.id,
  companyId: orders.companyId,
  orderNo: orders.orderNo,
  orderDate: orders.orderDate,
  documentType: orders.documentType,
  status: orders.status,
  confirmation: orders.confirmation,
  unitOfMeasure: orders.unitOfMeasure,
  quantity: orders.quantity,
  unitPrice: orders.unitPrice,
  teamId: orders.teamId,
  teamName: teams.name,
  workLocation: orders.workLocation,
  requestedTaskDate: orders.requestedTaskDate,
  taskDate: orders.taskDate,
  requestNo: orders.requestNo,
  tourNo: orders.tourNo,
  businessPartnerId: orders.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: orders.siteId,
  siteName: sites.name,
  createdAt: orders.createdAt,
};

const list = scopedListQuery({
  table: orders,
  select: (db: Db) =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(businessPartners, eq(businessPartners.id, orders.businessPartnerId))
      .leftJoin(sites, eq(sites.id, orders.siteId))
      .leftJoin(teams, and(eq(teams.id, orders.teamId), eq(teams.companyId, orders.companyId)))
      .$dynamic(),
  scope: inScope,
  sorts: {
    orderNo: orders.orderNo,
    orderDate: orders.orderDate,
    requestedTaskDate: orders.requestedTaskDate,
    taskDate: orders.taskDate,
    status: orders.status,
  } satisfies Record<OrderSort, unknown>,
  tieBreaker: orders.id,
});

export const findOrders = (db: Db, scope: Scope, q: FindOrdersRequest) =>
  list.page(db, scope, q, [
    q.status ? eq(orders.status, q.status) : undefined,
    q.from ? gte(orders.orderDate, q.from) : undefined,
    q.to ? lte(orders.orderDate, q.to) : undefined,
    q.siteId ? eq(orders.siteId, q.siteId) : undefined,
    searchAny(q.search, [orders.orderNo, orders.requestNo, orders.tourNo]),
  ]);

export const findOrder = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(orders.id, id));

export function findHistory(db: Db, companyId: string, orderId: string) {
  return db
    .select({
      id: orderHistory.id,
      fromStatus: orderHistory.fromStatus,
      toStatus: orderHistory.toStatus,
      at: orderHistory.at,
      note: orderHistory.note,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.byUserId))
    .where(and(eq(orderHistory.companyId, companyId), eq(orderHistory.orderId, orderId)))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

/** The order row, locked for a transition (inside the transaction). */
export async function lockOrder(tx: Db, scope: Scope, id: string) {
  const [row] = await tx
    .select({ id: orders.id, companyId: orders.companyId, orderNo: orders.orderNo, status: orders.status, taskDate: orders.taskDate, requestedTaskDate: orders.requestedTaskDate })
    .from(orders)
    .where(and(eq(orders.id, id), inScope(scope)))
    .for('update');
  return row;
}

export async function updateOrder(tx: Db, id: string, set: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function insertOrder(tx: Db, row: typeof orders.$inferInsert) {
  const [created] = await tx.insert(orders).values(row).returning({ id: orders.id });
  return created!;
}

export async function insertHistory(tx: Db, row: typeof orderHistory.$inferInsert) {
  await tx.insert(orderHistory).values(row);
}

// Namespace of the per-company advisory lock that serialises order numbering.
const ORDER_NO_LOCK = 7_301;

/**
 * The next order number of a company for a year ("OR-2026-000123"). Takes a transaction-level
 * advisory lock per company, so concurrent creations number one after the other.
 */
export async function nextOrderNo(tx: Db, companyId: string, year: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NO_LOCK}, hashtext(${companyId}))`);
  const prefix = `OR-${year}-`;
  const [row] = await tx
    .select({ last: sql<number | null>`max((substring(${orders.orderNo} from ${`^OR-${year}-(\\d+)$`}))::int)` })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), like(orders.orderNo, `${prefix}%`)));
  const next = Number(row?.last ?? 0) + 1;
  return `${prefix}${String(next).padStart(6, '0')}`;
}

/** A site within the scope, with the nodes an order there hangs from. */
export async function findSiteInScope(db: Db, scope: Scope, siteId: string) {
  const [row] = await db
    .select({ id: sites.id, companyId: sites.companyId, businessPartnerId: sites.businessPartnerId })
    .from(sites)
    .where(and(eq(sites.id, siteId), scopeWhere(scope, { companyId: sites.companyId, businessPartnerId: sites.businessPartnerId, siteId: sites.id })))
    .limit(1);
  return row;
}

export async function findTeamInScope(db: Db, scope: Scope, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, companyId: teams.companyId, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId })
    .from(teams)
    .where(and(eq(teams.id, teamId), scopeWhere(scope, { companyId: teams.companyId, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId })))
    .limit(1);
  return row;
}

// Enough for any real company's picker; the form is not a report.
const FORM_OPTIONS_LIMIT = 1000;

/** The sites of one company in the scope, by name, for the new-order form. */
export function findFormSites(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ id: sites.id, code: sites.code, name: sites.name, city: sites.city, businessPartnerId: sites.businessPartnerId, businessPartnerName: businessPartners.name })
    .from(sites)
    .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
    .where(and(eq(sites.companyId, companyId), scopeWhere(scope, { companyId: sites.companyId, businessPartnerId: sites.businessPartnerId, siteId: sites.id })))
    .orderBy(asc(sites.name), asc(sites.id))
    .limit(FORM_OPTIONS_LIMIT);
}

/** The teams of one company in the scope, by name, for the new-order form. */
export function findFormTeams(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ id: teams.id, name: teams.name, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId, shift: teams.shift, speciality: teams.speciality })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), scopeWhere(scope, { companyId: teams.companyId, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId })))
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(FORM_OPTIONS_LIMIT);
}
