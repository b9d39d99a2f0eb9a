import { and, eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';

/**
 * A company's yearly numbering of one kind of record ("OR-2026-000123", "TK-2026-000007"): the
 * prefix, the advisory-lock namespace that serialises it, and where the numbers are stored.
 */
export interface NumberSeries {
  prefix: string;
  /** The first key of pg_advisory_xact_lock(namespace, hashtext(companyId)); one per series. */
  lockNamespace: number;
  table: PgTable;
  number: PgColumn;
  companyId: PgColumn;
}

/** How many digits the running number has (migration 0007 padded the old order numbers). */
const DIGITS = 6;

/**
 * The next number of a series for a company and year. Call it inside the transaction that inserts
 * the record: it takes a transaction-level advisory lock per company and series, so concurrent
 * creations number one after the other and the lock ends with the transaction.
 */
export async function nextNumber(tx: Db, series: NumberSeries, companyId: string, year: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${series.lockNamespace}, hashtext(${companyId}))`);
  const prefix = `${series.prefix}-${year}-`;
  const [row] = await tx
    .select({ last: sql<number | null>`max((substring(${series.number} from ${`^${prefix}(\\d+)$`}))::int)` })
    .from(series.table)
    .where(and(eq(series.companyId, companyId), like(series.number, `${prefix}%`)));
  const next = Number(row?.last ?? 0) + 1;
  return `${prefix}${String(next).padStart(DIGITS, '0')}`;
}
