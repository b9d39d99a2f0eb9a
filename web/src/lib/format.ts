import { currentLanguage } from '@/i18n/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO timestamp as a short local date and time in the interface language; '' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const language = currentLanguage();
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
