import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each yearly series of the installation ("TK" 2026 → 7 made
 * TK-2026-000007), one row per kind and year (db/numbering.ts). Not a tenant table: numbers are
 * unique across companies, and the row's lock is what serialises their giving. Under Citus it is
 * a reference table; the tenant tables keep their unique (company_id, number).
 */
export const numberSeries = pgTable(
  'number_series',
  {
    /** The prefix of the series: OR (orders), TK (tickets). */
    kind: text('kind').notNull(),
    year: text('year').notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
