import { z } from 'zod';
import { TICKET_PRIORITIES } from './constants/tickets.ts';
import {
  DEFAULT_SLA_TARGETS,
  SLA_COUNTRIES,
  SLA_EXTRA_HOLIDAYS_MAX,
  SLA_TARGET_MAX_HOURS,
  SLA_WARNING_MAX_MINUTES,
  SLA_WEEKDAYS,
} from './constants/sla.ts';
export * from './constants/sla.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'A time such as 09:00' });
/** Business hours, in quarters of an hour. */
const targetHours = z
  .number()
  .positive()
  .max(SLA_TARGET_MAX_HOURS)
  .refine((h) => Number.isInteger(h * 4), { message: 'Whole quarters of an hour' });

export const SlaTargetHours = z.object({ firstResponseHours: targetHours, resolutionHours: targetHours });

/** A holiday staff add: a date, for one country's calendar or both (null). */
export const SlaExtraHoliday = z.object({
  date: z.iso.date(),
  country: z.enum(SLA_COUNTRIES).nullable(),
  name: z.string().trim().max(100).default(''),
});
export type SlaExtraHoliday = z.infer<typeof SlaExtraHoliday>;

/**
 * GET/PUT /api/settings/sla (Admin): the targets of each priority (business hours), the working
 * days and hours, the country whose calendar a ticket follows when its site names none the clock
 * knows, the warning lead time (business minutes before a target is missed) and the holidays staff
 * add beside the countries' public ones.
 */
export const SlaSettingsFields = z.object({
  targets: z.object(Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, SlaTargetHours])) as Record<(typeof TICKET_PRIORITIES)[number], typeof SlaTargetHours>),
  workingDays: z.array(z.number().int().min(SLA_WEEKDAYS[0]).max(SLA_WEEKDAYS[6])).min(1).max(7),
  start: hhmm,
  end: hhmm,
  defaultCountry: z.enum(SLA_COUNTRIES),
  warningMinutes: z.number().int().min(0).max(SLA_WARNING_MAX_MINUTES),
  extraHolidays: z.array(SlaExtraHoliday).max(SLA_EXTRA_HOLIDAYS_MAX),
});
/** The settings as the back office sends them: the day ends after it starts. */
export const SlaSettings = SlaSettingsFields.refine((s) => s.end > s.start, { message: 'The day ends after it starts', path: ['end'] });
export type SlaSettings = z.infer<typeof SlaSettings>;

export const DEFAULT_SLA_SETTINGS: SlaSettings = {
  targets: { ...DEFAULT_SLA_TARGETS },
  workingDays: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '18:00',
  defaultCountry: 'PT',
  warningMinutes: 60,
  extraHolidays: [],
};

/** One priority's targets in business minutes. */
export const SlaPolicyTarget = z.object({
  priority: z.enum(TICKET_PRIORITIES),
  firstResponseMinutes: z.number().int().positive().max(SLA_TARGET_MAX_HOURS * 60),
  resolutionMinutes: z.number().int().positive().max(SLA_TARGET_MAX_HOURS * 60),
});
export type SlaPolicyTarget = z.infer<typeof SlaPolicyTarget>;

export const SlaCompanyParams = z.object({ companyId: z.uuid() });

/**
 * GET/PUT /api/sla/companies/:companyId (staff): the company's own service levels (its contract's),
 * the priorities it overrides; the others follow the settings. PUT replaces them all (an empty list:
 * the settings' targets for every priority).
 */
export const SlaCompanyPolicy = z.object({
  overrides: z
    .array(SlaPolicyTarget)
    .max(TICKET_PRIORITIES.length)
    .refine((o) => new Set(o.map((t) => t.priority)).size === o.length, { message: 'One row per priority' }),
});
export type SlaCompanyPolicy = z.infer<typeof SlaCompanyPolicy>;

/** GET /api/sla/promise: whose company (staff name it; a contact gets their own). */
export const SlaPromiseRequest = z.object({ companyId: z.uuid().optional() });
export type SlaPromiseRequest = z.infer<typeof SlaPromiseRequest>;

/** The times promised to a company per priority (business minutes), and the working hours they count in. */
export const SlaPromiseResponse = z.object({
  targets: z.array(SlaPolicyTarget),
  workingDays: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
});
export type SlaPromiseResponse = z.infer<typeof SlaPromiseResponse>;

/**
 * A ticket's service level as the staff queue and the ticket page show it: the due instants, whether
 * a target was missed, the business minutes left on the running one (negative once overdue, null when
 * none runs), and whether the clock is paused (waiting on the customer).
 */
export const TicketSla = z.object({
  firstResponseDueAt: z.string().nullable(),
  resolutionDueAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  breached: z.boolean(),
  minutesLeft: z.number().int().nullable(),
  paused: z.boolean(),
  /** The target the clock runs now (null: none: met, paused or closed). */
  running: z.enum(['firstResponse', 'resolution']).nullable(),
});
export type TicketSla = z.infer<typeof TicketSla>;
