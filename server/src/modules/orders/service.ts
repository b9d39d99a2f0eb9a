import type { Db } from '@/db/client.ts';
import { AppError, invalidField, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import { scopeOf } from '@/db/scope.ts';
import { getOrderSettings } from '@/modules/settings/service.ts';
import { allows, type Principal } from '@/plugins/policy.ts';
import {
  todayIso,
  type CancelOrderRequest,
  type ConfirmOrderRequest,
  type CreateOrderRequest,
  type FindOrdersRequest,
  type FindOrdersResponse,
  type GetOrderResponse,
  type OrderAction,
  type OrderFormOptionsRequest,
  type OrderFormOptionsResponse,
  type OrderStatus,
  type OrderSummary,
} from '@customer-hub/contract/orders';
import { isStaff } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';
import { emitWebhookEvent } from '@/modules/webhooks/service.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

/** DESIGN.md §4: which statuses each action leaves from, and where it goes. */
const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['Confirming'], to: 'Confirmed' },
  cancel: { from: ['Confirming', 'Confirmed'], to: 'Cancelled' },
};

/** Who made a change, as the notification names them. */
const nameOf = (p: Principal) => `${p.firstName} ${p.lastName}`.trim() || p.userName;

const transitionNotAllowed = (status: OrderStatus, action: OrderAction) =>
  new AppError(409, 'ORDER_TRANSITION_NOT_ALLOWED', `An order in status ${status} cannot be ${action === 'confirm' ? 'confirmed' : 'cancelled'}`);

/**
 * Hours before the task date until which a contact may cancel (Settings → Orders, default 48): the
 * cached settings group, which a save on any instance drops at once (NOTIFY ch_settings).
 */
async function cancelCutoffHours(db: Db): Promise<number> {
  return (await getOrderSettings(db)).cancelCutoffHours;
}

interface Cancellable {
  status: OrderStatus;
  taskDate: string | null;
  requestedTaskDate: string;
}

/**
 * The last moment this caller may cancel: staff until the task date starts, a contact with
 * CancelOrder up to the cut-off before it (UTC days). Null when the caller may never cancel it.
 */
function cancelDeadline(order: Cancellable, principal: Principal, cutoffHours: number): Date | null {
  if (!TRANSITIONS.cancel.from.includes(order.status)) return null;
  if (!allows({ permission: 'CancelOrder' }, principal)) return null;
  const taskDayStart = Date.parse(`${order.taskDate ?? order.requestedTaskDate}T00:00:00Z`);
  return new Date(isStaff(principal.roles) ? taskDayStart : taskDayStart - cutoffHours * 3_600_000);
}

function present(row: OrderRow, principal: Principal, cutoffHours: number, now = Date.now()): OrderSummary {
  const { companyId: _companyId, unitPrice, ...order } = row;
  const deadline = cancelDeadline(order, principal, cutoffHours);
  const allowedActions: OrderAction[] = [];
  if (isStaff(principal.roles) && TRANSITIONS.confirm.from.includes(order.status)) allowedActions.push('confirm');
  if (deadline && now < deadline.getTime()) allowedActions.push('cancel');
  return {
    ...order,
    quantity: toNumber(order.quantity),
    // Without PricesColumn the key is left out of the payload, not just emptied.
    ...(allows({ permission: 'PricesColumn' }, principal) ? { unitPrice: toNumber(unitPrice) } : {}),
    createdAt: toIso(order.createdAt),
    allowedActions,
    cancelDeadline: allowedActions.includes('cancel') && deadline ? deadline.toISOString() : null,
  };
}

/** A page of the orders in the caller's scope. */
export async function findOrders({ db, principal }: ServiceContext, q: FindOrdersRequest): Promise<FindOrdersResponse> {
  const cutoff = await cancelCutoffHours(db);
  return mapPage(await repo.findOrders(db, await scopeOf(db, principal), q), (row) => present(row, principal, cutoff));
}

/** One order with its history; 404 outside the caller's scope. */
export async function getOrder({ db, principal }: ServiceContext, id: string): Promise<GetOrderResponse> {
  const cutoff = await cancelCutoffHours(db);
  const row = await repo.findOrder(db, await scopeOf(db, principal), id);
  if (!row) throw notFound('Order');
  const history = await repo.findHistory(db, row.companyId, row.id);
  return {
    ...present(row, principal, cutoff),
    history: history.map(({ firstName, lastName, ...h }) => ({
      ...h,
      fromStatus: h.fromStatus as OrderStatus | null,
      toStatus: h.toStatus as OrderStatus,
      at: toIso(h.at),
      byName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    })),
  };
}

/**
 * Creates an order in status Confirming for a site in the caller's scope (a site-scoped contact's
 * own site by default), numbered per company, with its first history row, in one transaction.
 */
export async function createOrder(ctx: ServiceContext, body: CreateOrderRequest): Promise<GetOrderResponse> {
  const { db, principal } = ctx;
  const scope = await scopeOf(db, principal);
  const siteId = body.siteId ?? (scope.kind === 'site' ? scope.siteId : undefined);
  if (!siteId) throw invalidField('body.siteId', 'Choose the site of the order');
  const site = await repo.findSiteInScope(db, scope, siteId);
  if (!site) throw notFound('Site');
  if (body.teamId) {
    const team = await repo.findTeamInScope(db, scope, body.teamId);
    if (!team) throw notFound('Team');
    const servesSite = team.companyId === site.companyId && team.businessPartnerId === site.businessPartnerId && (team.siteId === null || team.siteId === site.id);
    if (!servesSite) throw invalidField('body.teamId', 'The team does not serve this site');
  }

  const today = todayIso();
  const id = await ctx.transaction(async (t) => {
    const tx = t.db;
    const orderNo = await repo.nextOrderNo(tx, site.companyId, today.slice(0, 4));
    const created = await repo.insertOrder(tx, {
      companyId: site.companyId,
      businessPartnerId: site.businessPartnerId,
      siteId: site.id,
      orderNo,
      orderDate: today,
      documentType: body.documentType,
      status: 'Confirming',
      unitOfMeasure: body.unitOfMeasure,
      quantity: String(body.quantity),
      teamId: body.teamId ?? null,
      workLocation: body.workLocation,
      requestedTaskDate: body.requestedTaskDate,
      requestNo: body.requestNo || null,
      createdBy: principal.userId,
    });
    await repo.insertHistory(tx, { companyId: site.companyId, orderId: created.id, fromStatus: null, toStatus: 'Confirming', byUserId: principal.userId });
    await t.notify('staff', { kind: 'OrderStatusChanged', refId: created.id, params: { orderNo, status: 'Confirming', byName: nameOf(principal) } });
    await orderWebhook(tx, { id: created.id, companyId: site.companyId, orderNo }, null, 'Confirming');
    await t.audit('orders', `Order ${orderNo} placed (${created.id})`);
    return created.id;
  });
  return getOrder(ctx, id);
}

/** The company's webhooks of an order's new status (in the change's transaction). */
const orderWebhook = (tx: ServiceContext['db'], order: { id: string; companyId: string; orderNo: string }, previousStatus: string | null, status: string, extra: Record<string, unknown> = {}) =>
  emitWebhookEvent(tx, order.companyId, 'order.status_changed', { orderId: order.id, orderNo: order.orderNo, previousStatus, status, ...extra, at: new Date().toISOString() });

/** Staff confirm an order (Confirming → Confirmed), setting its task date and confirmation. */
export async function confirmOrder(ctx: ServiceContext, id: string, body: ConfirmOrderRequest): Promise<GetOrderResponse> {
  const { db, principal } = ctx;
  const scope = await scopeOf(db, principal);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const order = await repo.lockOrder(tx, scope, id);
    if (!order) throw notFound('Order');
    if (!TRANSITIONS.confirm.from.includes(order.status)) throw transitionNotAllowed(order.status, 'confirm');
    await repo.updateOrder(tx, order.id, {
      status: TRANSITIONS.confirm.to,
      taskDate: body.taskDate,
      confirmation: body.confirmation || null,
      ...(body.unitPrice === undefined ? {} : { unitPrice: String(body.unitPrice) }),
    });
    await repo.insertHistory(tx, {
      companyId: order.companyId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: TRANSITIONS.confirm.to,
      byUserId: principal.userId,
      note: body.confirmation || null,
    });
    await t.notify(order.createdBy ? [order.createdBy] : [], {
      kind: 'OrderStatusChanged',
      refId: order.id,
      params: { orderNo: order.orderNo, status: TRANSITIONS.confirm.to, byName: nameOf(principal), note: body.confirmation || null },
    });
    await orderWebhook(tx, order, order.status, TRANSITIONS.confirm.to, { taskDate: body.taskDate });
    await t.audit('orders', `Order ${order.orderNo} confirmed for ${body.taskDate} (${order.id})`);
  });
  return getOrder(ctx, id);
}

/**
 * Cancels an order (Confirming | Confirmed → Cancelled): a contact with CancelOrder until the
 * cut-off before the task date, staff until the task date (409 ORDER_CUTOFF_PASSED after).
 */
export async function cancelOrder(ctx: ServiceContext, id: string, body: CancelOrderRequest = {}): Promise<GetOrderResponse> {
  const { db, principal } = ctx;
  // Read before the transaction: on PGlite a query outside it would wait for it.
  const cutoff = await cancelCutoffHours(db);
  const scope = await scopeOf(db, principal);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const order = await repo.lockOrder(tx, scope, id);
    if (!order) throw notFound('Order');
    if (!TRANSITIONS.cancel.from.includes(order.status)) throw transitionNotAllowed(order.status, 'cancel');
    const deadline = cancelDeadline(order, principal, cutoff);
    if (!deadline || Date.now() >= deadline.getTime()) throw new AppError(409, 'ORDER_CUTOFF_PASSED', 'The time to cancel this order has passed');
    await repo.updateOrder(tx, order.id, { status: TRANSITIONS.cancel.to });
    await repo.insertHistory(tx, {
      companyId: order.companyId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: TRANSITIONS.cancel.to,
      byUserId: principal.userId,
      note: body.reason || null,
    });
    // The order's creator hears of it; when a contact cancels, staff too (the actor never).
    const creator = order.createdBy ? [order.createdBy] : [];
    await t.notify(isStaff(principal.roles) ? creator : [...creator, 'staff'], {
      kind: 'OrderStatusChanged',
      refId: order.id,
      params: { orderNo: order.orderNo, status: TRANSITIONS.cancel.to, byName: nameOf(principal), note: body.reason || null },
    });
    await orderWebhook(tx, order, order.status, TRANSITIONS.cancel.to);
    await t.audit('orders', `Order ${order.orderNo} cancelled (${order.id})`);
  });
  return getOrder(ctx, id);
}

/** The sites and teams the new-order form offers, within the caller's scope and one company. */
export async function getFormOptions({ db, principal }: ServiceContext, q: OrderFormOptionsRequest): Promise<OrderFormOptionsResponse> {
  const staff = isStaff(principal.roles);
  const companyId = staff ? q.companyId : principal.companyId;
  if (!companyId) throw invalidField('querystring.companyId', 'Choose a company');
  if (!staff && q.companyId && q.companyId !== companyId) throw notFound('Company');
  const scope = await scopeOf(db, principal);
  const [sites, teams] = await Promise.all([repo.findFormSites(db, scope, companyId), repo.findFormTeams(db, scope, companyId)]);
  return { sites: sites.map((s) => ({ ...s, own: scope.kind === 'site' && scope.siteId === s.id })), teams };
}
