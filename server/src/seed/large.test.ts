import { describe, expect, it } from 'vitest';
import { largeShape } from './large.ts';

describe('seed:large shape', () => {
  it('gives 1,000,000 entries and documents and 200,000 trips over 1,000 companies at scale 1000, 5% of each in the key account', () => {
    expect(largeShape(1000)).toEqual({
      total: 1_000_000,
      big: 50_000,
      companies: 1000,
      documents: { total: 1_000_000, big: 50_000 },
      trips: { total: 200_000, big: 10_000 },
    });
    expect(largeShape(2)).toEqual({ total: 2_000, big: 1_000, companies: 2, documents: { total: 2_000, big: 1_000 }, trips: { total: 400, big: 200 } });
  });
});
