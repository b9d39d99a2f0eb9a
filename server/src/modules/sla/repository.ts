import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { slaPolicies } from '@/db/schema/sla.ts';
import type { TicketPriority } from '@customer-hub/contract/tickets';

/** A company's own targets (business minutes), by priority. */
export function findPolicies(db: Db, companyId: string) {
  return db
    .select({ priority: slaPolicies.priority, firstResponseMinutes: slaPolicies.firstResponseMinutes, resolutionMinutes: slaPolicies.resolutionMinutes })
    .from(slaPolicies)
    .where(eq(slaPolicies.companyId, companyId))
    .orderBy(asc(slaPolicies.priority));
}

/** A company's own targets of one priority, if it has them. */
export async function findPolicy(db: Db, companyId: string, priority: TicketPriority) {
  const [row] = await db
    .select({ firstResponseMinutes: slaPolicies.firstResponseMinutes, resolutionMinutes: slaPolicies.resolutionMinutes })
    .from(slaPolicies)
    .where(and(eq(slaPolicies.companyId, companyId), eq(slaPolicies.priority, priority)));
  return row;
}

/** Replaces a company's own targets (inside the caller's transaction). */
export async function replacePolicies(tx: Db, companyId: string, rows: { priority: TicketPriority; firstResponseMinutes: number; resolutionMinutes: number }[]) {
  await tx.delete(slaPolicies).where(eq(slaPolicies.companyId, companyId));
  if (rows.length) await tx.insert(slaPolicies).values(rows.map((r) => ({ ...r, companyId })));
}
