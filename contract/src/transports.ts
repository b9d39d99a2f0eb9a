import { z } from 'zod';
import { DATE_RANGE_FILTER, IdParams, listRequest, pageOf, PARTNER_SITE_FIELDS, searchFilter } from './paging.ts';
import { TRANSPORT_STATUSES, TRANSPORT_SORTS } from './constants/transports.ts';
export * from './constants/transports.ts';

export const TransportIdParams = IdParams;

/** GET /api/transports: `from`/`to` bound the ship date (inclusive). */
export const FindTransportsRequest = listRequest({
  sorts: TRANSPORT_SORTS,
  sort: 'shipDate',
  /** `search`: shipment no, origin or destination. */
  filters: { status: z.enum(TRANSPORT_STATUSES).optional(), ...DATE_RANGE_FILTER, search: searchFilter() },
});
export type FindTransportsRequest = z.infer<typeof FindTransportsRequest>;

const transportFields = {
  id: z.string(),
  shipmentNo: z.string(),
  shipDate: z.string(),
  deliveryDate: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  packages: z.number().int(),
  weightKg: z.number(),
  status: z.enum(TRANSPORT_STATUSES),
  tripId: z.string().nullable(),
  /** The tour no of the carrying trip. */
  tourNo: z.string().nullable(),
  ...PARTNER_SITE_FIELDS,
};

export const TransportSummary = z.object(transportFields);
export type TransportSummary = z.infer<typeof TransportSummary>;
export const FindTransportsResponse = pageOf(TransportSummary);
export type FindTransportsResponse = z.infer<typeof FindTransportsResponse>;

/** GET /api/transports/:id: with the carrying trip, when there is one. */
export const GetTransportResponse = z.object({
  ...transportFields,
  trip: z
    .object({ id: z.string(), tourNo: z.string(), status: z.string(), vehicle: z.string(), driver: z.string(), plannedStart: z.string(), plannedEnd: z.string() })
    .nullable(),
});
export type GetTransportResponse = z.infer<typeof GetTransportResponse>;
