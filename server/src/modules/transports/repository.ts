import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { transports, trips } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { offsetOf, orderByDirection, searchAny } from '@/lib/lists.ts';
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

const SORT_COLUMNS = {
  shipmentNo: transports.shipmentNo,
  shipDate: transports.shipDate,
  deliveryDate: transports.deliveryDate,
  status: transports.status,
  weightKg: transports.weightKg,
} satisfies Record<TransportSort, unknown>;

// The trip join also checks the company, so a row can never borrow another tenant's tour no.
const selectTransports = (db: Db) =>
  db
    .select(columns)
    .from(transports)
    .innerJoin(businessPartners, eq(businessPartners.id, transports.businessPartnerId))
    .leftJoin(sites, eq(sites.id, transports.siteId))
    .leftJoin(trips, and(eq(trips.id, transports.tripId), eq(trips.companyId, transports.companyId)));

export async function findTransports(db: Db, scope: Scope, q: FindTransportsRequest) {
  const where = and(
    inScope(scope),
    q.status ? eq(transports.status, q.status) : undefined,
    q.from ? gte(transports.shipDate, q.from) : undefined,
    q.to ? lte(transports.shipDate, q.to) : undefined,
    searchAny(q.search, [transports.shipmentNo, transports.origin, transports.destination]),
  );
  const [items, [total]] = await Promise.all([
    selectTransports(db).where(where).orderBy(...orderByDirection(q.direction, SORT_COLUMNS[q.sort], transports.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(transports).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findTransport(db: Db, scope: Scope, id: string) {
  const [row] = await selectTransports(db).where(and(eq(transports.id, id), inScope(scope))).limit(1);
  return row;
}

export async function findTrip(db: Db, companyId: string, tripId: string) {
  const [row] = await db
    .select({ id: trips.id, tourNo: trips.tourNo, status: trips.status, vehicle: trips.vehicle, driver: trips.driver, plannedStart: trips.plannedStart, plannedEnd: trips.plannedEnd })
    .from(trips)
    .where(and(eq(trips.companyId, companyId), eq(trips.id, tripId)))
    .limit(1);
  return row;
}
