import { z } from 'zod';
import { DATE_RANGE_FILTER, IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import { TRANSPORT_STATUSES, TRANSPORT_SORTS } from './constants/transports.ts';
export * from './constants/transports.ts';

export const TransportIdParams = IdParams;

/** Where a shipment or a trip starts and ends. */
export const ROUTE_FIELDS = { origin: z.string(), destination: z.string() };

/** GET /api/transports: `from`/`to` bound the ship date (inclusive). */
export const FindTransportsRequest = listRequest({
  sorts: TRANSPORT_SORTS,
  sort: 'shipDate',
  /** `search`: shipment no, origin or destination contains it (case-insensitive). */
  filters: { status: z.enum(TRANSPORT_STATUSES).optional(), ...DATE_RANGE_FILTER, search: searchFilter() },
});
export type FindTransportsRequest = z.infer<typeof FindTransportsRequest>;

export const TransportSummary = partnerRecord({
  shipmentNo: z.string(),
  shipDate: z.string(),
  deliveryDate: z.string().nullable(),
  ...ROUTE_FIELDS,
  packages: z.number().int(),
  weightKg: z.number(),
  status: z.enum(TRANSPORT_STATUSES),
  tripId: z.string().nullable(),
  /** The tour no of the carrying trip. */
  tourNo: z.string().nullable(),
});
export type TransportSummary = z.infer<typeof TransportSummary>;
export const FindTransportsResponse = pageOf(TransportSummary);
export type FindTransportsResponse = z.infer<typeof FindTransportsResponse>;

/** GET /api/transports/:id: with the carrying trip, when there is one. */
export const GetTransportResponse = TransportSummary.extend({
  trip: z
    .object({ id: z.string(), tourNo: z.string(), status: z.string(), vehicle: z.string(), driver: z.string(), plannedStart: z.string(), plannedEnd: z.string() })
    .nullable(),
});
export type GetTransportResponse = z.infer<typeof GetTransportResponse>;
