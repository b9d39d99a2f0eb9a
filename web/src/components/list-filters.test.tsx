import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '@/components/list-filters';

describe('parseTypedDate', () => {
  it('reads YYYY-MM-DD in any language', () => {
    expect(parseTypedDate('2026-11-22', 'es-ES')).toBe('2026-11-22');
    expect(parseTypedDate('2026-1-5', 'en-US')).toBe('2026-01-05');
  });

  it("reads the reader's own order: day first in es-ES and pt-PT, month first in en-US", () => {
    expect(parseTypedDate('22/11/2026', 'es-ES')).toBe('2026-11-22');
    expect(parseTypedDate('05/01/2026', 'pt-PT')).toBe('2026-01-05');
    expect(parseTypedDate('11/22/2026', 'en-US')).toBe('2026-11-22');
  });

  it('waits for a whole date: half typed, a two-digit year or an impossible day is nothing', () => {
    expect(parseTypedDate('22/11/20', 'es-ES')).toBeNull();
    expect(parseTypedDate('22/11', 'es-ES')).toBeNull();
    expect(parseTypedDate('2026-02-30', 'en-US')).toBeNull();
    expect(parseTypedDate('31/02/2026', 'pt-PT')).toBeNull();
    expect(parseTypedDate('', 'en-US')).toBeNull();
  });
});
