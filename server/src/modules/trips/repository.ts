import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { transports, trips, tripStops } from '@/db/schema/customer.ts';
import { companies } from '@/db/schema/org.ts';
import { columnsOf, equalsIfGiven, searchAny, withinDays } from '@/lib/lists.ts';
import { placeColumns, scopeWhere, tenantList, type Scope } from '@/db/scope.ts';
import type { FindTripsRequest, TripSort } from '@customer-hub/contract/trips';

const columns = {
  ...columnsOf(trips, 'id', 'tourNo', 'vehicle', 'driver', 'origin', 'destination', 'plannedStart', 'plannedEnd', 'actualStart', 'actualEnd', 'distanceKm', 'status', 'companyId'),
  companyName: companies.name,
  ...placeColumns(trips),
};

const list = tenantList(trips, (db) => db.select(columns).from(trips).innerJoin(companies, eq(companies.id, trips.companyId)).$dynamic(), {
  sorts: { tourNo: trips.tourNo, plannedStart: trips.plannedStart, status: trips.status, distanceKm: trips.distanceKm } satisfies Record<TripSort, unknown>,
});

export const findTrips = (db: Db, scope: Scope, q: FindTripsRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(trips.status, q.status),
    equalsIfGiven(trips.siteId, q.siteId),
    equalsIfGiven(trips.companyId, q.companyId),
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
        scopeWhere(scope, transports),
      ),
    )
    .orderBy(asc(transports.shipmentNo));
}
