import { and, eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { orders } from '@/db/schema/customer.ts';
import { numberSeries } from '@/db/schema/numbering.ts';
import { tickets } from '@/db/schema/tickets.ts';

/**
 * A yearly numbering of one kind of record ("OR-2026-000123", "TK-2026-000007"), unique across the
 * installation: the prefix (the series' kind in number_series) and where the numbers are stored.
 */
export interface NumberSeries {
  prefix: string;
  table: PgTable;
  number: PgColumn;
  companyId: PgColumn;
}

export const ORDER_NUMBERS: NumberSeries = { prefix: 'OR', table: orders, number: orders.orderNo, companyId: orders.companyId };
export const TICKET_NUMBERS: NumberSeries = { prefix: 'TK', table: tickets, number: tickets.ticketNo, companyId: tickets.companyId };

/** How many digits the running number has at least (migration 0007 padded the old order numbers). */
const DIGITS = 6;

/**
 * The next number of a series and year, for a record of `companyId`. Call it inside the transaction
 * that inserts the record: the series' row in number_series counts for every company, and its row
 * lock, held to the end of the transaction, makes concurrent creations number one after the other.
 * The number is also past the highest the company already holds in the series (a number written
 * without the counter: an import, a record older than the counter's year), so it never repeats in
 * the company either; the tables' unique (company_id, number) is the last guard.
 */
export async function nextNumber(tx: Db, series: NumberSeries, companyId: string, year: string): Promise<string> {
  const prefix = `${series.prefix}-${year}-`;
  const [held] = await tx
    .select({ last: sql<string | null>`max((substring(${series.number} from ${`^${prefix}(\\d+)$`}))::bigint)` })
    .from(series.table)
    .where(and(eq(series.companyId, companyId), like(series.number, `${prefix}%`)));
  const [given] = await tx
    .insert(numberSeries)
    .values({ kind: series.prefix, year, last: Number(held?.last ?? 0) + 1 })
    .onConflictDoUpdate({
      target: [numberSeries.kind, numberSeries.year],
      set: { last: sql`greatest(${numberSeries.last} + 1, excluded.last)` },
    })
    .returning({ last: numberSeries.last });
  return `${prefix}${String(given!.last).padStart(DIGITS, '0')}`;
}
