import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { formatBytes, formatDate, formatDateTime, parseDate } from '@/lib/format';

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

describe('parseDate', () => {
  it('reads a date in the reader order with a four-digit year, or as YYYY-MM-DD', () => {
    expect(parseDate('22/11/2026', 'es-ES')).toBe('2026-11-22');
    expect(parseDate('22/11/2026', 'pt-PT')).toBe('2026-11-22');
    expect(parseDate('11/22/2026', 'en-US')).toBe('2026-11-22');
    expect(parseDate('2026-11-22', 'es-ES')).toBe('2026-11-22');
  });

  it('answers null while the text is not yet a real date', () => {
    expect(parseDate('22/11/26', 'es-ES')).toBeNull();
    expect(parseDate('22/11/2', 'es-ES')).toBeNull();
    expect(parseDate('31/02/2026', 'es-ES')).toBeNull();
    expect(parseDate('22/11/2026', 'en-US')).toBeNull();
  });
});
