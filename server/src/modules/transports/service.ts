import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/errors.ts';
import { pageAnswer, toIso, toNumber } from '@/lib/lists.ts';
import { scopeOf } from '@/modules/scope/scope.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportSummary } from '@customer-hub/contract/transports';
import * as repo from './repository.ts';

type TransportRow = NonNullable<Awaited<ReturnType<typeof repo.findTransport>>>;

const present = ({ companyId: _companyId, ...row }: TransportRow): TransportSummary => ({ ...row, weightKg: toNumber(row.weightKg) });

/** A page of the shipments in the caller's scope. */
export async function findTransports(db: Db, principal: Principal, q: FindTransportsRequest): Promise<FindTransportsResponse> {
  const { items, total } = await repo.findTransports(db, await scopeOf(db, principal), q);
  return pageAnswer(items.map(present), total, q);
}

/**
 * One shipment with the trip that carries it; 404 outside the scope. The trip is the same
 * tenant's; it is shown even when the caller's scope would not list it, as its tour no is.
 */
export async function getTransport(db: Db, principal: Principal, id: string): Promise<GetTransportResponse> {
  const transport = await repo.findTransport(db, await scopeOf(db, principal), id);
  if (!transport) throw notFound('Transport');
  const trip = transport.tripId ? await repo.findTrip(db, transport.companyId, transport.tripId) : undefined;
  return {
    ...present(transport),
    trip: trip ? { ...trip, plannedStart: toIso(trip.plannedStart), plannedEnd: toIso(trip.plannedEnd) } : null,
  };
}
