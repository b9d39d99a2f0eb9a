import { AppError, invalidField, notFound } from '@/lib/errors.ts';
import { scopeOf } from '@/db/scope.ts';
import type { ServiceContext } from '@/service-context.ts';
import { t as text } from '@customer-hub/contract/i18n/dictionaries';
import { FALLBACK_LANGUAGE, matchLanguage } from '@customer-hub/contract/languages';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { actorOf, customersOf, tell } from './notices.ts';
import * as merged from './merge-repository.ts';
import * as repo from './repository.ts';
import { getTicket, isClosed } from './service.ts';

/**
 * Staff merge a duplicate request into another (DESIGN.md §4: not one of the customer's or staff's
 * transitions, its own change): both open, of the same company, not the same. In one transaction,
 * both rows locked in id order (two merges of the same pair the other way round wait rather than
 * deadlock): the source's comments and files (links to the same bytes) and its watchers and
 * requester go to the target, the target gets a comment naming the source, the source is closed
 * as Canceled with `merged_into_id` and a history row naming the target; the customers of both
 * are told and the merge is audited. Answers the source as it now is.
 */
export async function mergeTicket(ctx: ServiceContext, id: string, intoId: string): Promise<GetTicketResponse> {
  const { db, principal } = ctx;
  if (id === intoId) throw invalidField('body.intoId', 'A request cannot be merged into itself');
  const scope = await scopeOf(db, principal);
  const actor = actorOf(principal);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const locked = new Map<string, repo.LockedTicket | undefined>();
    for (const key of [id, intoId].sort()) locked.set(key, await repo.lockTicket(tx, scope, key));
    const source = locked.get(id);
    const target = locked.get(intoId);
    if (!source) throw notFound('Ticket');
    if (!target) throw invalidField('body.intoId', 'Choose an open request of the same company');
    if (target.companyId !== source.companyId) throw invalidField('body.intoId', 'Choose an open request of the same company');
    for (const ticket of [source, target]) {
      if (isClosed(ticket.status)) throw new AppError(409, 'TICKET_TRANSITION_NOT_ALLOWED', `A request in status ${ticket.status} cannot be merged`);
    }
    const companyId = source.companyId;
    const copied = await merged.copyCommentsAndFiles(tx, companyId, source.id, target.id);
    const watchersAdded = await merged.copyWatchers(tx, companyId, source.id, target.id, source.requesterId, target.requesterId);
    const language = matchLanguage((await merged.languageOf(tx, target.requesterId)) ?? principal.language) ?? FALLBACK_LANGUAGE;
    const sourceLanguage = matchLanguage((await merged.languageOf(tx, source.requesterId)) ?? principal.language) ?? FALLBACK_LANGUAGE;
    await repo.insertComment(tx, {
      companyId,
      ticketId: target.id,
      authorId: principal.userId,
      body: text(language, 'ticketMerge.comment', { ticketNo: source.ticketNo, title: source.title }),
      internal: false,
    });
    await repo.updateTicket(tx, target.id, {});
    const note = text(sourceLanguage, 'ticketMerge.note', { ticketNo: target.ticketNo });
    await repo.updateTicket(tx, source.id, { status: 'Canceled', mergedIntoId: target.id });
    await repo.insertHistory(tx, { companyId, ticketId: source.id, fromStatus: source.status, toStatus: 'Canceled', byUserId: principal.userId, note });
    // The source's customers hear it was closed, and into which; the target's (now with the source's) of the new comment.
    await tell(t, await customersOf(tx, source, actor), 'TicketStatusChanged', source, 'Canceled', actor, { note, mergedInto: target.ticketNo });
    await tell(t, await customersOf(tx, target, actor), 'TicketComment', target, target.status, actor);
    await t.audit(
      'tickets',
      `Ticket ${source.ticketNo} merged into ${target.ticketNo} (${source.id} → ${target.id}): ${copied.comments} comments, ${copied.files} files, ${watchersAdded.length} watchers added`,
      { before: { status: source.status }, after: { status: 'Canceled', mergedIntoId: target.id } },
    );
  });
  return getTicket(ctx, id);
}
