import { TICKET_PRIORITIES, type TicketPriority } from './tickets.ts';

// Service levels of service requests: targets per priority in business hours, counted on the
// calendar of the ticket's country (working days, hours, public holidays and those staff add).

/** Settings key of the service-level group (Settings → Service levels). */
export const SLA_SETTING = 'sla';

/** The two targets a ticket's clock runs: the first staff answer, and the end of the work. */
export const SLA_TARGETS = ['firstResponse', 'resolution'] as const;
export type SlaTarget = (typeof SLA_TARGETS)[number];

/** What the warning job tells staff of a target: it is about to be missed, or it has been. */
export const SLA_NOTICE_STAGES = ['warning', 'breach'] as const;
export type SlaNoticeStage = (typeof SLA_NOTICE_STAGES)[number];

/** The calendars the clock knows: each country's national holidays and time zone. */
export const SLA_COUNTRIES = ['PT', 'ES'] as const;
export type SlaCountry = (typeof SLA_COUNTRIES)[number];

/** The staff queue's service-level filter: a running target already missed, or due within the warning lead time. */
export const SLA_FILTERS = ['breached', 'atRisk'] as const;
export type SlaFilter = (typeof SLA_FILTERS)[number];

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const SLA_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Bounds of a target (business hours) and of the warning lead time (business minutes). */
export const SLA_TARGET_MAX_HOURS = 2_000;
export const SLA_WARNING_MAX_MINUTES = 24 * 60;
/** How many holidays staff may add. */
export const SLA_EXTRA_HOLIDAYS_MAX = 200;

/** The targets of one priority, in business hours. */
export interface SlaTargetHours {
  firstResponseHours: number;
  resolutionHours: number;
}

/** The targets of a fresh installation. */
export const DEFAULT_SLA_TARGETS: Readonly<Record<TicketPriority, SlaTargetHours>> = {
  Low: { firstResponseHours: 16, resolutionHours: 80 },
  Normal: { firstResponseHours: 8, resolutionHours: 40 },
  High: { firstResponseHours: 4, resolutionHours: 16 },
  Urgent: { firstResponseHours: 1, resolutionHours: 8 },
};

export { TICKET_PRIORITIES };
