import type { Db } from '@/db/client.ts';
import { countryCalendar, type BusinessCalendar } from '@/lib/business-hours.ts';
import { notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { getCompany } from '@/modules/org/service.ts';
import { getSlaSettings } from '@/modules/settings/service.ts';
import { isStaff } from '@customer-hub/contract/roles';
import { SLA_COUNTRIES, type SlaCompanyPolicy, type SlaCountry, type SlaPolicyTarget, type SlaPromiseRequest, type SlaPromiseResponse, type SlaSettings } from '@customer-hub/contract/sla';
import { TICKET_PRIORITIES, type TicketPriority } from '@customer-hub/contract/tickets';
import * as repo from './repository.ts';

export { getSlaSettings };

/** The targets of one priority in business minutes. */
export interface SlaTargets {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

const fromSettings = (settings: SlaSettings, priority: TicketPriority): SlaTargets => ({
  firstResponseMinutes: Math.round(settings.targets[priority].firstResponseHours * 60),
  resolutionMinutes: Math.round(settings.targets[priority].resolutionHours * 60),
});

/** A company's targets for a priority: its own (its contract's) when staff set them, else the settings'. */
export async function targetsOf(db: Db, companyId: string, priority: TicketPriority): Promise<SlaTargets> {
  return (await repo.findPolicy(db, companyId, priority)) ?? fromSettings(await getSlaSettings(db), priority);
}

/** The calendar a country's tickets follow (the settings' default country for one the clock does not know). */
export function calendarOf(settings: SlaSettings, country: string | null | undefined): BusinessCalendar {
  const code = country?.trim().toUpperCase() ?? '';
  const known: SlaCountry = (SLA_COUNTRIES as readonly string[]).includes(code) ? (code as SlaCountry) : settings.defaultCountry;
  return countryCalendar({
    country: known,
    workingDays: settings.workingDays,
    start: settings.start,
    end: settings.end,
    extraHolidays: settings.extraHolidays.filter((h) => h.country === null || h.country === known).map((h) => h.date),
  });
}

/** The calendar of a country as the settings are now, with the warning lead time. */
export async function clockOf(db: Db, country: string | null | undefined): Promise<{ calendar: BusinessCalendar; warningMinutes: number }> {
  const settings = await getSlaSettings(db);
  return { calendar: calendarOf(settings, country), warningMinutes: settings.warningMinutes };
}

/** Staff: the company's own targets (404 for an unknown company). */
export async function getCompanyPolicy(ctx: ServiceContext, companyId: string): Promise<SlaCompanyPolicy> {
  const company = await getCompany(ctx, companyId);
  return { overrides: await repo.findPolicies(ctx.db, company.id) };
}

/** Staff replace the company's own targets; audited with before and after. */
export async function updateCompanyPolicy(ctx: ServiceContext, companyId: string, body: SlaCompanyPolicy): Promise<SlaCompanyPolicy> {
  const company = await getCompany(ctx, companyId);
  const overrides = TICKET_PRIORITIES.flatMap((p) => body.overrides.filter((o) => o.priority === p));
  await ctx.transaction(async (t) => {
    const before = await repo.findPolicies(t.db, company.id);
    await repo.replacePolicies(t.db, company.id, overrides);
    await t.audit('sla', `Service levels of company ${company.name} (${company.id}) changed`, { before: { overrides: before }, after: { overrides } });
  });
  return { overrides };
}

/** The times promised per priority to the caller's company (staff: the named company's, else the settings'). */
export async function getPromise(ctx: ServiceContext, q: SlaPromiseRequest): Promise<SlaPromiseResponse> {
  const { db, principal } = ctx;
  const staff = isStaff(principal.roles);
  const companyId = staff ? q.companyId : principal.companyId;
  if (!staff && q.companyId && q.companyId !== companyId) throw notFound('Company');
  if (staff && companyId) await getCompany(ctx, companyId);
  const settings = await getSlaSettings(db);
  const own = companyId ? await repo.findPolicies(db, companyId) : [];
  const targets: SlaPolicyTarget[] = TICKET_PRIORITIES.map((priority) => own.find((o) => o.priority === priority) ?? { priority, ...fromSettings(settings, priority) });
  return { targets, workingDays: [...settings.workingDays], start: settings.start, end: settings.end };
}
