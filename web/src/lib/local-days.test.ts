import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayRangeQuery, endOfLocalDay, startOfLocalDay } from './local-days';

describe('local day bounds', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("start at 00:00 and end at 23:59:59.999 of the day in the reader's time zone", () => {
    vi.stubEnv('TZ', 'Europe/Madrid');
    expect(startOfLocalDay('2026-11-24')).toBe('2026-11-23T23:00:00.000Z');
    expect(endOfLocalDay('2026-11-24')).toBe('2026-11-24T22:59:59.999Z');
    vi.stubEnv('TZ', 'America/New_York');
    expect(startOfLocalDay('2026-11-24')).toBe('2026-11-24T05:00:00.000Z');
    expect(endOfLocalDay('2026-11-24')).toBe('2026-11-25T04:59:59.999Z');
    // A day that loses an hour to summer time (Lisbon, 29 March 2026) still ends at 23:59:59.999.
    vi.stubEnv('TZ', 'Europe/Lisbon');
    expect(startOfLocalDay('2026-03-29')).toBe('2026-03-29T00:00:00.000Z');
    expect(endOfLocalDay('2026-03-29')).toBe('2026-03-29T22:59:59.999Z');
  });

  it('answer nothing for no day or a half-typed one', () => {
    expect(startOfLocalDay('')).toBeUndefined();
    expect(endOfLocalDay('24/11/2026')).toBeUndefined();
  });

  it("turn a query's day range into the instants its days begin and end at, the other keys as they are", () => {
    vi.stubEnv('TZ', 'Europe/Madrid');
    expect(dayRangeQuery({ search: 'x', from: '2026-11-24', to: '2026-11-25' })).toEqual({ search: 'x', from: '2026-11-23T23:00:00.000Z', to: '2026-11-25T22:59:59.999Z' });
    expect(dayRangeQuery({ to: 'carla', dateFrom: '2026-11-24', dateTo: '' }, ['dateFrom', 'dateTo'])).toEqual({ to: 'carla', dateFrom: '2026-11-23T23:00:00.000Z', dateTo: undefined });
    expect(dayRangeQuery({ search: 'x' })).toEqual({ search: 'x', from: undefined, to: undefined });
  });
});
