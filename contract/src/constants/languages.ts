/** Allowed languages (spec §9). The part after the dash is the flag code. */
export const LANGUAGE_CODES = ['en-US', 'es-ES', 'pt-PT'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface LanguageOption {
  code: LanguageCode;
  /** First two letters of the code. */
  locale: string;
  languageId: number;
}

export const LANGUAGES: readonly LanguageOption[] = LANGUAGE_CODES.map((code, i) => ({
  code,
  locale: code.slice(0, 2),
  languageId: i + 1,
}));

/** Spec §4: the browser's language when supported, otherwise Spanish. */
export const FALLBACK_LANGUAGE: LanguageCode = 'es-ES';

export function flagOf(code: string): string {
  return code.split('-')[1] ?? 'ES';
}

/** Maps any browser tag (`pt-BR`, `en`, `es-419`) onto an allowed language, or undefined. */
export function matchLanguage(tag: string | undefined | null): LanguageCode | undefined {
  if (!tag) return undefined;
  const exact = LANGUAGE_CODES.find((c) => c.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const prefix = tag.slice(0, 2).toLowerCase();
  return LANGUAGE_CODES.find((c) => c.startsWith(prefix));
}

/** Where the web app remembers the visitor's language choice in the browser (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Cookies the web app writes so that a page the server renders matches what the browser would
 * draw (not secrets): the remembered language and the browser's time zone (DESIGN.md §9).
 */
export const READER_COOKIES = { language: 'ch_lang', timeZone: 'ch_tz' } as const;
