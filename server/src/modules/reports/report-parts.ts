import type { ServiceContext } from '@/service-context.ts';
import type { Scope } from '@/db/scope.ts';
import type { ReportColumn, ReportFigure, ReportFilters, ReportRow } from '@customer-hub/contract/reports';
import { badRequest } from '@/lib/errors.ts';

// What every built-in report's computation shares (built-in.ts, helpdesk-reports.ts).

export interface ReportResult {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow[];
  summary: ReportFigure[];
  applied: ReportFilters;
}

export interface ReportInput {
  ctx: ServiceContext;
  scope: Scope;
  filters: ReportFilters;
  /** Whether amounts are shown (PricesColumn). */
  prices: boolean;
  today: string;
}

// Money is added in cents so long reports do not drift.
export const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
export const fromCents = (c: number) => c / 100;
export const round1 = (n: number) => Math.round(n * 10) / 10;

export const col = (key: string, kind: ReportColumn['kind'], values?: ReportColumn['values']): ReportColumn => (values ? { key, kind, values } : { key, kind });
export const money = (key: string, value: number, currency: string): ReportFigure => ({ key, kind: 'money', value, currency });
export const count = (key: string, value: number): ReportFigure => ({ key, kind: 'integer', value });

/** Currencies, the most used first (then by code): the order of totals and figures. */
export function currenciesByUse(rows: { currency: string | null }[]): string[] {
  const uses = new Map<string, number>();
  for (const r of rows) if (r.currency) uses.set(r.currency, (uses.get(r.currency) ?? 0) + 1);
  return [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || a.localeCompare(b));
}

/** The first day of the month eleven months before `today`'s: with today, the last twelve months. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 11);
  return { from: d.toISOString().slice(0, 10), to: today };
}

export function tooLong(): never {
  throw badRequest('VALIDATION_FAILED', { reason: 'PERIOD_TOO_LONG' });
}
