import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ticketAttachments, ticketComments, ticketUploads } from '@/db/schema/tickets.ts';
import { columnsOf } from '@/lib/lists.ts';

/** Keeps an upload not yet part of a ticket (ticket_uploads). */
export async function insertUpload(tx: Db, row: typeof ticketUploads.$inferInsert) {
  const [created] = await tx.insert(ticketUploads).values(row).returning(columnsOf(ticketUploads, 'id', 'fileName', 'contentType', 'size', 'createdAt'));
  return created!;
}

/**
 * Attaches files to a ticket (and a comment): only uploads `uploadedBy` made and nobody has
 * attached yet, moved from ticket_uploads into ticket_attachments under the same id. Answers how
 * many were attached; the caller refuses fewer than it asked for (and its transaction rolls back).
 */
export async function linkAttachments(tx: Db, ids: string[], uploadedBy: string, link: { companyId: string; ticketId: string; commentId: string | null }): Promise<number> {
  if (!ids.length) return 0;
  const moved = await tx
    .delete(ticketUploads)
    .where(and(inArray(ticketUploads.id, ids), eq(ticketUploads.uploadedBy, uploadedBy)))
    .returning();
  if (moved.length) await tx.insert(ticketAttachments).values(moved.map((u) => ({ ...u, ...link })));
  return moved.length;
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
  const stale = db.select({ id: ticketUploads.id }).from(ticketUploads).where(lt(ticketUploads.createdAt, cutoff)).limit(limit);
  const rows = await db.delete(ticketUploads).where(inArray(ticketUploads.id, stale)).returning({ storageKey: ticketUploads.storageKey });
  return rows.map((r) => r.storageKey);
}
