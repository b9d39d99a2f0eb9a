import { z } from 'zod';
import { DATE_RANGE_FILTER, IdParams, listRequest, pageOf, PARTNER_SITE_FIELDS, searchFilter } from './paging.ts';
import { TRANSPORT_STATUSES } from './transports.ts';
import { TRIP_STATUSES, TRIP_SORTS } from './constants/trips.ts';
export * from './constants/trips.ts';

export const TripIdParams = IdParams;

/** GET /api/trips: `from`/`to` bound the planned start (whole days, inclusive). */
export const FindTripsRequest = listRequest({
  sorts: TRIP_SORTS,
  sort: 'plannedStart',
  /** `search`: tour no, origin or destination. */
  filters: { status: z.enum(TRIP_STATUSES).optional(), ...DATE_RANGE_FILTER, search: searchFilter() },
});
export type FindTripsRequest = z.infer<typeof FindTripsRequest>;

const tripFields = {
  id: z.string(),
  tourNo: z.string(),
  vehicle: z.string(),
  driver: z.string(),
  origin: z.string(),
  destination: z.string(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  distanceKm: z.number(),
  status: z.enum(TRIP_STATUSES),
  ...PARTNER_SITE_FIELDS,
};

export const TripSummary = z.object(tripFields);
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
export const TripTransport = z.object({
  id: z.string(),
  shipmentNo: z.string(),
  status: z.enum(TRANSPORT_STATUSES),
  shipDate: z.string(),
  deliveryDate: z.string().nullable(),
  destination: z.string(),
  packages: z.number().int(),
  weightKg: z.number(),
});
export type TripTransport = z.infer<typeof TripTransport>;

/** GET /api/trips/:id */
export const GetTripResponse = z.object({ ...tripFields, stops: z.array(TripStop), transports: z.array(TripTransport) });
export type GetTripResponse = z.infer<typeof GetTripResponse>;
