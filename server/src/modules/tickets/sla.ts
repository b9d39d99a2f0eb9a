import type { Db } from '@/db/client.ts';
import { addBusinessMinutes, businessMinutesBetween, subtractBusinessMinutes, type BusinessCalendar } from '@/lib/business-hours.ts';
import { toIso } from '@/lib/lists.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { calendarOf, clockOf, getSlaSettings, targetsOf } from '@/modules/sla/service.ts';
import type { SlaTarget, TicketSla } from '@customer-hub/contract/sla';
import type { TicketStatus } from '@customer-hub/contract/tickets';
import * as repo from './sla-repository.ts';

// A ticket's service-level clock (docs/ARCHITECTURE.md, Service levels). Two targets run from its
// creation, in business minutes on the calendar of its site's country: the first response (the
// first staff comment customers see, or a staff transition: propose, decline) and the resolution
// (Done or Declined). The clock pauses while the ticket is Confirming (waiting on the customer's
// answer); the business minutes paused push the resolution's due instant later. A customer's
// Canceled or Refused stops it without a breach. The create, transition and comment code call
// the hooks below, one line each, inside their transactions.

const RESOLVED: readonly TicketStatus[] = ['Done', 'Declined'];
const STOPPED: readonly TicketStatus[] = ['Canceled', 'Refused'];

type Fields = repo.ClockFields;

/** The target running now (first response, then resolution), or null: closed, or paused. */
function runningTarget(f: Fields): SlaTarget | null {
  if (f.resolvedAt || f.slaStoppedAt) return null;
  if (!f.firstRespondedAt) return 'firstResponse';
  return f.slaPausedSince ? null : 'resolution';
}

/** The running target's due and warning instants, from the clock's fields. */
function withRunning(f: Fields, calendar: BusinessCalendar, warningMinutes: number): Fields {
  const target = runningTarget(f);
  const due = target === 'firstResponse' ? f.firstResponseDueAt : target === 'resolution' ? f.resolutionDueAt : null;
  return { ...f, slaDueAt: due, slaWarnAt: due ? subtractBusinessMinutes(due, warningMinutes, calendar) : null };
}

/**
 * Starts a new ticket's clock from its creation: its company's targets for its priority (the
 * company's own, else the settings'), both due instants, and the first response running.
 */
export async function startClock(tx: Db, ticketId: string): Promise<void> {
  const row = await repo.findClock(tx, ticketId);
  if (!row) return;
  const [targets, { calendar, warningMinutes }] = await Promise.all([targetsOf(tx, row.companyId, row.priority), clockOf(tx, row.country)]);
  const fields: Fields = {
    slaFirstResponseMinutes: targets.firstResponseMinutes,
    slaResolutionMinutes: targets.resolutionMinutes,
    firstResponseDueAt: addBusinessMinutes(row.createdAt, targets.firstResponseMinutes, calendar),
    resolutionDueAt: addBusinessMinutes(row.createdAt, targets.resolutionMinutes, calendar),
    firstRespondedAt: null,
    resolvedAt: null,
    slaStoppedAt: null,
    slaPausedSince: null,
    slaPausedMinutes: 0,
    slaDueAt: null,
    slaWarnAt: null,
  };
  await repo.updateClock(tx, ticketId, withRunning(fields, calendar, warningMinutes));
}

/** The clock after a change: a staff answer, a status reached (null: none), at `now`. */
async function advance(tx: Db, ticketId: string, change: { staffAnswer: boolean; from?: TicketStatus; to?: TicketStatus }, now: Date): Promise<void> {
  const row = await repo.findClock(tx, ticketId);
  if (!row || row.slaResolutionMinutes === null) return; // raised before service levels existed
  const { calendar, warningMinutes } = await clockOf(tx, row.country);
  const f: Fields = { ...row };
  if (change.staffAnswer && !f.firstRespondedAt) f.firstRespondedAt = now;
  if (f.slaPausedSince && change.to && change.to !== 'Confirming') {
    f.slaPausedMinutes += Math.max(0, Math.round(businessMinutesBetween(f.slaPausedSince, now, calendar)));
    f.slaPausedSince = null;
    f.resolutionDueAt = addBusinessMinutes(row.createdAt, f.slaResolutionMinutes! + f.slaPausedMinutes, calendar);
  }
  if (change.to === 'Confirming' && !f.slaPausedSince) f.slaPausedSince = now;
  if (change.to && RESOLVED.includes(change.to)) f.resolvedAt = now;
  if (change.to && STOPPED.includes(change.to)) f.slaStoppedAt = now;
  await repo.updateClock(tx, ticketId, withRunning(f, calendar, warningMinutes));
}

/** After a transition: staff transitions answer the customer; Confirming pauses, leaving it resumes; closing stops. */
export const clockOnTransition = (tx: Db, ticketId: string, from: TicketStatus, to: TicketStatus, byStaff: boolean, now = new Date()) =>
  advance(tx, ticketId, { staffAnswer: byStaff, from, to }, now);

/** After a comment: a staff comment customers see is a first response; other comments change nothing. */
export async function clockOnComment(tx: Db, ticketId: string, byStaff: boolean, internal: boolean, now = new Date()): Promise<void> {
  if (byStaff && !internal) await advance(tx, ticketId, { staffAnswer: true }, now);
}

/** What presentSla needs of a ticket row. */
export type SlaRow = Fields & { status: TicketStatus; siteCountry: string | null };

/**
 * A function turning ticket rows into their service level at `now`: the calendars come from the
 * settings read once. `minutesLeft` is business minutes to the running target's due instant
 * (negative once overdue); while paused, what was left when the pause began.
 */
export async function slaPresenter(db: Db, now = new Date()): Promise<(row: SlaRow) => TicketSla | null> {
  const settings = await getSlaSettings(db);
  const calendars = new Map<string, BusinessCalendar>();
  const calendarFor = (country: string | null) => {
    const key = country ?? '';
    if (!calendars.has(key)) calendars.set(key, calendarOf(settings, country));
    return calendars.get(key)!;
  };
  return (row) => {
    if (row.slaResolutionMinutes === null || row.firstResponseDueAt === null || row.resolutionDueAt === null) return null;
    const calendar = calendarFor(row.siteCountry);
    const target = runningTarget(row);
    const firstLate = (row.firstRespondedAt ?? row.slaStoppedAt ?? row.resolvedAt ?? now) > row.firstResponseDueAt;
    const resolutionJudgedAt = row.slaStoppedAt ? null : (row.resolvedAt ?? row.slaPausedSince ?? now);
    const resolutionLate = resolutionJudgedAt !== null && resolutionJudgedAt > row.resolutionDueAt;
    let minutesLeft: number | null = null;
    if (target) minutesLeft = Math.floor(businessMinutesBetween(now, target === 'firstResponse' ? row.firstResponseDueAt : row.resolutionDueAt, calendar));
    else if (row.slaPausedSince && !row.resolvedAt && !row.slaStoppedAt) {
      minutesLeft = Math.floor(businessMinutesBetween(row.slaPausedSince, row.resolutionDueAt, calendar));
    }
    return {
      firstResponseDueAt: toIso(row.firstResponseDueAt),
      resolutionDueAt: toIso(row.resolutionDueAt),
      firstRespondedAt: row.firstRespondedAt ? toIso(row.firstRespondedAt) : null,
      breached: firstLate || resolutionLate,
      minutesLeft,
      paused: row.slaPausedSince !== null && !row.resolvedAt && !row.slaStoppedAt,
      running: target,
    };
  };
}

/** How many tickets one run of the warning job looks at, at most (the rest wait for the next run). */
const WARN_BATCH = 200;
/** How often the warning job runs. */
export const SLA_WARNING_INTERVAL_MS = 60_000;

/**
 * The warning job: each open ticket whose running target is within the warning lead time is told
 * to its assignee (or every staff user while nobody is assigned) once, and once more when the
 * target is missed — once per ticket, target and stage, on every instance together
 * (ticket_sla_notices). Answers how many notices it sent.
 */
export async function warnOfDueTargets(ctx: ServiceContext<Principal | null>, now = new Date()): Promise<number> {
  const due = await repo.findDueClocks(ctx.db, now, WARN_BATCH);
  let sent = 0;
  for (const row of due) {
    const target = runningTarget(row);
    if (!target || !row.slaDueAt) continue;
    const stage = row.slaDueAt <= now ? 'breach' : 'warning';
    await ctx.transaction(async (t) => {
      if (!(await repo.claimNotice(t.db, row.companyId, row.id, target, stage))) return;
      // A breach found without a warning before it (the job was down) is told as the breach only.
      if (stage === 'breach') await repo.claimNotice(t.db, row.companyId, row.id, target, 'warning');
      const recipients = row.assigneeId ? [row.assigneeId] : 'staff';
      await t.notify(recipients, {
        kind: 'TicketSlaWarning',
        refId: row.id,
        params: { ticketNo: row.ticketNo, title: row.title, status: row.status, target, stage, dueAt: toIso(row.slaDueAt!) },
      });
      sent++;
    });
  }
  return sent;
}

/** A change in a ticket's past, replayed by replayClock. */
export interface ClockEvent {
  at: Date;
  staff: boolean;
  /** A status change; without it, a comment. */
  from?: TicketStatus | null;
  to?: TicketStatus;
  internal?: boolean;
}

/**
 * Starts a ticket's clock from its creation and replays its past changes in order (a ticket
 * written without going through createTicket: the demo data).
 */
export async function replayClock(tx: Db, ticketId: string, events: readonly ClockEvent[]): Promise<void> {
  await startClock(tx, ticketId);
  for (const e of [...events].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    if (e.to && e.from) await clockOnTransition(tx, ticketId, e.from, e.to, e.staff, e.at);
    else if (!e.to) await clockOnComment(tx, ticketId, e.staff, e.internal ?? false, e.at);
  }
}
