import Holidays from 'date-holidays';

/**
 * Business-hours arithmetic for service levels: a calendar is a time zone, the working days, the
 * working hours of each day and the holidays, all read in the calendar's own time zone (so a day
 * that changes to or from summer time still opens at 09:00 local time). Pure: no database.
 */
export interface BusinessCalendar {
  /** IANA time zone the hours are read in (Europe/Lisbon, Europe/Madrid). */
  timeZone: string;
  /** ISO weekdays that are working days: 1 Monday … 7 Sunday. */
  workingDays: readonly number[];
  /** Opening and closing time of a working day, HH:MM (closing later than opening). */
  start: string;
  end: string;
  /** Whether a local date (YYYY-MM-DD) is a holiday. */
  isHoliday: (date: string) => boolean;
}

/** An interval while the clock is stopped; `to` null: still stopped. */
export interface Pause {
  from: Date;
  to: Date | null;
}

const MINUTE = 60_000;
/** How far the clock looks for working time before it gives up (a calendar with no working day). */
const MAX_DAYS = 3_660;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a time zone. */
function partsOf(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time (date YYYY-MM-DD, minutes after midnight) happens in the zone. */
export function localToInstant(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDateOf(instant: number | Date, timeZone: string): string {
  const p = partsOf(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The working window [open, close) of a local date in ms, or null on a day off. */
function windowOf(date: string, calendar: BusinessCalendar): [number, number] | null {
  if (!calendar.workingDays.includes(weekdayOf(date)) || calendar.isHoliday(date)) return null;
  const open = localToInstant(date, minutesOf(calendar.start), calendar.timeZone);
  const close = localToInstant(date, minutesOf(calendar.end), calendar.timeZone);
  return close > open ? [open, close] : null;
}

/**
 * The instant `minutes` business minutes after `start`: time outside the working hours, on days
 * off and on holidays does not count. Started outside the hours, the clock starts at the next
 * opening (0 minutes is then that opening).
 */
export function addBusinessMinutes(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  let left = Math.max(0, minutes) * MINUTE;
  let cursor = start.getTime();
  let date = localDateOf(cursor, calendar.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, date = nextDate(date)) {
    const w = windowOf(date, calendar);
    if (!w) continue;
    const from = Math.max(w[0], cursor);
    if (from >= w[1]) continue;
    if (left <= w[1] - from) return new Date(from + left);
    left -= w[1] - from;
    cursor = w[1];
  }
  throw new Error('The calendar has no working time');
}

/**
 * The instant `minutes` business minutes before `end` (the reverse of addBusinessMinutes): when a
 * warning `minutes` ahead of a due instant falls.
 */
export function subtractBusinessMinutes(end: Date, minutes: number, calendar: BusinessCalendar): Date {
  let left = Math.max(0, minutes) * MINUTE;
  let cursor = end.getTime();
  let date = localDateOf(cursor, calendar.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, date = previousDate(date)) {
    const w = windowOf(date, calendar);
    if (!w) continue;
    const to = Math.min(w[1], cursor);
    if (to <= w[0]) continue;
    if (left <= to - w[0]) return new Date(to - left);
    left -= to - w[0];
    cursor = w[0];
  }
  throw new Error('The calendar has no working time');
}

/** The pauses as sorted, merged [from, to) ms intervals ending no later than `until`. */
function mergedPauses(pauses: readonly Pause[], until: number): [number, number][] {
  const spans = pauses
    .map((p): [number, number] => [p.from.getTime(), Math.min(p.to?.getTime() ?? until, until)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return merged;
}

/**
 * Business minutes from `a` to `b` (negative when `b` is before `a`), less the business time
 * inside `pauses` (a pause still running counts up to `b`).
 */
export function businessMinutesBetween(a: Date, b: Date, calendar: BusinessCalendar, pauses: readonly Pause[] = []): number {
  if (b.getTime() < a.getTime()) return -businessMinutesBetween(b, a, calendar, pauses);
  const from = a.getTime();
  const to = b.getTime();
  const stopped = mergedPauses(pauses, to);
  let total = 0;
  let date = localDateOf(from, calendar.timeZone);
  const last = localDateOf(to, calendar.timeZone);
  for (let i = 0; i < MAX_DAYS * 10; i++, date = nextDate(date)) {
    const w = windowOf(date, calendar);
    if (w) {
      const s = Math.max(w[0], from);
      const e = Math.min(w[1], to);
      if (e > s) {
        total += e - s;
        for (const [ps, pe] of stopped) total -= Math.max(0, Math.min(pe, e) - Math.max(ps, s));
      }
    }
    if (date >= last) break;
  }
  return total / MINUTE;
}

/** The countries whose public holidays the clock knows, and the time zone of each. */
export const CALENDAR_COUNTRIES = { PT: 'Europe/Lisbon', ES: 'Europe/Madrid' } as const;
export type CalendarCountry = keyof typeof CALENDAR_COUNTRIES;

const holidayYears = new Map<string, ReadonlySet<string>>();

/**
 * A country's national public holidays of a year (date-holidays' offline data, type "public"; no
 * regional ones), as local dates.
 */
export function publicHolidays(country: CalendarCountry, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let set = holidayYears.get(key);
  if (!set) {
    const hd = new Holidays(country);
    const days = (hd.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
    set = new Set(days);
    holidayYears.set(key, set);
  }
  return set;
}

export interface CountryCalendarOptions {
  country: CalendarCountry;
  workingDays: readonly number[];
  start: string;
  end: string;
  /** Holidays staff add (a local date each), beside the country's public ones. */
  extraHolidays?: readonly string[];
}

/** The calendar of a country: its time zone and public holidays, with the given hours and extra holidays. */
export function countryCalendar({ country, workingDays, start, end, extraHolidays = [] }: CountryCalendarOptions): BusinessCalendar {
  const extra = new Set(extraHolidays);
  return {
    timeZone: CALENDAR_COUNTRIES[country],
    workingDays,
    start,
    end,
    isHoliday: (date) => extra.has(date) || publicHolidays(country, Number(date.slice(0, 4))).has(date),
  };
}
