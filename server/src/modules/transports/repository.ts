import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { transports, trips } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { searchAny } from '@/lib/lists.ts';
import { firstRow, scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { FindTransportsRequest, TransportSort } from '@customer-hub/contract/transports';

const inScope = (scope: Scope) => scopeWhere(scope, { companyId: transports.companyId, businessPartnerId: transports.businessPartnerId, siteId: transports.siteId });

const columns = {
  id: transports.id,
  shipmentNo: transports.shipmentNo,
  shipDate: transports.shipDate,
  deliveryDate: transports.deliveryDate,
  origin: transports.origin,
  destination: transports.destination,
  packages: transports.packages,
  weightKg: transports.weightKg,
  status: transports.status,
  tripId: transports.tripId,
  tourNo: trips.tourNo,
  companyId: transports.companyId,
  businessPartnerId: transports.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: transports.siteId,
  siteName: sites.name,
};

// The trip join also checks the company, so a row can never borrow another tenant's tour no.
const list = scopedListQuery({
  table: transports,
  select: (db: Db) =>
    db
      .select(columns)
      .from(transports)
      .innerJoin(businessPartners, eq(businessPartners.id, transports.businessPartnerId))
      .leftJoin(sites, eq(sites.id, transports.siteId))
      .leftJoin(trips, and(eq(trips.id, transports.tripId), eq(trips.companyId, transports.companyId)))
      .$dynamic(),
  scope: inScope,
  sorts: {
    shipmentNo: transports.shipmentNo,
    shipDate: transports.shipDate,
    deliveryDate: transports.deliveryDate,
    status: transports.status,
    weightKg: transports.weightKg,
  } satisfies Record<TransportSort, unknown>,
  tieBreaker: transports.id,
});

export const findTransports = (db: Db, scope: Scope, q: FindTransportsRequest) =>
  list.page(db, scope, q, [
    q.status ? eq(transports.status, q.status) : undefined,
    q.from ? gte(transports.shipDate, q.from) : undefined,
    q.to ? lte(transports.shipDate, q.to) : undefined,
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
