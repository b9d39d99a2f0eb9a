import { describe, expect, it } from 'vitest';
import { ERASURE_ERASED_CATEGORIES, ERASURE_KEPT_CATEGORIES, ErasureOutcome } from './erasure.ts';

describe('an erasure outcome', () => {
  it('reads 0 for a category added after it was stored', () => {
    const before = ERASURE_ERASED_CATEGORIES.filter((c) => c !== 'archives' && c !== 'apiKeysRevoked');
    const stored = { erased: Object.fromEntries(before.map((c) => [c, 2])), kept: Object.fromEntries(ERASURE_KEPT_CATEGORIES.map((c) => [c, 1])) };
    const read = ErasureOutcome.parse(stored);
    expect(read.erased).toMatchObject({ profile: 2, emails: 2, archives: 0, apiKeysRevoked: 0 });
    expect(ErasureOutcome.safeParse({ ...stored, erased: { ...stored.erased, profile: 'two' } }).success).toBe(false);
  });
});
