import type { DocumentSection } from './documents.ts';

/**
 * The customer's Dashboard (spec §1, §2 DashboardTab): the figures of the lists behind it, in
 * one answer. Plain constants live here so the web can use them without loading zod.
 */

/** The period selector: this month, the last 3 or 12 months (this one included), or a custom range. */
export const DASHBOARD_PERIODS = ['month', '3m', '12m', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A custom period may span at most this many days (both ends included). */
export const DASHBOARD_CUSTOM_MAX_DAYS = 732;

/** Documents count when dated within this many days up to today (today included). */
export const DASHBOARD_DOCUMENT_DAYS = 30;

/** Aging of the open items by days past their due date: not yet due, then 1–30, 31–60, 61–90 and over 90 days. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Days past due (inclusive) of each bucket; `current` is not due yet (or has no due date). */
export const AGING_BUCKET_DAYS: Readonly<Record<Exclude<AgingBucket, 'current'>, readonly [number, number | null]>> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

/** YYYY-MM-DD `days` after `date` (UTC calendar days). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month `months` after the month of `date` (negative: before). */
export function monthStart(date: string, months = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The current-account filter that lists exactly one bucket's entries on `today`: open items not yet
 * due (state `open`), or overdue items whose due date lies in the bucket's range.
 */
export function agingFilter(bucket: AgingBucket, today: string): { state: 'open' | 'overdue'; dueFrom?: string; dueTo?: string } {
  if (bucket === 'current') return { state: 'open' };
  const [fewest, most] = AGING_BUCKET_DAYS[bucket];
  return { state: 'overdue', ...(most === null ? {} : { dueFrom: addDays(today, -most) }), dueTo: addDays(today, -fewest) };
}

/** The Monday and Sunday of the week (UTC) that holds `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The days a period covers on `today`, both ends included; a custom one is taken as given. */
export function periodRange(period: DashboardPeriod, today: string, custom: { from?: string; to?: string } = {}): { from: string; to: string } {
  switch (period) {
    case 'month':
      return { from: monthStart(today), to: today };
    case '3m':
      return { from: monthStart(today, -2), to: today };
    case '12m':
      return { from: monthStart(today, -11), to: today };
    case 'custom':
      return { from: custom.from ?? monthStart(today), to: custom.to ?? today };
  }
}

/** The months (YYYY-MM) from the month of `from` to the month of `to`, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = monthStart(from); m <= to; m = monthStart(m, 1)) out.push(m.slice(0, 7));
  return out;
}

/** The sections the documents figure counts: those of Search documents (invoices belong to the current account). */
export const DASHBOARD_DOCUMENT_SECTIONS = ['Budgets', 'Folders', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician'] as const satisfies readonly DocumentSection[];
