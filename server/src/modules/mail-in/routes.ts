import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { mailInEndpoints as api } from '@customer-hub/contract/endpoints/mail-in';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'mail-in', policy: 'staff' }, (add, app) => {
  add(
    api.findInboundMails,
    { summary: 'Emails received at the support address (newest first), in one status or all', description: 'Posted, raised as a request, held for review, dropped (auto-replies, bounces, loops, copies) or discarded.' },
    (request) => service.findMails(contextOf(app, request), request.query),
  );
  add(api.getInboundMail, 'One received email: its headers, text without quotes and signature, attachments, and why it was held or dropped', (request) =>
    service.getMail(contextOf(app, request), request.params.id),
  );
  add(api.discardInboundMail, { summary: 'Discard a held email (audited)', description: '409 for an email that is not held.' }, (request) =>
    service.discardMail(contextOf(app, request), request.params.id),
  );
  add(
    api.postInboundMail,
    {
      problems: [409],
      summary: 'Post a held email of a known user to a ticket, as that user’s comment (audited)',
      description: '409 when the email is not held, its sender is not an active user who may comment, or the ticket is closed; 404 for a ticket the sender cannot see.',
    },
    (request) => service.postMail(app.mailIn.deps, contextOf(app, request), request.params.id, request.body.ticketId),
  );
});
