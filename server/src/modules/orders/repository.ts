import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { orderHistory, orders, teams } from '@/db/schema/customer.ts';
import { businessPartners, companies, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { nextNumber, ORDER_NUMBERS } from '@/db/numbering.ts';
import { firstRow } from '@/db/paged-query.ts';
import { betweenDates, columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { placeColumns, scopeWhere, sitesInScope, tenantList, type Scope } from '@/db/scope.ts';
import type { FindOrdersRequest, OrderSort } from '@customer-hub/contract/orders';

const inScope = (scope: Scope) => scopeWhere(scope, orders);

const columns = {
  ...columnsOf(orders, 'id', 'companyId', 'orderNo', 'orderDate', 'documentType', 'status', 'confirmation', 'unitOfMeasure', 'quantity', 'unitPrice', 'currency', 'teamId', 'workLocation', 'requestedTaskDate', 'taskDate', 'requestNo', 'tourNo', 'createdAt'),
  teamName: teams.name,
  companyName: companies.name,
  ...placeColumns(orders),
};

const SORTS = { orderNo: orders.orderNo, orderDate: orders.orderDate, requestedTaskDate: orders.requestedTaskDate, taskDate: orders.taskDate, status: orders.status } satisfies Record<OrderSort, unknown>;

const list = tenantList(
  orders,
  (db) =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .leftJoin(teams, and(eq(teams.id, orders.teamId), eq(teams.companyId, orders.companyId)))
      .$dynamic(),
  { sorts: SORTS },
);

export const findOrders = (db: Db, scope: Scope, q: FindOrdersRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(orders.status, q.status),
    ...betweenDates(orders.orderDate, q.from, q.to),
    equalsIfGiven(orders.siteId, q.siteId),
    equalsIfGiven(orders.companyId, q.companyId),
    searchAny(q.search, [orders.orderNo, orders.formerNumber, orders.requestNo, orders.tourNo]),
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
    .select({
      id: orders.id,
      companyId: orders.companyId,
      orderNo: orders.orderNo,
      status: orders.status,
      taskDate: orders.taskDate,
      requestedTaskDate: orders.requestedTaskDate,
      createdBy: orders.createdBy,
    })
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

/** Order numbers: OR-YYYY-NNNNNN, unique across the installation (db/numbering.ts). */
export const nextOrderNo = (tx: Db, companyId: string, year: string) => nextNumber(tx, ORDER_NUMBERS, companyId, year);

/** A site within the scope, with the nodes an order there hangs from. */
export function findSiteInScope(db: Db, scope: Scope, siteId: string) {
  return firstRow(
    db
      .select({ id: sites.id, companyId: sites.companyId, businessPartnerId: sites.businessPartnerId })
      .from(sites)
      .where(and(eq(sites.id, siteId), sitesInScope(scope)))
      .limit(1),
  );
}

export function findTeamInScope(db: Db, scope: Scope, teamId: string) {
  return firstRow(
    db
      .select({ id: teams.id, companyId: teams.companyId, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId })
      .from(teams)
      .where(and(eq(teams.id, teamId), scopeWhere(scope, teams)))
      .limit(1),
  );
}

// Enough for any real company's picker; the form is not a report.
const FORM_OPTIONS_LIMIT = 1000;

/** The sites of one company in the scope, by name, for the new-order form. */
export function findFormSites(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ id: sites.id, code: sites.code, name: sites.name, city: sites.city, businessPartnerId: sites.businessPartnerId, businessPartnerName: businessPartners.name })
    .from(sites)
    .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
    .where(and(eq(sites.companyId, companyId), sitesInScope(scope)))
    .orderBy(asc(sites.name), asc(sites.id))
    .limit(FORM_OPTIONS_LIMIT);
}

/** The teams of one company in the scope, by name, for the new-order form. */
export function findFormTeams(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ id: teams.id, name: teams.name, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId, shift: teams.shift, speciality: teams.speciality })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), scopeWhere(scope, teams)))
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(FORM_OPTIONS_LIMIT);
}
