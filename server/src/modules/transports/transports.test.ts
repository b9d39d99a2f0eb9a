import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildTenant, buildTransport, buildTrip } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { listed } from '../../../test/lists.ts';

let t: TestApp;
let auth: { authorization: string };
let carriedId: string;
let looseId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await buildTenant(db);
  auth = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['Trips'] })).id);
  const trip = await buildTrip(db, a.tenant, { tourNo: 'TR-77', vehicle: '00-XX-11', driver: 'Joana' });
  carriedId = (await buildTransport(db, a.tenant, { shipmentNo: 'SH-1', shipDate: '2026-05-01', status: 'Delivered', weightKg: '10.0', destination: 'Braga', tripId: trip.id })).id;
  await buildTransport(db, a.tenant, { shipmentNo: 'SH-2', shipDate: '2026-05-03', status: 'InTransit', weightKg: '500.0', destination: 'Faro', tripId: trip.id });
  looseId = (await buildTransport(db, a.tenant, { shipmentNo: 'SH-3', shipDate: '2026-05-02', status: 'Planned', weightKg: '75.0', origin: 'Sines' })).id;
});
afterAll(() => t.close());

const numbers = (query: string) => listed(t, `/api/transports?${query}`, auth, (i: { shipmentNo: string }) => i.shipmentNo);

describe('GET /api/transports', () => {
  it('pages newest ship date first and sorts', async () => {
    expect(await numbers('')).toEqual(['SH-2', 'SH-3', 'SH-1']);
    expect(await numbers('pageSize=1&page=3')).toEqual(['SH-1']);
    expect(await numbers('sort=weightKg&direction=asc')).toEqual(['SH-1', 'SH-3', 'SH-2']);
    expect(await numbers('sort=shipmentNo&direction=asc')).toEqual(['SH-1', 'SH-2', 'SH-3']);
  });

  it('filters by status, ship dates and search', async () => {
    expect(await numbers('status=Delivered')).toEqual(['SH-1']);
    expect(await numbers('from=2026-05-02&to=2026-05-02')).toEqual(['SH-3']);
    expect(await numbers('search=sines')).toEqual(['SH-3']);
    expect(await numbers('search=faro')).toEqual(['SH-2']);
  });

  it('lists the tour no of the carrying trip', async () => {
    const res = await t.app.inject({ url: '/api/transports?sort=shipmentNo&direction=asc', headers: auth });
    expect(res.json().items.map((i: { tourNo: string | null }) => i.tourNo)).toEqual(['TR-77', 'TR-77', null]);
  });
});

describe('GET /api/transports/:id', () => {
  it('shows the trip that carries it, or none', async () => {
    const carried = (await t.app.inject({ url: `/api/transports/${carriedId}`, headers: auth })).json();
    expect(carried).toMatchObject({ shipmentNo: 'SH-1', weightKg: 10, trip: { tourNo: 'TR-77', vehicle: '00-XX-11', driver: 'Joana' } });
    expect((await t.app.inject({ url: `/api/transports/${looseId}`, headers: auth })).json().trip).toBeNull();
  });
});
