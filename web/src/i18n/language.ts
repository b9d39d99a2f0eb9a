import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  matchLanguage,
  type LanguageCode,
} from '@customer-hub/contract/constants/languages';

/** Where the visitor's choice is remembered before (and after) sign-in. */
export const LANGUAGE_STORAGE_KEY = 'language';

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

/** The language to start with in this browser. */
export function detectLanguage(storage: Storage = localStorage, nav: Navigator = navigator): LanguageCode {
  const browser = nav.languages?.length ? nav.languages : [nav.language];
  return resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), browser);
}

export function rememberLanguage(code: LanguageCode, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, code);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
