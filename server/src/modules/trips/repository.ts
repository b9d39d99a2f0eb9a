import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { transports, trips, tripStops } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { searchAny, withinDays } from '@/lib/lists.ts';
import { scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { FindTripsRequest, TripSort } from '@customer-hub/contract/trips';

const inScope = (scope: Scope) => scopeWhere(scope, { companyId: trips.companyId, businessPartnerId: trips.businessPartnerId, siteId: trips.siteId });

const columns = {
  id: trips.id,
  tourNo: trips.tourNo,
  vehicle: trips.vehicle,
  driver: trips.driver,
  origin: trips.origin,
  destination: trips.destination,
  plannedStart: trips.plannedStart,
  plannedEnd: trips.plannedEnd,
  actualStart: trips.actualStart,
  actualEnd: trips.actualEnd,
  distanceKm: trips.distanceKm,
  status: trips.status,
  companyId: trips.companyId,
  businessPartnerId: trips.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: trips.siteId,
  siteName: sites.name,
};

const list = scopedListQuery({
  table: trips,
  select: (db: Db) =>
    db.select(columns).from(trips).innerJoin(businessPartners, eq(businessPartners.id, trips.businessPartnerId)).leftJoin(sites, eq(sites.id, trips.siteId)).$dynamic(),
  scope: inScope,
  sorts: { tourNo: trips.tourNo, plannedStart: trips.plannedStart, status: trips.status, distanceKm: trips.distanceKm } satisfies Record<TripSort, unknown>,
  tieBreaker: trips.id,
});

export const findTrips = (db: Db, scope: Scope, q: FindTripsRequest) =>
  list.page(db, scope, q, [
    q.status ? eq(trips.status, q.status) : undefined,
    ...withinDays(trips.plannedStart, q.from, q.to),
    searchAny(q.search, [trips.tourNo, trips.origin, trips.destination]),
  ]);

export const findTrip = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(trips.id, id));

export function findStops(db: Db, companyId: string, tripId: string) {
  return db
    .select({ id: tripStops.id, seq: tripStops.seq, place: tripStops.place, plannedAt: tripStops.plannedAt, arrivedAt: tripStops.arrivedAt, departedAt: tripStops.departedAt })
    .from(tripStops)
    .where(and(eq(tripStops.companyId, companyId), eq(tripStops.tripId, tripId)))
    .orderBy(asc(tripStops.seq));
}

/** The shipments the trip carries, as far as the caller's scope reaches. */
export function findTripTransports(db: Db, scope: Scope, companyId: string, tripId: string) {
  return db
    .select({
      id: transports.id,
      shipmentNo: transports.shipmentNo,
      status: transports.status,
      shipDate: transports.shipDate,
      deliveryDate: transports.deliveryDate,
      destination: transports.destination,
      packages: transports.packages,
      weightKg: transports.weightKg,
    })
    .from(transports)
    .where(
      and(
        eq(transports.companyId, companyId),
        eq(transports.tripId, tripId),
        scopeWhere(scope, { companyId: transports.companyId, businessPartnerId: transports.businessPartnerId, siteId: transports.siteId }),
      ),
    )
    .orderBy(asc(transports.shipmentNo));
}
