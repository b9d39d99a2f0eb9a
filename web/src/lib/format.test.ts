import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';

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

describe('dates', () => {
  afterEach(() => i18n.changeLanguage('en-US'));

  it.each([
    ['en-US', '11/02/2026'],
    ['es-ES', '02/11/2026'],
    ['pt-PT', '02/11/2026'],
  ])('%s writes a calendar date with the whole year: %s', async (language, text) => {
    await i18n.changeLanguage(language);
    expect(formatDate('2026-11-02')).toBe(text);
    expect(formatDateTime('2026-11-02T14:05:00Z')).toMatch(/2026/);
  });
});
