import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import enUS from '@/i18n/en-US.json';
import esES from '@/i18n/es-ES.json';
import ptPT from '@/i18n/pt-PT.json';
import { detectLanguage, isLanguageCode, rememberLanguage } from '@/i18n/language';

export const resources = {
  'en-US': { translation: enUS },
  'es-ES': { translation: esES },
  'pt-PT': { translation: ptPT },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en-US',
  supportedLngs: LANGUAGE_CODES,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the interface language and remembers it in this browser. */
export async function changeAppLanguage(code: LanguageCode): Promise<void> {
  rememberLanguage(code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : FALLBACK_LANGUAGE;
}

export default i18n;
