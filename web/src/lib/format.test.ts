import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1536, '1.5 KB'],
    [250 * 1024, '250 KB'],
    [3.25 * 1024 * 1024, '3.3 MB'],
    [20 * 1024 * 1024 * 1024, '20 GB'],
    [null, ''],
    [-1, ''],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
