import { currentLanguage } from '@/i18n/i18n';
import { formatMoney, formatNumber } from '@/lib/format';

/** A month (YYYY-MM) as the reader writes it short ("Nov 2026", "nov. 2026"). */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, m! - 1, 1)));
}

/** An amount with its currency, or nothing when the answer left it out (no PricesColumn). */
export const money = (amount: number | undefined, currency: string) => (amount === undefined ? '' : formatMoney(amount, currency));

/** A count in the reader's digits. */
export const count = (value: number) => formatNumber(value, 0);
