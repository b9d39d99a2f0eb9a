/** Build constants from vite.config.ts; the fallbacks only apply where `define` did not run (unit tests). */
export const BUILD_DATE: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : '1970-01-01T00:00:00.000Z';
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/**
 * The build date as the footer writes it in a language: day, month in words, year and time, in
 * UTC, said so ("November 29, 2026 at 03:07 PM UTC").
 */
export function buildDateText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(date);
}

/**
 * The build date in each language, written when the app is built (vite.config.ts): a phone's
 * first date format costs it tens of milliseconds of a page that should already answer.
 */
const BUILT_TEXTS: Readonly<Record<string, string>> | null = typeof __BUILD_DATE_TEXTS__ === 'object' ? __BUILD_DATE_TEXTS__ : null;

export function builtOn(language: string): string {
  return BUILT_TEXTS?.[language] ?? buildDateText(BUILD_DATE, language);
}
