import { notFound } from '@/lib/errors.ts';
import { toIso, toNumber } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import type { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportSummary } from '@customer-hub/contract/transports';
import * as repo from './repository.ts';

type TransportRow = NonNullable<Awaited<ReturnType<typeof repo.findTransport>>>;

const present = ({ companyId: _companyId, ...row }: TransportRow): TransportSummary => ({ ...row, weightKg: toNumber(row.weightKg) });

/** A page of the shipments in the caller's scope. */
export async function findTransports({ db, principal }: ServiceContext, q: FindTransportsRequest): Promise<FindTransportsResponse> {
  return mapPage(await repo.findTransports(db, await scopeOf(db, principal), q), present);
}

/**
 * One shipment with the trip that carries it; 404 outside the scope. The trip is the same
 * tenant's; it is shown even when the caller's scope would not list it, as its tour no is.
 */
export async function getTransport({ db, principal }: ServiceContext, id: string): Promise<GetTransportResponse> {
  const transport = await repo.findTransport(db, await scopeOf(db, principal), id);
  if (!transport) throw notFound('Transport');
  const trip = transport.tripId ? await repo.findTrip(db, transport.companyId, transport.tripId) : undefined;
  return {
    ...present(transport),
    trip: trip ? { ...trip, plannedStart: toIso(trip.plannedStart), plannedEnd: toIso(trip.plannedEnd) } : null,
  };
}
