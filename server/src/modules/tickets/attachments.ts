import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { notFound } from '@/lib/errors.ts';
import { toIso } from '@/lib/lists.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { BlobNotFoundError, type BlobStore } from '@/lib/storage/storage.ts';
import { scopeOf } from '@/db/scope.ts';
import { isStaff } from '@customer-hub/contract/roles';
import type { TicketAttachment } from '@customer-hub/contract/tickets';
import * as files from './attachments-repository.ts';
import * as repo from './repository.ts';

export interface AttachmentUpload {
  fileName: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Keeps an upload of the caller's, not yet part of any ticket (ticket_uploads): a new ticket or
 * comment attaches it by id. The record names the blob only once the blob is stored.
 */
export async function uploadAttachment(ctx: ServiceContext, storage: BlobStore, file: AttachmentUpload): Promise<TicketAttachment> {
  const storageKey = `tickets/${randomUUID()}`;
  await storage.put(storageKey, file.bytes, file.contentType);
  try {
    const row = await ctx.transaction(async (t) => {
      const created = await files.insertUpload(t.db, {
        uploadedBy: ctx.principal.userId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        storageKey,
      });
      await t.audit('tickets', `Ticket attachment ${created.id} uploaded`);
      return created;
    });
    return { ...row, createdAt: toIso(row.createdAt) };
  } catch (e) {
    await storage.delete(storageKey).catch(() => undefined);
    throw e;
  }
}

export interface AttachmentDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * One file of a ticket in the caller's scope; 404 when the ticket is out of reach, the file is
 * another ticket's, or it belongs to an internal note and the caller is a customer.
 */
export async function downloadAttachment({ db, principal }: ServiceContext, storage: BlobStore, ticketId: string, attachmentId: string): Promise<AttachmentDownload> {
  const ticket = await repo.findTicket(db, await scopeOf(db, principal), ticketId);
  if (!ticket) throw notFound('Ticket');
  const file = await files.findTicketAttachment(db, ticket.companyId, ticket.id, attachmentId);
  if (!file || (file.internal === true && !isStaff(principal.roles))) throw notFound('Attachment');
  try {
    return { fileName: file.fileName, contentType: file.contentType, size: file.size, body: await storage.get(file.storageKey) };
  } catch (e) {
    if (e instanceof BlobNotFoundError) throw notFound('Attachment');
    throw e;
  }
}

/** An upload nobody attached to a ticket or comment within this time is removed with its file. */
export const STAGED_ATTACHMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for them. */
export const STAGED_ATTACHMENT_SWEEP_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * Deletes uploads older than `maxAgeMs` that never became part of a ticket: the record first (in
 * its own transaction, with a system log line), then the file. A file that cannot be deleted is
 * left for the store's own housekeeping; no record names it any more. Answers how many went.
 */
export async function sweepStagedAttachments(
  ctx: ServiceContext<Principal | null>,
  storage: BlobStore,
  now = new Date(),
  maxAgeMs = STAGED_ATTACHMENT_MAX_AGE_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  let removed = 0;
  for (;;) {
    const keys = await ctx.transaction(async (t) => {
      const gone = await files.deleteStagedBefore(t.db, cutoff, SWEEP_BATCH);
      if (gone.length) await t.audit('tickets', `${gone.length} ticket attachment(s) never attached within ${Math.round(maxAgeMs / 3_600_000)} h removed`);
      return gone;
    });
    for (const key of keys) await storage.delete(key).catch(() => undefined);
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) return removed;
  }
}
