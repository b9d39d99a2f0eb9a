import { z } from 'zod';
import { COMPANY_FIELDS, COMPANY_FILTER, DATE_RANGE_FILTER, IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import { SiteSummary } from './sites.ts';
import { TeamSummary } from './teams.ts';
import {
  ORDER_STATUSES,
  ORDER_ACTIONS,
  ORDER_DOCUMENT_TYPES,
  ORDER_UNITS_OF_MEASURE,
  ORDER_SORTS,
  ORDER_WORK_LOCATION_MAX,
  ORDER_REQUEST_NO_MAX,
  ORDER_CONFIRMATION_MAX,
  ORDER_CANCEL_REASON_MAX,
} from './constants/orders.ts';
export * from './constants/orders.ts';

/** Today as YYYY-MM-DD in UTC, the server's calendar for "not in the past". */
export const todayIso = () => new Date().toISOString().slice(0, 10);
const notPastDate = () => z.iso.date().refine((d) => d >= todayIso(), { message: 'The date is in the past' });

export const OrderIdParams = IdParams;

/** GET /api/orders: `from`/`to` bound the order date (inclusive). */
export const FindOrdersRequest = listRequest({
  sorts: ORDER_SORTS,
  sort: 'orderDate',
  /** `search`: order no, request no or tour no contains it (case-insensitive). */
  filters: { status: z.enum(ORDER_STATUSES).optional(), ...DATE_RANGE_FILTER, siteId: z.uuid().optional(), ...COMPANY_FILTER, search: searchFilter() },
});
export type FindOrdersRequest = z.infer<typeof FindOrdersRequest>;

export const OrderSummary = partnerRecord({
  orderNo: z.string(),
  orderDate: z.string(),
  documentType: z.string(),
  status: z.enum(ORDER_STATUSES),
  confirmation: z.string().nullable(),
  unitOfMeasure: z.string(),
  quantity: z.number(),
  /** Only with the PricesColumn permission; the key is absent otherwise. */
  unitPrice: z.number().nullable().optional(),
  /** ISO 4217 code of the unit price. */
  currency: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  workLocation: z.string(),
  requestedTaskDate: z.string(),
  taskDate: z.string().nullable(),
  requestNo: z.string().nullable(),
  tourNo: z.string().nullable(),
}).extend({
  ...COMPANY_FIELDS,
  createdAt: z.string(),
  /** What this caller may do now (buttons to show). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  /** Until when this caller may cancel (ISO time), when cancelling is allowed. */
  cancelDeadline: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const FindOrdersResponse = pageOf(OrderSummary);
export type FindOrdersResponse = z.infer<typeof FindOrdersResponse>;

export const OrderHistoryEntry = z.object({
  id: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
  /** Who made the change ("First Last"), null when the user is gone. */
  byName: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** GET /api/orders/:id and the answer of every order change: the order with its history (oldest first). */
export const GetOrderResponse = OrderSummary.extend({ history: z.array(OrderHistoryEntry) });
export type GetOrderResponse = z.infer<typeof GetOrderResponse>;

/**
 * POST /api/orders (CreateOrder). `siteId` must be in the caller's scope; a site-scoped contact
 * may leave it out (their own site). The business partner follows from the site.
 */
export const CreateOrderRequest = z.object({
  documentType: z.enum(ORDER_DOCUMENT_TYPES),
  unitOfMeasure: z.enum(ORDER_UNITS_OF_MEASURE),
  quantity: z.number().positive().max(999_999_999),
  teamId: z.uuid().optional(),
  workLocation: z.string().trim().min(1).max(ORDER_WORK_LOCATION_MAX),
  requestedTaskDate: notPastDate(),
  siteId: z.uuid().optional(),
  /** The customer's own reference. */
  requestNo: z.string().trim().max(ORDER_REQUEST_NO_MAX).optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** POST /api/orders/:id/confirm (staff): Confirming → Confirmed. */
export const ConfirmOrderRequest = z.object({
  taskDate: notPastDate(),
  confirmation: z.string().trim().max(ORDER_CONFIRMATION_MAX).optional(),
  unitPrice: z.number().nonnegative().max(999_999_999).optional(),
});
export type ConfirmOrderRequest = z.infer<typeof ConfirmOrderRequest>;

/** POST /api/orders/:id/cancel: Confirming | Confirmed → Cancelled (body optional). */
export const CancelOrderRequest = z.object({ reason: z.string().trim().max(ORDER_CANCEL_REASON_MAX).optional() });
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;

/** GET /api/orders/form-options: staff name the company; contacts get their own scope. */
export const OrderFormOptionsRequest = z.object({ companyId: z.uuid().optional() });
export type OrderFormOptionsRequest = z.infer<typeof OrderFormOptionsRequest>;

/**
 * What the new-order form offers (CreateOrder only, so it does not depend on the Dashboard or
 * ContractOrganization tabs): the sites in scope, by name, and the teams serving them.
 */
export const OrderFormOptionsResponse = z.object({
  sites: z.array(SiteSummary.pick({ id: true, code: true, name: true, city: true, businessPartnerId: true, businessPartnerName: true, own: true })),
  /** `siteId` null: the team serves every site of its business partner. */
  teams: z.array(TeamSummary.pick({ id: true, name: true, businessPartnerId: true, siteId: true, shift: true, speciality: true })),
});
export type OrderFormOptionsResponse = z.infer<typeof OrderFormOptionsResponse>;
