import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, countryCalendar, publicHolidays, subtractBusinessMinutes, type BusinessCalendar, type Pause } from './business-hours.ts';

const WEEK = [1, 2, 3, 4, 5];
const PT = countryCalendar({ country: 'PT', workingDays: WEEK, start: '09:00', end: '18:00' });
const ES = countryCalendar({ country: 'ES', workingDays: WEEK, start: '09:00', end: '18:00' });
/** Every day of the week, to see the clock on the Sundays the clocks change. */
const ES_EVERY_DAY = countryCalendar({ country: 'ES', workingDays: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '18:00' });
/** PT with a holiday staff added (Tuesday 13 January 2026). */
const PT_EXTRA = countryCalendar({ country: 'PT', workingDays: WEEK, start: '09:00', end: '18:00', extraHolidays: ['2026-01-13'] });

const at = (iso: string) => new Date(iso);

interface AddCase {
  name: string;
  calendar: BusinessCalendar;
  start: string;
  minutes: number;
  due: string;
}

// Instants in UTC: Lisbon is UTC+0 in winter, +1 in summer; Madrid +1 and +2. 2026: summer time
// from Sunday 29 March to Sunday 25 October; Easter Sunday 5 April.
const ADD_CASES: AddCase[] = [
  { name: 'Friday evening → Monday (PT)', calendar: PT, start: '2026-01-09T17:00:00Z', minutes: 120, due: '2026-01-12T10:00:00Z' },
  { name: 'created after closing (PT)', calendar: PT, start: '2026-01-13T20:00:00Z', minutes: 60, due: '2026-01-14T10:00:00Z' },
  { name: 'created before opening (PT)', calendar: PT, start: '2026-01-14T07:00:00Z', minutes: 30, due: '2026-01-14T09:30:00Z' },
  { name: 'created on a Saturday (PT)', calendar: PT, start: '2026-01-17T11:00:00Z', minutes: 60, due: '2026-01-19T10:00:00Z' },
  { name: 'two working days (PT)', calendar: PT, start: '2026-01-12T09:00:00Z', minutes: 960, due: '2026-01-13T16:00:00Z' },
  { name: 'over Good Friday and Easter (PT)', calendar: PT, start: '2026-04-02T16:00:00Z', minutes: 120, due: '2026-04-06T09:00:00Z' },
  { name: 'over Good Friday and Easter (ES)', calendar: ES, start: '2026-04-02T15:00:00Z', minutes: 120, due: '2026-04-06T08:00:00Z' },
  { name: 'over 25 April, a Friday in 2025 (PT)', calendar: PT, start: '2025-04-24T16:00:00Z', minutes: 120, due: '2025-04-28T09:00:00Z' },
  { name: 'over 12 October (ES)', calendar: ES, start: '2026-10-09T15:00:00Z', minutes: 120, due: '2026-10-13T08:00:00Z' },
  { name: '12 October is a working day in PT', calendar: PT, start: '2026-10-09T16:00:00Z', minutes: 120, due: '2026-10-12T09:00:00Z' },
  { name: 'over 5 October (PT)', calendar: PT, start: '2026-10-02T16:00:00Z', minutes: 120, due: '2026-10-06T09:00:00Z' },
  { name: 'over Corpus Christi (PT)', calendar: PT, start: '2026-06-03T16:30:00Z', minutes: 60, due: '2026-06-05T08:30:00Z' },
  { name: 'created on a holiday, 10 June (PT)', calendar: PT, start: '2026-06-10T10:00:00Z', minutes: 60, due: '2026-06-11T09:00:00Z' },
  { name: 'over 1 December (PT)', calendar: PT, start: '2026-11-30T17:00:00Z', minutes: 120, due: '2026-12-02T10:00:00Z' },
  { name: 'over 8 December (ES)', calendar: ES, start: '2026-12-07T16:00:00Z', minutes: 120, due: '2026-12-09T09:00:00Z' },
  { name: 'over a holiday staff added (PT)', calendar: PT_EXTRA, start: '2026-01-12T17:00:00Z', minutes: 120, due: '2026-01-14T10:00:00Z' },
  { name: 'spring clock change weekend (PT)', calendar: PT, start: '2026-03-27T17:00:00Z', minutes: 120, due: '2026-03-30T09:00:00Z' },
  { name: 'autumn clock change weekend (ES)', calendar: ES, start: '2026-10-23T15:30:00Z', minutes: 60, due: '2026-10-26T08:30:00Z' },
  { name: 'on the spring clock change Sunday (ES, every day)', calendar: ES_EVERY_DAY, start: '2026-03-28T16:00:00Z', minutes: 120, due: '2026-03-29T08:00:00Z' },
  { name: 'on the autumn clock change Sunday (ES, every day)', calendar: ES_EVERY_DAY, start: '2026-10-24T15:00:00Z', minutes: 120, due: '2026-10-25T09:00:00Z' },
];

interface BetweenCase {
  name: string;
  calendar: BusinessCalendar;
  from: string;
  to: string;
  pauses?: Pause[];
  minutes: number;
}

const BETWEEN_CASES: BetweenCase[] = [
  {
    name: 'a pause over a weekend (PT)',
    calendar: PT,
    from: '2026-01-09T10:00:00Z',
    to: '2026-01-13T12:00:00Z',
    pauses: [{ from: at('2026-01-09T16:00:00Z'), to: at('2026-01-12T11:00:00Z') }],
    minutes: 960,
  },
  { name: 'a pause still running (PT)', calendar: PT, from: '2026-01-12T09:00:00Z', to: '2026-01-12T15:00:00Z', pauses: [{ from: at('2026-01-12T12:00:00Z'), to: null }], minutes: 180 },
  {
    name: 'two overlapping pauses count once (PT)',
    calendar: PT,
    from: '2026-01-12T09:00:00Z',
    to: '2026-01-12T18:00:00Z',
    pauses: [
      { from: at('2026-01-12T10:00:00Z'), to: at('2026-01-12T12:00:00Z') },
      { from: at('2026-01-12T11:00:00Z'), to: at('2026-01-12T13:00:00Z') },
    ],
    minutes: 360,
  },
  { name: 'over the spring clock change (PT)', calendar: PT, from: '2026-03-27T17:00:00Z', to: '2026-03-30T09:00:00Z', minutes: 120 },
  { name: 'over Good Friday (ES)', calendar: ES, from: '2026-04-02T15:00:00Z', to: '2026-04-06T08:00:00Z', minutes: 120 },
  { name: 'a whole holiday counts nothing (PT, 10 June)', calendar: PT, from: '2026-06-10T08:00:00Z', to: '2026-06-10T17:00:00Z', minutes: 0 },
  { name: 'backwards is negative (PT)', calendar: PT, from: '2026-01-12T10:00:00Z', to: '2026-01-09T17:00:00Z', minutes: -120 },
  { name: 'the clock change Sunday has 9 working hours (ES, every day)', calendar: ES_EVERY_DAY, from: '2026-03-29T00:00:00Z', to: '2026-03-29T22:00:00Z', minutes: 540 },
];

interface BackCase {
  name: string;
  calendar: BusinessCalendar;
  end: string;
  minutes: number;
  at: string;
}

const BACK_CASES: BackCase[] = [
  { name: 'a warning an hour before Monday 09:30 falls on Friday (PT)', calendar: PT, end: '2026-01-12T09:30:00Z', minutes: 60, at: '2026-01-09T17:30:00Z' },
  { name: 'a warning before Tuesday after 12 October (ES)', calendar: ES, end: '2026-10-13T07:30:00Z', minutes: 60, at: '2026-10-09T15:30:00Z' },
];

describe('the business-hours clock', () => {
  it('is right against the table of cases', () => {
    const results = [
      ...ADD_CASES.map((c) => ({ name: c.name, want: c.due, got: addBusinessMinutes(at(c.start), c.minutes, c.calendar).toISOString().replace('.000', '') })),
      ...BETWEEN_CASES.map((c) => ({ name: c.name, want: c.minutes, got: businessMinutesBetween(at(c.from), at(c.to), c.calendar, c.pauses) })),
      ...BACK_CASES.map((c) => ({ name: c.name, want: c.at, got: subtractBusinessMinutes(at(c.end), c.minutes, c.calendar).toISOString().replace('.000', '') })),
      // The reverse of each addition: as many business minutes from the start to its due instant.
      ...ADD_CASES.map((c) => ({ name: `${c.name}, counted back`, want: c.minutes, got: businessMinutesBetween(at(c.start), at(c.due), c.calendar) })),
    ];
    const wrong = results.filter((r) => r.got !== r.want);
    console.log(`SLA clock: ${results.length - wrong.length}/${results.length} cases correct`);
    expect(wrong).toEqual([]);
  });

  it("knows each country's national public holidays of 2026", () => {
    expect([...publicHolidays('PT', 2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03', // Good Friday
      '2026-04-05', // Easter Sunday
      '2026-04-25',
      '2026-05-01',
      '2026-06-04', // Corpus Christi
      '2026-06-10',
      '2026-08-15',
      '2026-10-05',
      '2026-11-01',
      '2026-12-01',
      '2026-12-08',
      '2026-12-25',
    ]);
    const es = publicHolidays('ES', 2026);
    for (const day of ['2026-01-01', '2026-01-06', '2026-04-03', '2026-05-01', '2026-08-15', '2026-10-12', '2026-11-01', '2026-12-06', '2026-12-08', '2026-12-25']) {
      expect(es.has(day), day).toBe(true);
    }
    // Easter Monday and 26 December are regional in Spain, not national.
    expect(es.has('2026-04-06')).toBe(false);
    expect(es.has('2026-12-26')).toBe(false);
  });
});
