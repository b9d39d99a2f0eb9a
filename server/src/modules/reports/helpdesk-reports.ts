import { REPORT_MAX_ROWS, type ReportFilters, type ReportRow } from '@customer-hub/contract/reports';
import { businessMinutesBetween } from '@/lib/business-hours.ts';
import { calendarOf, getSlaSettings } from '@/modules/sla/service.ts';
import * as repo from './repository.ts';
import { col, count, lastTwelveMonths, round1, tooLong, type ReportInput, type ReportResult } from './report-parts.ts';

// The service desk's own figures: customer satisfaction and service levels (both staff only).

const round2 = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);

/**
 * Customer satisfaction (staff): the surveys of the requests done in the period, per month and
 * agent — sent, answered, the average rating, the share of 4–5 among the answers (CSAT) and the
 * share answered (response rate); the same over every row in the totals and figures.
 */
export async function satisfaction({ ctx, scope, filters, today }: ReportInput): Promise<ReportResult> {
  const period = { ...lastTwelveMonths(today), ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  const applied: ReportFilters = { ...period };
  const groups = await repo.satisfactionByMonthAgent(ctx.db, scope, applied);
  if (groups.length > REPORT_MAX_ROWS) tooLong();
  const figures = (g: { surveys: number; answers: number; ratingSum: number; good: number }) => ({
    surveys: g.surveys,
    answers: g.answers,
    averageRating: g.answers ? round2(g.ratingSum / g.answers) : null,
    csat: share(g.good, g.answers),
    responseRate: share(g.answers, g.surveys),
  });
  const rows: ReportRow[] = groups.map((g) => ({
    id: `${g.month}:${g.agentId ?? '-'}`,
    month: g.month,
    agent: g.agentFirstName === null ? null : `${g.agentFirstName} ${g.agentLastName ?? ''}`.trim(),
    ...figures(g),
  }));
  const sum = (k: 'surveys' | 'answers' | 'ratingSum' | 'good') => groups.reduce((s, g) => s + g[k], 0);
  const all = figures({ surveys: sum('surveys'), answers: sum('answers'), ratingSum: sum('ratingSum'), good: sum('good') });
  return {
    columns: [col('month', 'month'), col('agent', 'text'), col('surveys', 'integer'), col('answers', 'integer'), col('averageRating', 'decimal'), col('csat', 'percent'), col('responseRate', 'percent')],
    rows,
    totals: [{ id: 'total', ...all }],
    summary: [
      count('surveys', all.surveys),
      count('answers', all.answers),
      { key: 'averageRating', kind: 'decimal', value: all.averageRating },
      { key: 'csat', kind: 'percent', value: all.csat },
      { key: 'responseRate', kind: 'percent', value: all.responseRate },
    ],
    applied,
  };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Service levels per month of creation: the requests, the share whose first response met its
 * target and whose resolution met its target (of those already decided: met, or missed — a target
 * still running in time is neither; a customer's cancel or refusal leaves the resolution out), and
 * the median first response in business hours (each on its site's calendar).
 */
export async function serviceLevels({ ctx, scope, filters, today }: ReportInput): Promise<ReportResult> {
  const period = { ...lastTwelveMonths(today), ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  const applied: ReportFilters = { ...period, businessPartnerId: filters.businessPartnerId, siteId: filters.siteId };
  const found = await repo.serviceLevelRows(ctx.db, scope, applied, REPORT_MAX_ROWS + 1);
  if (found.length > REPORT_MAX_ROWS) tooLong();
  const settings = await getSlaSettings(ctx.db);
  const now = new Date();
  interface Month { tickets: number; firstMet: number; firstMissed: number; resolutionMet: number; resolutionMissed: number; firstHours: number[] }
  const empty = (): Month => ({ tickets: 0, firstMet: 0, firstMissed: 0, resolutionMet: 0, resolutionMissed: 0, firstHours: [] });
  const months = new Map<string, Month>();
  const all = empty();
  for (const r of found) {
    const key = r.createdAt.toISOString().slice(0, 7);
    const m = months.get(key) ?? empty();
    months.set(key, m);
    for (const into of [m, all]) into.tickets++;
    const firstEnd = r.firstRespondedAt ?? r.slaStoppedAt ?? r.resolvedAt;
    const first = r.firstRespondedAt && r.firstRespondedAt <= r.firstResponseDueAt ? 'met' : (firstEnd ?? now) > r.firstResponseDueAt ? 'missed' : null;
    const resolutionAt = r.slaStoppedAt ? null : (r.resolvedAt ?? r.slaPausedSince ?? now);
    const resolution = resolutionAt === null ? null : r.resolvedAt && r.resolvedAt <= r.resolutionDueAt ? 'met' : resolutionAt > r.resolutionDueAt ? 'missed' : null;
    const hours = r.firstRespondedAt ? businessMinutesBetween(r.createdAt, r.firstRespondedAt, calendarOf(settings, r.country)) / 60 : null;
    for (const into of [m, all]) {
      if (first === 'met') into.firstMet++;
      if (first === 'missed') into.firstMissed++;
      if (resolution === 'met') into.resolutionMet++;
      if (resolution === 'missed') into.resolutionMissed++;
      if (hours !== null) into.firstHours.push(hours);
    }
  }
  const share = (met: number, missed: number) => (met + missed ? Math.round((met / (met + missed)) * 10_000) / 10_000 : null);
  const figuresOf = (m: Month) => ({
    tickets: m.tickets,
    firstResponseMet: share(m.firstMet, m.firstMissed),
    firstResponseMissed: m.firstMissed,
    resolutionMet: share(m.resolutionMet, m.resolutionMissed),
    resolutionMissed: m.resolutionMissed,
    medianFirstResponseHours: ((h) => (h === null ? null : round1(h)))(median(m.firstHours)),
  });
  const rows: ReportRow[] = [...months.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([month, m]) => ({ id: month, month, ...figuresOf(m) }));
  const total = figuresOf(all);
  return {
    columns: [
      col('month', 'month'),
      col('tickets', 'integer'),
      col('firstResponseMet', 'percent'),
      col('firstResponseMissed', 'integer'),
      col('resolutionMet', 'percent'),
      col('resolutionMissed', 'integer'),
      col('medianFirstResponseHours', 'decimal'),
    ],
    rows,
    totals: [{ id: 'total', ...total }],
    summary: [
      count('tickets', total.tickets),
      { key: 'firstResponseMet', kind: 'percent', value: total.firstResponseMet },
      { key: 'resolutionMet', kind: 'percent', value: total.resolutionMet },
      { key: 'medianFirstResponseHours', kind: 'decimal', value: total.medianFirstResponseHours },
    ],
    applied,
  };
}
