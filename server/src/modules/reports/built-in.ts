import { statementData } from '@/modules/current-account/service.ts';
import { AGING_BUCKETS, REPORT_MAX_ROWS, type BuiltInReportId, type ReportFilters, type ReportRow } from '@customer-hub/contract/reports';
import { satisfaction, serviceLevels } from './helpdesk-reports.ts';
import * as repo from './repository.ts';
import { cents, col, count, currenciesByUse, fromCents, lastTwelveMonths, money, round1, tooLong, type ReportInput, type ReportResult } from './report-parts.ts';

export type { ReportResult } from './report-parts.ts';

/** Statement of account: the current account's statement of the period, each entry with its running balance per currency. */
async function statementOfAccount({ ctx, filters, today }: ReportInput): Promise<ReportResult> {
  const data = await statementData(ctx, { from: filters.from, to: filters.to, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId }, today);
  if (data.entries.length > REPORT_MAX_ROWS) tooLong();
  const running = new Map(data.balances.map((b) => [b.currency, cents(b.opening)]));
  const debit = new Map<string, number>();
  const credit = new Map<string, number>();
  const rows: ReportRow[] = data.entries.map((e) => {
    const amount = cents(e.amount);
    const balance = (running.get(e.currency) ?? 0) + amount;
    running.set(e.currency, balance);
    if (amount >= 0) debit.set(e.currency, (debit.get(e.currency) ?? 0) + amount);
    else credit.set(e.currency, (credit.get(e.currency) ?? 0) - amount);
    return {
      id: e.id,
      postDate: e.postDate,
      documentNo: e.documentNo,
      documentType: e.documentType,
      dueDate: e.dueDate,
      currency: e.currency,
      debit: amount >= 0 ? fromCents(amount) : null,
      credit: amount < 0 ? fromCents(-amount) : null,
      balance: fromCents(balance),
    };
  });
  const currencies = [...new Set([...currenciesByUse(data.entries), ...data.balances.map((b) => b.currency).sort()])];
  if (!currencies.length) currencies.push('EUR');
  const opening = (c: string) => cents(data.balances.find((b) => b.currency === c)?.opening);
  return {
    columns: [
      col('postDate', 'date'),
      col('documentNo', 'text'),
      col('documentType', 'status', 'documentType'),
      col('dueDate', 'date'),
      col('currency', 'text'),
      col('debit', 'money'),
      col('credit', 'money'),
      col('balance', 'money'),
    ],
    rows,
    totals: currencies.map((c) => ({
      id: `total-${c}`,
      currency: c,
      debit: fromCents(debit.get(c) ?? 0),
      credit: fromCents(credit.get(c) ?? 0),
      balance: fromCents(running.get(c) ?? opening(c)),
    })),
    summary: currencies.flatMap((c) => [
      money('openingBalance', fromCents(opening(c)), c),
      money('closingBalance', fromCents(running.get(c) ?? opening(c)), c),
      money('overdue', fromCents(cents(data.balances.find((b) => b.currency === c)?.overdue)), c),
    ]),
    applied: { from: data.from, to: data.to, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId },
  };
}

/** Aging by business partner: open items by days past due, in amounts (PricesColumn) or else in documents. */
async function agingByPartner({ ctx, scope, filters, prices, today }: ReportInput): Promise<ReportResult> {
  const groups = await repo.agingByPartner(ctx.db, scope, filters, today);
  const applied = { businessPartnerId: filters.businessPartnerId, siteId: filters.siteId };
  const overdueBuckets = AGING_BUCKETS.filter((b) => b !== 'current');
  if (prices) {
    const rows: ReportRow[] = groups.map((g) => {
      const row: ReportRow = { id: `${g.businessPartnerId}:${g.currency}`, businessPartner: g.businessPartnerName, customerNo: g.customerNo, currency: g.currency };
      let total = 0;
      for (const b of AGING_BUCKETS) {
        row[b] = fromCents(cents(g[b]));
        total += cents(g[b]);
      }
      row.total = fromCents(total);
      return row;
    });
    const currencies = currenciesByUse(groups);
    const totals = currencies.map((c) => {
      const mine = groups.filter((g) => g.currency === c);
      const row: ReportRow = { id: `total-${c}`, currency: c };
      for (const b of [...AGING_BUCKETS, 'total'] as const) {
        row[b] = fromCents(mine.reduce((s, g) => s + (b === 'total' ? AGING_BUCKETS.reduce((t, k) => t + cents(g[k]), 0) : cents(g[b])), 0));
      }
      return row;
    });
    return {
      columns: [col('businessPartner', 'text'), col('customerNo', 'text'), col('currency', 'text'), ...[...AGING_BUCKETS, 'total'].map((k) => col(k, 'money'))],
      rows,
      totals,
      summary: totals.flatMap((t) => [
        money('totalOpen', t.total as number, t.currency as string),
        money('overdue', fromCents(overdueBuckets.reduce((s, b) => s + cents(t[b]), 0)), t.currency as string),
      ]),
      applied,
    };
  }
  // Without prices: the number of open documents per bucket, one row per partner.
  const byPartner = new Map<string, ReportRow>();
  for (const g of groups) {
    const row = byPartner.get(g.businessPartnerId) ?? { id: g.businessPartnerId, businessPartner: g.businessPartnerName, customerNo: g.customerNo, total: 0 };
    for (const b of AGING_BUCKETS) {
      row[b] = ((row[b] as number | undefined) ?? 0) + g[`${b}Count`];
      row.total = (row.total as number) + g[`${b}Count`];
    }
    byPartner.set(g.businessPartnerId, row);
  }
  const rows = [...byPartner.values()];
  const totals: ReportRow = { id: 'total' };
  for (const k of [...AGING_BUCKETS, 'total']) totals[k] = rows.reduce((s, r) => s + (r[k] as number), 0);
  return {
    columns: [col('businessPartner', 'text'), col('customerNo', 'text'), ...[...AGING_BUCKETS, 'total'].map((k) => col(k, 'integer'))],
    rows,
    totals: [totals],
    summary: [count('openDocuments', totals.total as number), count('overdueDocuments', overdueBuckets.reduce((s, b) => s + (totals[b] as number), 0))],
    applied,
  };
}

/** Service request history: the period's requests, when each closed and in how many days; budgets with PricesColumn. */
async function ticketHistory({ ctx, scope, filters, prices, today }: ReportInput): Promise<ReportResult> {
  const period = { ...lastTwelveMonths(today), ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  const applied: ReportFilters = { ...period, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId, status: filters.status };
  const found = await repo.ticketHistoryRows(ctx.db, scope, applied, REPORT_MAX_ROWS + 1);
  if (found.length > REPORT_MAX_ROWS) tooLong();
  const daysOf = (t: repo.TicketHistoryRow) => (t.closedAt ? round1((t.closedAt.getTime() - t.createdAt.getTime()) / 86_400_000) : null);
  const rows: ReportRow[] = found.map((t) => ({
    id: t.id,
    ticketNo: t.ticketNo,
    createdAt: t.createdAt.toISOString().slice(0, 10),
    title: t.title,
    type: t.type,
    priority: t.priority,
    status: t.status,
    businessPartner: t.businessPartnerName,
    site: t.siteName,
    closedAt: t.closedAt ? t.closedAt.toISOString().slice(0, 10) : null,
    daysToClose: daysOf(t),
    ...(prices && { budget: t.proposedBudget === null ? null : fromCents(cents(t.proposedBudget)), currency: t.currency }),
  }));
  const average = (list: repo.TicketHistoryRow[]) => {
    const days = list.map(daysOf).filter((d): d is number => d !== null);
    return days.length ? round1(days.reduce((s, d) => s + d, 0) / days.length) : null;
  };
  const closed = found.filter((t) => t.closedAt !== null).length;
  const totals: ReportRow[] = prices
    ? currenciesByUse(found).map((c) => {
        const mine = found.filter((t) => t.currency === c);
        return { id: `total-${c}`, currency: c, daysToClose: average(mine), budget: fromCents(mine.reduce((s, t) => s + cents(t.proposedBudget), 0)) };
      })
    : [{ id: 'total', daysToClose: average(found) }];
  return {
    columns: [
      col('ticketNo', 'text'),
      col('createdAt', 'date'),
      col('title', 'text'),
      col('type', 'status', 'ticketType'),
      col('priority', 'status', 'ticketPriority'),
      col('status', 'status', 'ticketStatus'),
      col('businessPartner', 'text'),
      col('site', 'text'),
      col('closedAt', 'date'),
      col('daysToClose', 'decimal'),
      ...(prices ? [col('budget', 'money'), col('currency', 'text')] : []),
    ],
    rows,
    totals,
    summary: [count('tickets', found.length), count('open', found.length - closed), count('closed', closed), { key: 'averageDaysToClose', kind: 'decimal', value: average(found) }],
    applied,
  };
}

const ORDER_COUNTS = ['orders', 'confirming', 'confirmed', 'cancelled'] as const;

/** Orders by site and month: counts by status, and the value of the orders not cancelled with PricesColumn. */
async function ordersBySiteMonth({ ctx, scope, filters, prices, today }: ReportInput): Promise<ReportResult> {
  const period = { ...lastTwelveMonths(today), ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  const applied: ReportFilters = { ...period, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId, status: filters.status };
  const groups = await repo.ordersBySiteMonth(ctx.db, scope, applied, prices);
  if (groups.length > REPORT_MAX_ROWS) tooLong();
  const rows: ReportRow[] = groups.map((g) => ({
    id: [g.businessPartnerId, g.siteId ?? '-', g.month, g.currency ?? '-'].join(':'),
    businessPartner: g.businessPartnerName,
    site: g.siteName,
    month: g.month,
    ...Object.fromEntries(ORDER_COUNTS.map((k) => [k, g[k]])),
    ...(prices && { value: fromCents(cents(g.value)), currency: g.currency }),
  }));
  const sumOf = (list: repo.OrdersBySiteMonthRow[], id: string): ReportRow => ({ id, ...Object.fromEntries(ORDER_COUNTS.map((k) => [k, list.reduce((s, g) => s + g[k], 0)])) });
  const totals: ReportRow[] = prices
    ? currenciesByUse(groups).map((c) => {
        const mine = groups.filter((g) => g.currency === c);
        return { ...sumOf(mine, `total-${c}`), value: fromCents(mine.reduce((s, g) => s + cents(g.value), 0)), currency: c };
      })
    : [sumOf(groups, 'total')];
  const all = sumOf(groups, 'all');
  return {
    columns: [
      col('businessPartner', 'text'),
      col('site', 'text'),
      col('month', 'month'),
      ...ORDER_COUNTS.map((k) => col(k, 'integer')),
      ...(prices ? [col('value', 'money'), col('currency', 'text')] : []),
    ],
    rows,
    totals,
    summary: [
      count('orders', all.orders as number),
      count('confirmed', all.confirmed as number),
      count('cancelled', all.cancelled as number),
      ...(prices ? totals.map((t) => money('value', t.value as number, t.currency as string)) : []),
    ],
    applied,
  };
}

const TRIP_COUNTS = ['trips', 'completed', 'cancelled', 'onTime', 'late'] as const;

/** Trips by month: done, cancelled, on time against late, the share on time and the late ones' average delay. */
async function tripsByMonth({ ctx, scope, filters, today }: ReportInput): Promise<ReportResult> {
  const period = { ...lastTwelveMonths(today), ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  const applied: ReportFilters = { ...period, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId };
  const months = await repo.tripsByMonth(ctx.db, scope, applied);
  const punctuality = (onTime: number, late: number) => (onTime + late ? Math.round((onTime / (onTime + late)) * 10_000) / 10_000 : null);
  const delay = (minutes: number, late: number) => (late ? round1(minutes / late) : null);
  const rows: ReportRow[] = months.map((m) => ({
    id: m.month,
    month: m.month,
    ...Object.fromEntries(TRIP_COUNTS.map((k) => [k, m[k]])),
    punctuality: punctuality(m.onTime, m.late),
    averageDelayMinutes: delay(Number(m.lateMinutes ?? 0), m.late),
  }));
  const sum = (k: (typeof TRIP_COUNTS)[number]) => months.reduce((s, m) => s + m[k], 0);
  const lateMinutes = months.reduce((s, m) => s + Number(m.lateMinutes ?? 0), 0);
  const totals: ReportRow = {
    id: 'total',
    ...Object.fromEntries(TRIP_COUNTS.map((k) => [k, sum(k)])),
    punctuality: punctuality(sum('onTime'), sum('late')),
    averageDelayMinutes: delay(lateMinutes, sum('late')),
  };
  return {
    columns: [col('month', 'month'), ...TRIP_COUNTS.map((k) => col(k, 'integer')), col('punctuality', 'percent'), col('averageDelayMinutes', 'decimal')],
    rows,
    totals: [totals],
    summary: [count('trips', sum('trips')), count('onTime', sum('onTime')), count('late', sum('late')), { key: 'punctuality', kind: 'percent', value: totals.punctuality as number | null }],
    applied,
  };
}

/** Each built-in report's computation. */
export const BUILT_IN: Record<BuiltInReportId, (input: ReportInput) => Promise<ReportResult>> = {
  'statement-of-account': statementOfAccount,
  'aging-by-partner': agingByPartner,
  'ticket-history': ticketHistory,
  'orders-by-site-month': ordersBySiteMonth,
  'trips-by-month': tripsByMonth,
  satisfaction,
  'service-levels': serviceLevels,
};
