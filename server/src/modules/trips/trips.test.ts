import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildSite, buildStaff, buildTenant, buildTransport, buildTrip, buildTripStop } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let auth: { authorization: string };
let tripId: string;
let place: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  place = await buildTenant(db);
  const { company, tenant } = place;
  auth = await sessionFor(db, (await buildContact(db, { companyId: company.id, permissions: ['Trips'] })).id);
  const day = (d: number, h = 8) => new Date(Date.UTC(2026, 2, d, h));
  // Five trips on 1–5 March; distances and statuses out of step with the dates.
  const rows = [
    { tourNo: 'TR-003', plannedStart: day(3), distanceKm: '50.0', status: 'Completed' as const, origin: 'Lisboa', destination: 'Faro' },
    { tourNo: 'TR-001', plannedStart: day(1), distanceKm: '300.5', status: 'Planned' as const, origin: 'Porto', destination: 'Braga' },
    { tourNo: 'TR-005', plannedStart: day(5), distanceKm: '10.0', status: 'InProgress' as const, origin: 'Coimbra', destination: 'Lisboa' },
    { tourNo: 'TR-002', plannedStart: day(2), distanceKm: '120.0', status: 'Cancelled' as const, origin: 'Évora', destination: 'Beja' },
    { tourNo: 'TR-004', plannedStart: day(4, 23), distanceKm: '75.2', status: 'Planned' as const, origin: 'Aveiro', destination: 'Viseu' },
  ];
  for (const r of rows) {
    const trip = await buildTrip(db, tenant, { ...r, plannedEnd: new Date(r.plannedStart.getTime() + 4 * 3_600_000) });
    if (r.tourNo === 'TR-003') tripId = trip.id;
  }
  // Stops inserted out of order; the second arrived 15 minutes late, the third not yet.
  const trip = { id: tripId, companyId: company.id };
  await buildTripStop(db, trip, { seq: 3, place: 'Faro', plannedAt: day(3, 12) });
  await buildTripStop(db, trip, { seq: 1, place: 'Lisboa', plannedAt: day(3, 8), arrivedAt: day(3, 8), departedAt: new Date(Date.UTC(2026, 2, 3, 8, 20)) });
  await buildTripStop(db, trip, { seq: 2, place: 'Setúbal', plannedAt: day(3, 9), arrivedAt: new Date(Date.UTC(2026, 2, 3, 9, 15)) });
  await buildTransport(db, tenant, { shipmentNo: 'SH-9', tripId, weightKg: '80.5' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/trips?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { tourNo: string; distanceKm: number }[]; total: number; page: number; pageSize: number };
};
const tours = async (query: string) => (await list(query)).items.map((i) => i.tourNo);

describe('GET /api/trips', () => {
  it('pages newest planned start first by default', async () => {
    const first = await list('pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((i) => i.tourNo)).toEqual(['TR-005', 'TR-004']);
    expect(await tours('pageSize=2&page=3')).toEqual(['TR-001']);
    expect(await tours('pageSize=2&page=4')).toEqual([]);
  });

  it('sorts by tour no, status and distance in both directions', async () => {
    expect(await tours('sort=tourNo&direction=asc')).toEqual(['TR-001', 'TR-002', 'TR-003', 'TR-004', 'TR-005']);
    expect(await tours('sort=distanceKm&direction=desc')).toEqual(['TR-001', 'TR-002', 'TR-004', 'TR-003', 'TR-005']);
    expect((await tours('sort=status&direction=asc')).slice(0, 3)).toEqual(['TR-002', 'TR-003', 'TR-005']);
    expect((await tours('sort=status&direction=desc')).slice(2)).toEqual(['TR-005', 'TR-003', 'TR-002']);
  });

  it('filters by status, planned start days (inclusive) and search', async () => {
    expect(await tours('status=Planned&sort=tourNo&direction=asc')).toEqual(['TR-001', 'TR-004']);
    expect(await tours('from=2026-03-02&to=2026-03-04&sort=tourNo&direction=asc')).toEqual(['TR-002', 'TR-003', 'TR-004']);
    expect(await tours('search=lisboa&sort=tourNo&direction=asc')).toEqual(['TR-003', 'TR-005']);
    expect(await tours('search=tr-00')).toHaveLength(5);
    expect(await tours('search=%25')).toEqual([]);
  });

  it('filters by site (a dashboard figure for one site opens its list so), within the scope', async () => {
    const db = t.database.db;
    const other = await buildSite(db, place.company.id, place.partner.id);
    await buildTrip(db, { ...place.tenant, siteId: other.id }, { tourNo: 'TR-900', plannedStart: new Date(Date.UTC(2026, 2, 6, 8)) });
    expect(await tours(`siteId=${other.id}`)).toEqual(['TR-900']);
    expect(await tours(`siteId=${place.site.id}&sort=tourNo&direction=asc`)).toEqual(['TR-001', 'TR-002', 'TR-003', 'TR-004', 'TR-005']);
    expect(await tours('search=tr-')).toHaveLength(6);
    // Another company's site answers nothing, not its trips.
    const foreign = await buildTenant(db);
    await buildTrip(db, foreign.tenant, { tourNo: 'TR-999' });
    expect(await tours(`siteId=${foreign.site.id}`)).toEqual([]);
    expect((await t.app.inject({ url: '/api/trips?siteId=not-a-uuid', headers: auth })).statusCode).toBe(400);
  });

  it('shows staff every company’s trips with the company named, and narrows to one company', async () => {
    const db = t.database.db;
    const staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
    const other = await buildTenant(db);
    await buildTrip(db, other.tenant, { tourNo: 'TR-777' });
    const staffList = async (query: string) => {
      const res = await t.app.inject({ url: `/api/trips?${query}`, headers: staff });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { tourNo: string; companyName: string }[] }).items;
    };
    expect((await staffList('search=TR-777')).map((i) => [i.tourNo, i.companyName])).toEqual([['TR-777', other.company.name]]);
    expect((await staffList(`companyId=${other.company.id}`)).map((i) => i.tourNo)).toEqual(['TR-777']);
    expect((await staffList(`companyId=${place.company.id}&search=TR-00`)).every((i) => i.companyName === place.company.name)).toBe(true);
    // A contact's scope is only ever narrowed: another company's id finds nothing.
    expect(await tours(`companyId=${other.company.id}`)).toEqual([]);
  });

  it('answers numbers and ISO times', async () => {
    const [item] = (await list('sort=tourNo&direction=asc&pageSize=1')).items;
    expect(item).toMatchObject({ tourNo: 'TR-001', distanceKm: 300.5, plannedStart: '2026-03-01T08:00:00.000Z', actualStart: null, siteName: expect.any(String) });
  });

  it('rejects a page size over 100 and an unknown sort', async () => {
    expect((await t.app.inject({ url: '/api/trips?pageSize=101', headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/trips?sort=driver', headers: auth })).statusCode).toBe(400);
  });
});

describe('GET /api/trips/:id', () => {
  it('shows the stops in order with planned and actual times, and the shipments', async () => {
    const res = await t.app.inject({ url: `/api/trips/${tripId}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const trip = res.json();
    expect(trip.tourNo).toBe('TR-003');
    expect(trip.stops.map((s: { place: string }) => s.place)).toEqual(['Lisboa', 'Setúbal', 'Faro']);
    expect(trip.stops[0]).toMatchObject({ seq: 1, plannedAt: '2026-03-03T08:00:00.000Z', arrivedAt: '2026-03-03T08:00:00.000Z', departedAt: '2026-03-03T08:20:00.000Z', delayMinutes: 0 });
    expect(trip.stops[1]).toMatchObject({ delayMinutes: 15 });
    expect(trip.stops[2]).toMatchObject({ arrivedAt: null, delayMinutes: null });
    expect(trip.transports).toEqual([expect.objectContaining({ shipmentNo: 'SH-9', weightKg: 80.5 })]);
  });

  it('is a 404 for an unknown id and a 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/api/trips/00000000-0000-4000-8000-000000000000', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/trips/not-a-uuid', headers: auth })).statusCode).toBe(400);
  });
});
