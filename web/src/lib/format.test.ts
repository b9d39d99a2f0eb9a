import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { formatBytes, formatDate, formatDateTime, formatFixed, formatLongDate, formatMonth, formatPercent, formatTime, parseDate } from '@/lib/format';

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

describe('long dates, months and shares', () => {
  afterEach(() => i18n.changeLanguage('en-US'));

  it.each([
    ['en-US', 'November 2, 2026', 'Nov 2026', '12.5%', '3.0'],
    ['es-ES', '2 de noviembre de 2026', 'nov 2026', '12,5\u00a0%', '3,0'],
    ['pt-PT', '2 de novembro de 2026', '11/2026', '12,5%', '3,0'],
  ])('%s: %s, %s, %s, %s', async (language, long, month, percent, fixed) => {
    await i18n.changeLanguage(language);
    expect(formatLongDate('2026-11-02')).toBe(long);
    expect(formatMonth('2026-11')).toBe(month);
    expect(formatPercent(0.125)).toBe(percent);
    expect(formatFixed(3, 1)).toBe(fixed);
  });

  it('writes a long date in the language it is given, and nothing for an unreadable one', () => {
    expect(formatLongDate('2026-11-02', 'es-ES')).toBe('2 de noviembre de 2026');
    expect(formatLongDate('soon', 'en-US')).toBe('');
    expect(formatMonth('2026')).toBe('2026');
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

describe('local times', () => {
  it('tell the server the reader’s time zone when their first formatter finds it changed', async () => {
    document.cookie = 'ch_tz=Atlantic%2FAzores; Path=/';
    await i18n.changeLanguage('pt-PT');
    expect(formatTime('2026-11-02T14:05:00Z')).not.toBe('');
    expect(/(?:^|;\s*)ch_tz=([^;]*)/.exec(document.cookie)?.[1]).toBe(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
    document.cookie = 'ch_tz=; Path=/; Max-Age=0';
  });
});
