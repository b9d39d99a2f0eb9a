import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import type enUS from '@customer-hub/contract/i18n/en-US.json';
import { detectLanguage, isLanguageCode, rememberLanguage } from '@/i18n/language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}

/**
 * Each dictionary is its own chunk: a visitor downloads the language they read, and another
 * one only when they switch to it. The three carry the same keys (web/test/i18n.test.ts),
 * so no fallback language is fetched alongside.
 */
const dictionaries: Record<LanguageCode, () => Promise<{ default: typeof enUS }>> = {
  'en-US': () => import('@customer-hub/contract/i18n/en-US.json'),
  'es-ES': () => import('@customer-hub/contract/i18n/es-ES.json'),
  'pt-PT': () => import('@customer-hub/contract/i18n/pt-PT.json'),
};

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18n.on('languageChanged', syncDocumentLanguage);

/** Settles once the starting language's dictionary is loaded; the app renders (or hydrates) after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string) =>
      isLanguageCode(language) ? dictionaries[language]().then((module) => module.default) : Promise.resolve({}),
    ),
  )
  .init({
    lng: detectLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    partialBundledLanguages: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Ask for the dictionary now, not a task later: the page's code, which loads meanwhile, must not queue ahead of it.
    initAsync: false,
  });

/** Switches the interface language (fetching its dictionary first) and remembers it in this browser. */
export async function changeAppLanguage(code: LanguageCode): Promise<void> {
  rememberLanguage(code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : FALLBACK_LANGUAGE;
}

export default i18n;
