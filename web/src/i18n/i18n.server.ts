import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import enUS from '@customer-hub/contract/i18n/en-US.json';
import esES from '@customer-hub/contract/i18n/es-ES.json';
import ptPT from '@customer-hub/contract/i18n/pt-PT.json';
import { requestScope } from '@/i18n/request-scope';

/**
 * The server render's `@/i18n/i18n` (web/vite.config.ts swaps it in for the SSR build): one
 * i18next instance per language, made once with its dictionary and never switched, so renders of
 * different languages running side by side cannot change each other's words. `i18n` answers for
 * the language of the request being rendered (i18n/request-scope.ts).
 */
const dictionaries: Record<LanguageCode, typeof enUS> = { 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT };

const instances = new Map<LanguageCode, I18n>(
  LANGUAGE_CODES.map((language) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      resources: { [language]: { translation: dictionaries[language] } },
      fallbackLng: false,
      supportedLngs: LANGUAGE_CODES,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    return [language, instance];
  }),
);

/** The instance of a language, for the render's I18nextProvider. */
export function i18nFor(language: LanguageCode): I18n {
  return instances.get(language) ?? instances.get(FALLBACK_LANGUAGE)!;
}

export function currentLanguage(): LanguageCode {
  return requestScope()?.language ?? FALLBACK_LANGUAGE;
}

const i18n = new Proxy({} as I18n, {
  get(_target, key) {
    const instance = i18nFor(currentLanguage());
    const value: unknown = Reflect.get(instance, key, instance);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
  },
});

export const i18nReady: Promise<unknown> = Promise.resolve();

/** Every dictionary is whole on the server. */
export function loadWholeDictionary(): Promise<void> {
  return Promise.resolve();
}

/** A render never switches language: the language is the request's. */
export function changeAppLanguage(): Promise<void> {
  return Promise.resolve();
}

export default i18n;
