import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The dayjs locale (month and weekday names) and first weekday of each interface language. */
const DATES_LOCALES: Record<string, { locale: string; firstDayOfWeek: 0 | 1 }> = {
  'en-US': { locale: 'en', firstDayOfWeek: 0 },
  'es-ES': { locale: 'es', firstDayOfWeek: 1 },
  'pt-PT': { locale: 'pt', firstDayOfWeek: 1 },
};

/** Calendars in the reader's language, following a language switch. */
export function ReaderDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = DATES_LOCALES[i18n.resolvedLanguage ?? i18n.language] ?? DATES_LOCALES['en-US'];
  return <DatesProvider settings={{ ...settings, consistentWeeks: true }}>{children}</DatesProvider>;
}
