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

type Part = () => Promise<{ default: Partial<typeof enUS> }>;

/**
 * Each dictionary is two chunks of its own (i18n/first-sections.ts): the part a first page reads
 * and the rest. A visitor downloads the language they read, and another one only when they switch
 * to it. The three carry the same keys (web/test/i18n.test.ts), so no fallback language is fetched
 * alongside.
 */
const dictionaries: Record<LanguageCode, { first: Part; rest: Part }> = {
  'en-US': { first: () => import('@customer-hub/contract/i18n/en-US.json?part=first'), rest: () => import('@customer-hub/contract/i18n/en-US.json?part=rest') },
  'es-ES': { first: () => import('@customer-hub/contract/i18n/es-ES.json?part=first'), rest: () => import('@customer-hub/contract/i18n/es-ES.json?part=rest') },
  'pt-PT': { first: () => import('@customer-hub/contract/i18n/pt-PT.json?part=first'), rest: () => import('@customer-hub/contract/i18n/pt-PT.json?part=rest') },
};

/** Once a page has needed the whole dictionary, a language switched to afterwards comes whole too. */
let wholeWanted = false;
const restLoads = new Map<LanguageCode, Promise<void>>();

async function loadDictionary(language: LanguageCode): Promise<Partial<typeof enUS>> {
  const [first, rest] = await Promise.all([dictionaries[language].first(), wholeWanted ? dictionaries[language].rest() : undefined]);
  if (rest) restLoads.set(language, Promise.resolve());
  return { ...first.default, ...rest?.default };
}

/**
 * Settles once the reader's whole dictionary is in: what every page but the first ones (sign-in
 * and Home) waits for before it draws (app/routes.tsx), loaded alongside its code.
 */
export function loadWholeDictionary(): Promise<void> {
  wholeWanted = true;
  const language = currentLanguage();
  let loading = restLoads.get(language);
  if (!loading) {
    loading = dictionaries[language].rest().then(
      (rest) => void i18n.addResourceBundle(language, 'translation', rest.default, true, true),
      (error: unknown) => {
        restLoads.delete(language);
        throw error;
      },
    );
    restLoads.set(language, loading);
  }
  return loading;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18n.on('languageChanged', syncDocumentLanguage);

/** Settles once the starting language's dictionary is loaded; the app renders (or hydrates) after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string) => (isLanguageCode(language) ? loadDictionary(language) : Promise.resolve({}))),
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
    // A word missing from what is loaded is a defect (a section left out of the first part): said
    // in the console, where the browser tests of rendered pages fail on it. A call that gives its
    // own default expects some keys to be missing (the server's own report names, say).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options: { defaultValue?: unknown } | undefined) => {
      if (options?.defaultValue === undefined) console.error(`No text for "${key}" in the loaded dictionary`);
    },
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
