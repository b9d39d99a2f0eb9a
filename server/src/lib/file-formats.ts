import type { LanguageCode } from '@customer-hub/contract/languages';

/**
 * How the reader writes numbers, money, dates and months, for the files the app writes (the
 * statement of account, the report files). The standard PDF fonts have no narrow no-break space
 * (which some languages put in numbers): a plain no-break space looks the same.
 */
export function fileFormats(language: LanguageCode) {
  const clean = (s: string) => s.replaceAll('\u202f', '\u00a0');
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    integer: (n: number) => clean(integer.format(n)),
    decimal: (n: number) => clean(decimal.format(n)),
    amount: (n: number) => clean(amount.format(n)),
    percent: (n: number) => clean(percent.format(n)),
    /** With the currency's sign where the language has one; an unknown currency code after the amount. */
    money: (n: number, currency: string) => {
      try {
        return clean(new Intl.NumberFormat(language, { style: 'currency', currency }).format(n));
      } catch {
        return `${clean(amount.format(n))} ${currency}`;
      }
    },
    /** A day (`YYYY-MM-DD`); nothing for none. */
    date: (iso: string | null) => (iso ? date.format(new Date(`${iso}T00:00:00Z`)) : ''),
    /** A month (`YYYY-MM`). */
    month: (ym: string) => month.format(new Date(`${ym}-01T00:00:00Z`)),
  };
}
export type FileFormats = ReturnType<typeof fileFormats>;
