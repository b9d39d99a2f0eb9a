import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { transports, trips } from '@/db/schema/customer.ts';
import { betweenDates, columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { firstRow } from '@/db/paged-query.ts';
import { placeColumns, tenantList, type Scope } from '@/db/scope.ts';
import type { FindTransportsRequest, TransportSort } from '@customer-hub/contract/transports';

const columns = {
  ...columnsOf(transports, 'id', 'shipmentNo', 'shipDate', 'deliveryDate', 'origin', 'destination', 'packages', 'weightKg', 'status', 'tripId', 'companyId'),
  tourNo: trips.tourNo,
  ...placeColumns(transports),
};

// The trip join also checks the company, so a row can never borrow another tenant's tour no.
const list = tenantList(
  transports,
  (db) => db.select(columns).from(transports).leftJoin(trips, and(eq(trips.id, transports.tripId), eq(trips.companyId, transports.companyId))).$dynamic(),
  { sorts: { shipmentNo: transports.shipmentNo, shipDate: transports.shipDate, deliveryDate: transports.deliveryDate, status: transports.status, weightKg: transports.weightKg } satisfies Record<TransportSort, unknown> },
);

export const findTransports = (db: Db, scope: Scope, q: FindTransportsRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(transports.status, q.status),
    ...betweenDates(transports.shipDate, q.from, q.to),
    searchAny(q.search, [transports.shipmentNo, transports.origin, transports.destination]),
  ]);

export const findTransport = (db: Db, scope: Scope, id: string) => list.first(db, scope, eq(transports.id, id));

export function findTrip(db: Db, companyId: string, tripId: string) {
  return firstRow(
    db
      .select({ id: trips.id, tourNo: trips.tourNo, status: trips.status, vehicle: trips.vehicle, driver: trips.driver, plannedStart: trips.plannedStart, plannedEnd: trips.plannedEnd })
      .from(trips)
      .where(and(eq(trips.companyId, companyId), eq(trips.id, tripId)))
      .limit(1),
  );
}
