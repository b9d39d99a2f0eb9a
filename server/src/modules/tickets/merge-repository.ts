import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ticketAttachments, ticketComments, tickets, ticketWatchers } from '@/db/schema/tickets.ts';
import { users } from '@/db/schema/users.ts';

/**
 * Copies a ticket's comments (internal notes too, with their authors and times) into another of
 * the same company, and its files as links to the same stored bytes (new rows, same storage key),
 * each file under the copy of its comment; the source's own files become the target's. Answers
 * how many comments and files were copied.
 */
export async function copyCommentsAndFiles(tx: Db, companyId: string, fromId: string, intoId: string): Promise<{ comments: number; files: number }> {
  const comments = await tx
    .select()
    .from(ticketComments)
    .where(and(eq(ticketComments.companyId, companyId), eq(ticketComments.ticketId, fromId)))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  const copyOf = new Map<string, string>();
  for (const c of comments) {
    const [copy] = await tx
      .insert(ticketComments)
      .values({ companyId, ticketId: intoId, authorId: c.authorId, body: c.body, internal: c.internal, createdAt: c.createdAt })
      .returning({ id: ticketComments.id });
    copyOf.set(c.id, copy!.id);
  }
  const files = await tx
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.companyId, companyId), eq(ticketAttachments.ticketId, fromId)));
  if (files.length) {
    await tx.insert(ticketAttachments).values(
      files.map(({ id: _id, commentId, ...f }) => ({ ...f, ticketId: intoId, commentId: commentId === null ? null : (copyOf.get(commentId) ?? null) })),
    );
  }
  return { comments: comments.length, files: files.length };
}

/**
 * Makes the source's watchers, and its requester when a contact, watchers of the target (but the
 * target's requester, who hears of it anyway); answers the users added.
 */
export async function copyWatchers(tx: Db, companyId: string, fromId: string, intoId: string, sourceRequesterId: string | null, targetRequesterId: string | null): Promise<string[]> {
  const watchers = await tx
    .select({ userId: ticketWatchers.userId })
    .from(ticketWatchers)
    .where(and(eq(ticketWatchers.companyId, companyId), eq(ticketWatchers.ticketId, fromId)));
  const ids = new Set(watchers.map((w) => w.userId));
  if (sourceRequesterId) {
    const [contact] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sourceRequesterId), eq(users.companyId, companyId), sql`not (${users.roles} && array['Admin','Backoffice']::text[])`));
    if (contact) ids.add(contact.id);
  }
  if (targetRequesterId) ids.delete(targetRequesterId);
  if (!ids.size) return [];
  const added = await tx
    .insert(ticketWatchers)
    .values([...ids].map((userId) => ({ companyId, ticketId: intoId, userId })))
    .onConflictDoNothing()
    .returning({ userId: ticketWatchers.userId });
  return added.map((a) => a.userId);
}

/** The language the target's requester reads (the merge comment is written in it). */
export async function languageOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** The request a ticket was merged into, as its page links it. */
export async function findMergedInto(db: Db, companyId: string, id: string): Promise<{ id: string; ticketNo: string } | null> {
  const target = sql`(select ${tickets.mergedIntoId} from ${tickets} where ${tickets.companyId} = ${companyId} and ${tickets.id} = ${id})`;
  const [row] = await db
    .select({ id: tickets.id, ticketNo: tickets.ticketNo })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), sql`${tickets.id} = ${target}`));
  return row ?? null;
}
