import { z } from 'zod';
import { COMPANY_FIELDS, COMPANY_FILTER, DATE_RANGE_FILTER, IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import { ROUTE_FIELDS, TransportSummary } from './transports.ts';
import { TRIP_STATUSES, TRIP_SORTS } from './constants/trips.ts';
export * from './constants/trips.ts';

export const TripIdParams = IdParams;

/** GET /api/trips: `from`/`to` bound the planned start (whole days, inclusive). */
export const FindTripsRequest = listRequest({
  sorts: TRIP_SORTS,
  sort: 'plannedStart',
  /** `search`: tour no, origin or destination contains it (case-insensitive). */
  filters: { status: z.enum(TRIP_STATUSES).optional(), ...DATE_RANGE_FILTER, siteId: z.uuid().optional(), ...COMPANY_FILTER, search: searchFilter() },
});
export type FindTripsRequest = z.infer<typeof FindTripsRequest>;

export const TripSummary = partnerRecord({
  tourNo: z.string(),
  vehicle: z.string(),
  driver: z.string(),
  ...ROUTE_FIELDS,
  plannedStart: z.string(),
  plannedEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  distanceKm: z.number(),
  status: z.enum(TRIP_STATUSES),
  ...COMPANY_FIELDS,
});
export type TripSummary = z.infer<typeof TripSummary>;
export const FindTripsResponse = pageOf(TripSummary);
export type FindTripsResponse = z.infer<typeof FindTripsResponse>;

/** A stop of a trip, in order; planned against actual times (`delayMinutes`: arrival − plan). */
export const TripStop = z.object({
  id: z.string(),
  seq: z.number().int(),
  place: z.string(),
  plannedAt: z.string(),
  arrivedAt: z.string().nullable(),
  departedAt: z.string().nullable(),
  delayMinutes: z.number().int().nullable(),
});
export type TripStop = z.infer<typeof TripStop>;

/** A shipment carried by the trip. */
export const TripTransport = TransportSummary.pick({
  id: true,
  shipmentNo: true,
  status: true,
  shipDate: true,
  deliveryDate: true,
  destination: true,
  packages: true,
  weightKg: true,
});
export type TripTransport = z.infer<typeof TripTransport>;

/** GET /api/trips/:id */
export const GetTripResponse = TripSummary.extend({ stops: z.array(TripStop), transports: z.array(TripTransport) });
export type GetTripResponse = z.infer<typeof GetTripResponse>;
