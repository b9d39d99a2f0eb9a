import type { z } from 'zod';
import { forbidden, notFound } from '@/lib/errors.ts';
import { toIso } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import { scopeOf } from '@/db/scope.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import type {
  FindSavedRepliesRequest,
  FindSavedRepliesResponse,
  RenderSavedReplyResponse,
  SavedReply,
  SaveSavedReplyRequest,
} from '@customer-hub/contract/saved-replies';
import { actorOf } from './notices.ts';
import * as repo from './repository.ts';
import { renderPlaceholders } from './saved-replies-render.ts';
import * as replies from './saved-replies-repository.ts';

type Saved = z.output<typeof SaveSavedReplyRequest>;

// Saved replies are staff texts (the routes' policy is staff). A personal one is its owner's alone:
// to anyone else it does not exist (404). A shared one every staff user reads and uses; an Admin
// makes it shared, and an Admin or its author changes or deletes it (403 for other staff).

const isAdmin = (p: Principal) => p.roles.includes('Admin');

/** Whether the caller may change or delete the reply (they see it already). */
const mayChange = (row: replies.SavedReplyRow, p: Principal) => (row.ownerId === null ? isAdmin(p) || row.createdBy === p.userId : row.ownerId === p.userId);

function present(row: replies.SavedReplyRow, p: Principal): SavedReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    language: row.language,
    scope: row.ownerId === null ? 'shared' : 'personal',
    editable: mayChange(row, p),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A page of the shared replies and the caller's own. */
export async function findSavedReplies({ db, principal }: ServiceContext, q: FindSavedRepliesRequest): Promise<FindSavedRepliesResponse> {
  return mapPage(await replies.findSavedReplies(db, principal.userId, q), (row) => present(row, principal));
}

/** Only an Admin makes a reply shared (403 otherwise). */
function ownerFor(body: Saved, p: Principal): string | null {
  if (body.scope === 'personal') return p.userId;
  if (!isAdmin(p)) throw forbidden('FORBIDDEN', 'Only an Admin shares a saved reply with every staff user');
  return null;
}

const described = (row: { title: string; ownerId: string | null; id: string }) => `${row.ownerId === null ? 'shared' : 'personal'} saved reply “${row.title}” (${row.id})`;

export async function createSavedReply(ctx: ServiceContext, body: Saved): Promise<SavedReply> {
  const { principal } = ctx;
  const ownerId = ownerFor(body, principal);
  const row = await ctx.transaction(async (t) => {
    const created = await replies.insertSavedReply(t.db, { title: body.title, body: body.body, language: body.language, ownerId, createdBy: principal.userId });
    await t.audit('tickets', `Created ${described(created)}`);
    return created;
  });
  return present(row, principal);
}

/** The reply the caller sees, locked, and that they may change: 404 unseen, 403 a shared one of someone else's (not Admin). */
async function lockChangeable(t: ServiceContext, id: string) {
  const row = await replies.lockSavedReply(t.db, t.principal.userId, id);
  if (!row) throw notFound('Saved reply');
  if (!mayChange(row, t.principal)) throw forbidden('FORBIDDEN', 'Only an Admin or its author changes a shared saved reply');
  return row;
}

export async function updateSavedReply(ctx: ServiceContext, id: string, body: Saved): Promise<SavedReply> {
  const { principal } = ctx;
  const row = await ctx.transaction(async (t) => {
    const before = await lockChangeable(t, id);
    // Kept as it is unless asked otherwise; sharing (or taking back) one is an Admin's.
    const wasShared = before.ownerId === null;
    const ownerId = (body.scope === 'shared') === wasShared ? before.ownerId : ownerFor(body, principal);
    const updated = await replies.updateSavedReply(t.db, id, { title: body.title, body: body.body, language: body.language, ownerId });
    await t.audit('tickets', `Changed ${described(updated)}`, {
      before: { title: before.title, body: before.body, language: before.language, shared: wasShared },
      after: { title: updated.title, body: updated.body, language: updated.language, shared: updated.ownerId === null },
    });
    return updated;
  });
  return present(row, principal);
}

export async function deleteSavedReply(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.transaction(async (t) => {
    const row = await lockChangeable(t, id);
    await replies.deleteSavedReply(t.db, id);
    await t.audit('tickets', `Deleted ${described(row)}`);
  });
}

/**
 * The reply's text for a ticket in the caller's scope (404 for either unseen): its placeholders
 * filled with the requester, company, ticket and the calling staff user, as plain text.
 */
export async function renderSavedReply({ db, principal }: ServiceContext, ticketId: string, replyId: string): Promise<RenderSavedReplyResponse> {
  const [ticket, reply] = await Promise.all([repo.findTicket(db, await scopeOf(db, principal), ticketId), replies.findSavedReply(db, principal.userId, replyId)]);
  if (!ticket) throw notFound('Ticket');
  if (!reply) throw notFound('Saved reply');
  const first = ticket.requesterFirstName ?? '';
  return renderPlaceholders(reply.body, {
    '{{customer.name}}': `${first} ${ticket.requesterLastName ?? ''}`.trim(),
    '{{customer.firstName}}': first,
    '{{company.name}}': ticket.companyName,
    '{{ticket.number}}': ticket.ticketNo,
    '{{ticket.title}}': ticket.title,
    '{{agent.name}}': actorOf(principal).name,
  });
}
