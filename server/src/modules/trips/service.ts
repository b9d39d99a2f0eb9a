import { notFound } from '@/lib/errors.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import type { FindTripsRequest, FindTripsResponse, GetTripResponse, TripSummary } from '@customer-hub/contract/trips';
import * as repo from './repository.ts';

type TripRow = NonNullable<Awaited<ReturnType<typeof repo.findTrip>>>;

function present({ companyId: _companyId, ...row }: TripRow): TripSummary {
  return {
    ...row,
    plannedStart: toIso(row.plannedStart),
    plannedEnd: toIso(row.plannedEnd),
    actualStart: toIso(row.actualStart),
    actualEnd: toIso(row.actualEnd),
    distanceKm: toNumber(row.distanceKm),
  };
}

/** A page of the trips in the caller's scope. */
export async function findTrips({ db, principal }: ServiceContext, q: FindTripsRequest): Promise<FindTripsResponse> {
  return mapPage(await repo.findTrips(db, await scopeOf(db, principal), q), present);
}

/** One trip with its stops (planned against actual) and its shipments; 404 outside the scope. */
export async function getTrip({ db, principal }: ServiceContext, id: string): Promise<GetTripResponse> {
  const scope = await scopeOf(db, principal);
  const trip = await repo.findTrip(db, scope, id);
  if (!trip) throw notFound('Trip');
  const [stops, carried] = await Promise.all([repo.findStops(db, trip.companyId, trip.id), repo.findTripTransports(db, scope, trip.companyId, trip.id)]);
  return {
    ...present(trip),
    stops: stops.map((s) => ({
      ...s,
      plannedAt: toIso(s.plannedAt),
      arrivedAt: toIso(s.arrivedAt),
      departedAt: toIso(s.departedAt),
      delayMinutes: s.arrivedAt ? Math.round((s.arrivedAt.getTime() - s.plannedAt.getTime()) / 60_000) : null,
    })),
    transports: carried.map((t) => ({ ...t, weightKg: toNumber(t.weightKg) })),
  };
}
