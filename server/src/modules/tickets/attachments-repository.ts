import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ticketAttachments, ticketComments } from '@/db/schema/tickets.ts';
import { columnsOf } from '@/lib/lists.ts';

export async function insertAttachment(tx: Db, row: typeof ticketAttachments.$inferInsert) {
  const [created] = await tx.insert(ticketAttachments).values(row).returning(columnsOf(ticketAttachments, 'id', 'fileName', 'contentType', 'size', 'createdAt'));
  return created!;
}

/**
 * Attaches files to a ticket (and a comment): only those `uploadedBy` uploaded and nobody has
 * attached yet. Answers how many were attached; the caller refuses fewer than it asked for.
 */
export async function linkAttachments(tx: Db, ids: string[], uploadedBy: string, link: { companyId: string; ticketId: string; commentId: string | null }): Promise<number> {
  if (!ids.length) return 0;
  const rows = await tx
    .update(ticketAttachments)
    .set(link)
    .where(and(inArray(ticketAttachments.id, ids), eq(ticketAttachments.uploadedBy, uploadedBy), isNull(ticketAttachments.ticketId)))
    .returning({ id: ticketAttachments.id });
  return rows.length;
}

/** One file of a ticket, with whether it belongs to a staff note. */
export async function findTicketAttachment(db: Db, companyId: string, ticketId: string, id: string) {
  const [row] = await db
    .select({ ...columnsOf(ticketAttachments, 'id', 'fileName', 'contentType', 'size', 'storageKey'), internal: ticketComments.internal })
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(and(eq(ticketAttachments.companyId, companyId), eq(ticketAttachments.ticketId, ticketId), eq(ticketAttachments.id, id)));
  return row;
}

/**
 * Removes up to `limit` uploads nobody attached before `cutoff`, answering their storage keys. A
 * row is deleted by exactly one caller, so instances sweeping at once never share a key.
 */
export async function deleteStagedBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(and(isNull(ticketAttachments.ticketId), lt(ticketAttachments.createdAt, cutoff)))
    .limit(limit);
  const rows = await db.delete(ticketAttachments).where(and(inArray(ticketAttachments.id, stale), isNull(ticketAttachments.ticketId))).returning({ storageKey: ticketAttachments.storageKey });
  return rows.map((r) => r.storageKey);
}
