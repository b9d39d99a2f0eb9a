import { contextOf } from '@/context.ts';
import type { AddRoute, moduleRoutes } from '@/lib/route.ts';
import { ticketsEndpoints as api } from '@customer-hub/contract/endpoints/tickets';
import { TICKET_BULK_MAX } from '@customer-hub/contract/ticket-bulk';
import { bulkTickets } from './bulk.ts';
import { mergeTicket } from './merge.ts';
import * as replies from './saved-replies.ts';

type App = Parameters<Parameters<typeof moduleRoutes>[1]>[1];

/** The staff's quicker handling: saved replies, merging a duplicate, the queue's bulk changes. */
export function speedRoutes(add: AddRoute, app: App) {
  const staff = 'staff' as const;
  add(
    api.findSavedReplies,
    { summary: 'Saved replies: the shared ones and my own (staff; paged, searched)', description: 'A personal reply is its owner’s alone.', policy: staff },
    (request) => replies.findSavedReplies(contextOf(app, request), request.query),
  );
  add(
    api.createSavedReply,
    { summary: 'Save a reply (staff): personal, or shared with every staff user (Admin)', description: '403 FORBIDDEN for a shared one unless Admin.', policy: staff },
    async (request, reply) => reply.code(201).send(await replies.createSavedReply(contextOf(app, request), request.body)),
  );
  add(
    api.updateSavedReply,
    {
      summary: 'Change a saved reply (staff)',
      description: 'My own personal ones; a shared one: an Admin or its author (403 FORBIDDEN otherwise). Another user’s personal reply: 404.',
      policy: staff,
    },
    (request) => replies.updateSavedReply(contextOf(app, request), request.params.id, request.body),
  );
  add(
    api.deleteSavedReply,
    { summary: 'Delete a saved reply (staff)', description: 'Who may: as for a change.', policy: staff },
    async (request, reply) => {
      await replies.deleteSavedReply(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  add(
    api.renderSavedReply,
    {
      summary: 'A saved reply’s text for a request (staff), its placeholders filled',
      description: 'Values are plain text, filled in one pass; unknown placeholders stay as written and are named in `unknown`. 404 for a request or reply I cannot see.',
      policy: staff,
    },
    (request) => replies.renderSavedReply(contextOf(app, request), request.params.id, request.params.replyId),
  );
  add(
    api.mergeTicket,
    {
      summary: 'Merge a duplicate request into another (staff); it is closed as Canceled',
      description:
        'Both open and of the same company (400 naming body.intoId otherwise, or the same request; 409 TICKET_TRANSITION_NOT_ALLOWED when either is closed). ' +
        'Comments, files, watchers and the requester move to the target; both requests’ customers are told.',
      policy: staff,
    },
    (request) => mergeTicket(contextOf(app, request), request.params.id, request.body.intoId),
  );
  add(
    api.bulkTickets,
    {
      summary: `Assign, decline or mark done up to ${TICKET_BULK_MAX} requests at once (staff)`,
      description: 'Each request is changed on its own (its rules, notices and audit row): the answer names each one’s outcome, ok or its error code.',
      policy: staff,
    },
    (request) => bulkTickets(contextOf(app, request), request.body),
  );
}
