/* Whole days in the reader's own time zone, as the instants a server compares timestamps with. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDate(day: string, hours: number, minutes: number, seconds: number, ms: number): string | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hours, minutes, seconds, ms).toISOString();
}

/** The instant a day (YYYY-MM-DD) begins in the reader's time zone (00:00:00.000), as ISO 8601; undefined for no day. */
export const startOfLocalDay = (day: string): string | undefined => localDate(day, 0, 0, 0, 0);

/** The last instant of a day (YYYY-MM-DD) in the reader's time zone (23:59:59.999), as ISO 8601; undefined for no day. */
export const endOfLocalDay = (day: string): string | undefined => localDate(day, 23, 59, 59, 999);

/**
 * A list call's query with its day range, which the URL keeps as the reader's own days
 * (YYYY-MM-DD), sent as the instants those days begin and end at there: 00:00 of the first,
 * 23:59:59.999 of the last. `ends` names the range's keys where they are not `from` and `to`.
 */
export function dayRangeQuery<Q extends object>(query: Q, ends: readonly [keyof Q & string, keyof Q & string] = ['from', 'to'] as [keyof Q & string, keyof Q & string]): Q {
  const [from, to] = ends;
  const days = query as Record<string, unknown>;
  const day = (key: string) => (typeof days[key] === 'string' ? days[key] : '');
  return { ...query, [from]: startOfLocalDay(day(from)), [to]: endOfLocalDay(day(to)) };
}
