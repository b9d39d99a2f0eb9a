import { currentLanguage } from '@/i18n/i18n';
import { noteTimeZone } from '@/i18n/language';
import { requestScope } from '@/i18n/request-scope';

/** Short dates with the whole year (22/11/2026, 11/22/2026): two-digit years are ambiguous on statements. */
const DAY_MONTH_YEAR = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/**
 * The zone local times are written in: the browser's own; on the server, the one the reader's
 * browser said it is in, so the page it hydrates reads the same.
 */
export function readerTimeZone(): string | undefined {
  return requestScope()?.timeZone;
}

/**
 * A formatter of local times in the interface language and the reader's zone. In the browser the
 * first one made also tells the server that zone for the pages it renders next (noteTimeZone): it
 * knows it at no cost then, while asking for it alone costs a phone tens of milliseconds.
 */
function zoned(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = currentLanguage();
  const timeZone = readerTimeZone();
  return cached(`${kind}:${language}:${timeZone ?? ''}`, () => {
    const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone });
    if (!timeZone) noteTimeZone(formatter.resolvedOptions().timeZone);
    return formatter;
  });
}

/** An ISO timestamp as a short local date and time in the interface language; '' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return zoned('dt', { ...DAY_MONTH_YEAR, hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A time of day ("14:05") of an ISO timestamp in the interface language. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return zoned('t', { timeStyle: 'short' }).format(date);
}

/**
 * A calendar date ("2025-03-01", or the date part of a timestamp) as a short local date. It is
 * read as that day wherever the browser is: no time zone may move it to the day before.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const language = currentLanguage();
  return cached(`d:${language}`, () => new Intl.DateTimeFormat(language, { ...DAY_MONTH_YEAR, timeZone: 'UTC' })).format(date);
}

/** A calendar date (YYYY-MM-DD) written out in the reader's language ("2 November 2026"); '' when unreadable. */
export function formatLongDate(value: string, language: string = currentLanguage()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return cached(`ld:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** A month (YYYY-MM) as the reader writes it short ("Nov 2026", "nov 2026"); the value itself when unreadable. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const language = currentLanguage();
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return cached(`mo:${language}`, () => new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' })).format(date);
}

/** Which of day, month and year comes first in the reader's short dates (day, month, year in es-ES). */
function datePartOrder(language: string): ('day' | 'month' | 'year')[] {
  const parts = new Intl.DateTimeFormat(language, { ...DAY_MONTH_YEAR, timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
  return parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

/**
 * A date as typed: in the reader's order with a four-digit year (22/11/2026 in es-ES, 11/22/2026 in
 * en-US) or as YYYY-MM-DD. Answers YYYY-MM-DD, or null while it is not (yet) a real date.
 */
export function parseDate(text: string, language: string = currentLanguage()): string | null {
  const numbers = text.trim().split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order = /^\d{4}-/.test(text.trim()) ? (['year', 'month', 'day'] as const) : datePartOrder(language);
  const part = (name: 'day' | 'month' | 'year') => numbers[order.indexOf(name)] ?? '';
  if (part('year').length !== 4) return null;
  const [year, month, day] = [Number(part('year')), Number(part('month')), Number(part('day'))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An amount in its currency ("1.234,50 €" in pt-PT); '' when absent. */
export function formatMoney(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  const language = currentLanguage();
  try {
    return cached(`m:${language}:${currency}`, () => new Intl.NumberFormat(language, { style: 'currency', currency })).format(amount);
  } catch {
    // An unknown currency code: the number and the code as given.
    return `${formatNumber(amount, 2)} ${currency}`;
  }
}

/** A number in the interface language, with up to `maxDecimals` decimals. */
export function formatNumber(value: number | null | undefined, maxDecimals = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const language = currentLanguage();
  return cached(`n:${language}:${maxDecimals}`, () => new Intl.NumberFormat(language, { maximumFractionDigits: maxDecimals })).format(value);
}

/** A number with exactly `decimals` decimals ("12,5" in es-ES). */
export function formatFixed(value: number, decimals: number): string {
  const language = currentLanguage();
  return cached(`f:${language}:${decimals}`, () => new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })).format(value);
}

/** A share (0–1) as a percentage with one decimal ("12.5%"). */
export function formatPercent(value: number): string {
  const language = currentLanguage();
  return cached(`p:${language}`, () => new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);
}

/** Today in the browser's calendar as YYYY-MM-DD (the value of a date input). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file size for people ("1.5 MB", "820 KB"), in powers of 1024; '' when absent. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : value < 10 ? 1 : 0)} ${BYTE_UNITS[unit]}`;
}
