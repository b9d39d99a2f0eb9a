import { formatMoney, formatNumber } from '@/lib/format';

/** An amount with its currency, or nothing when the answer left it out (no PricesColumn). */
export const money = (amount: number | undefined, currency: string) => (amount === undefined ? '' : formatMoney(amount, currency));

/** A count in the reader's digits. */
export const count = (value: number) => formatNumber(value, 0);
