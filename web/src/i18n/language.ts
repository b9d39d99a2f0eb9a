import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  matchLanguage,
  READER_COOKIES,
  type LanguageCode,
} from '@customer-hub/contract/constants/languages';


/**
 * Spec §4: a remembered choice first, then the first supported browser language,
 * otherwise Spanish.
 */
export function resolveLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageCode {
  const remembered = LANGUAGE_CODES.find((code) => code === stored);
  if (remembered) return remembered;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** The language a server-rendered page was written in (`<html lang>` of a page marked rendered). */
export function renderedLanguage(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): LanguageCode | undefined {
  const root = doc?.documentElement;
  if (!root?.hasAttribute('data-server-rendered')) return undefined;
  return isLanguageCode(root.lang) ? root.lang : undefined;
}

/**
 * The language to start with in this browser: the one a server-rendered page was written in
 * (hydration must read the same words), else the remembered one, the browser's, or Spanish.
 */
export function detectLanguage(storage: Storage = localStorage, nav: Navigator = navigator, doc?: Document): LanguageCode {
  const rendered = renderedLanguage(doc);
  if (rendered) return rendered;
  const browser = nav.languages?.length ? nav.languages : [nav.language];
  return resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browser);
}

export function rememberLanguage(code: LanguageCode, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, code);
  writeLanguageCookie(code);
}

function writeLanguageCookie(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${READER_COOKIES.language}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Tells the server what a page it renders must match: the remembered language (a choice made
 * before the cookie existed included) and the browser's time zone (ch_tz). Learning the zone costs
 * a phone tens of milliseconds (its first date format): it is asked here only when the server was
 * never told; after that, the first local time a page writes tells it again (lib/format.ts).
 */
export function shareReaderSettings(storage: Storage = localStorage): void {
  if (typeof document === 'undefined') return;
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguageCode(stored)) writeLanguageCookie(stored);
  if (sharedTimeZone() === undefined) noteTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The time zone this browser last told the server (its ch_tz cookie). */
function sharedTimeZone(): string | undefined {
  const value = new RegExp(`(?:^|;\\s*)${READER_COOKIES.timeZone}=([^;]*)`).exec(document.cookie)?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** Tells the server the browser's time zone, when it is not what it was last told. */
export function noteTimeZone(zone: string | undefined): void {
  if (typeof document === 'undefined' || !zone || zone === sharedTimeZone()) return;
  document.cookie = `${READER_COOKIES.timeZone}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
