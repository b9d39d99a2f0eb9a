import multipart from '@fastify/multipart';
import { z } from 'zod';
import { contextOf, systemContext } from '@/context.ts';
import { sniffContentType } from '@/lib/content-type.ts';
import { AppError } from '@/lib/errors.ts';
import { contentDisposition, nameWithExtension } from '@/lib/file-names.ts';
import { readUpload, requireFile } from '@/lib/multipart.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { ticketsEndpoints as api } from '@customer-hub/contract/endpoints/tickets';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, TicketAttachment, TicketAttachmentParams } from '@customer-hub/contract/tickets';
import { downloadAttachment, STAGED_ATTACHMENT_SWEEP_MS, sweepStagedAttachments, uploadAttachment } from './attachments.ts';
import * as service from './service.ts';
import { SLA_WARNING_INTERVAL_MS, warnOfDueTargets } from './sla.ts';
import * as transitions from './transitions.ts';
import { speedRoutes } from './speed-routes.ts';

const CUSTOMER_ONLY = 'A customer’s answer to the request: staff are refused (403 FORBIDDEN).';
const NOT_ALLOWED = '409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.';

export default moduleRoutes({ tag: 'tickets', policy: { permission: 'Requests' } }, async (add, app) => {
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const staff = 'staff' as const;
  app.worker.every('tickets:staged-attachments', STAGED_ATTACHMENT_SWEEP_MS, async (db) => {
    const removed = await sweepStagedAttachments(systemContext(db, null, app), app.storage);
    if (removed) app.log.info({ removed }, 'unattached ticket uploads removed');
  });
  app.worker.every('tickets:sla-warnings', SLA_WARNING_INTERVAL_MS, (db) => warnOfDueTargets(systemContext(db, null, app)).then(() => undefined));

  add(
    api.findTickets,
    {
      summary: 'Service requests in my scope (paged, sorted, filtered)',
      description: 'Staff see every company’s (the queue) and may filter by companyId and assignee (me, none); a contact sees their scope’s.',
    },
    (request) => service.findTickets(contextOf(app, request), request.query),
  );

  add(
    api.getTicketFormOptions,
    {
      summary: 'Sites (with buildings) and watchers the new-request form offers',
      description: 'Staff pass companyId (400 without it); a contact gets their own scope. With siteId, only the watchers who can see that site.',
    },
    (request) => service.getFormOptions(contextOf(app, request), request.query),
  );

  add(api.getTicket, 'A service request with its watchers, files and timeline', (request) => service.getTicket(contextOf(app, request), request.params.id));

  add(
    api.createTicket,
    {
      summary: 'Raise a service request (status Pending)',
      description:
        'The site (and building) must be in my scope (404 otherwise); a site-scoped contact may leave it out, staff name it. Watchers are active ' +
        'contacts of the company who may see the site’s requests, attachments are my own uploads not yet attached (400 naming the field otherwise).',
    },
    async (request, reply) => reply.code(201).send(await service.createTicket(contextOf(app, request), request.body)),
  );

  add(api.proposeTicket, { summary: 'Propose a date and budget (staff): Pending → Confirming', description: NOT_ALLOWED, policy: staff }, (request) =>
    transitions.proposeTicket(contextOf(app, request), request.params.id, request.body),
  );
  add(api.declineTicket, { summary: 'Decline, with the reason (staff): Pending → Declined', description: NOT_ALLOWED, policy: staff }, (request) =>
    transitions.declineTicket(contextOf(app, request), request.params.id, request.body.note),
  );
  add(api.doneTicket, { summary: 'Mark the work done (staff): Confirmed → Done', description: NOT_ALLOWED, policy: staff }, (request) =>
    transitions.doneTicket(contextOf(app, request), request.params.id, request.body?.note),
  );
  add(api.confirmTicket, { summary: 'Accept the proposal: Confirming → Confirmed', description: `${CUSTOMER_ONLY} ${NOT_ALLOWED}` }, (request) =>
    transitions.confirmTicket(contextOf(app, request), request.params.id, request.body?.note),
  );
  add(api.refuseTicket, { summary: 'Refuse the proposal: Confirming → Refused', description: `${CUSTOMER_ONLY} ${NOT_ALLOWED}` }, (request) =>
    transitions.refuseTicket(contextOf(app, request), request.params.id, request.body?.note),
  );
  add(api.cancelTicket, { summary: 'Withdraw the request: Pending | Confirming → Canceled', description: `${CUSTOMER_ONLY} ${NOT_ALLOWED}` }, (request) =>
    transitions.cancelTicket(contextOf(app, request), request.params.id, request.body?.note),
  );

  add(
    api.assignTicket,
    {
      summary: 'Assign the request to a staff user, or to nobody (staff)',
      description: 'assigneeId: an active Admin or Backoffice user (400 otherwise) or null. 409 TICKET_TRANSITION_NOT_ALLOWED once the request is closed.',
      policy: staff,
    },
    (request) => transitions.assignTicket(contextOf(app, request), request.params.id, request.body),
  );

  add(
    api.addTicketComment,
    {
      problems: [409],
      summary: 'Comment on a request, with files',
      description:
        'Anyone who can see the request comments while it is open (409 TICKET_TRANSITION_NOT_ALLOWED once it is Done, Refused, Declined or Canceled). ' +
        'Staff may mark a comment internal, at any time: an internal note and its files never appear in a customer’s answer or notification; ' +
        'a contact asking for internal gets 403 FORBIDDEN.',
    },
    async (request, reply) => reply.code(201).send(await transitions.addComment(contextOf(app, request), request.params.id, request.body)),
  );

  speedRoutes(add, app);

  app.post(
    '/api/tickets/attachments',
    {
      config: { policy: { permission: 'Requests' } },
      schema: {
        tags: ['tickets'],
        operationId: 'uploadTicketAttachment',
        summary: 'Upload a file to attach to a new request or comment: multipart/form-data, one `file` part',
        description:
          `At most ${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB (413 FILE_TOO_LARGE); the type is decided from the bytes (415 FILE_TYPE_NOT_ALLOWED ` +
          'for anything but images, PDF, Word and Excel documents and plain text). The answer’s id goes into attachmentIds of my next request or comment.',
        consumes: ['multipart/form-data'],
        response: { 201: TicketAttachment },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, TICKET_ATTACHMENT_MAX_BYTES, `The file is larger than ${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
      const file = requireFile(upload);
      const type = await sniffContentType(file.bytes, TICKET_ATTACHMENT_TYPES);
      if (!type) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'Only images, PDF, Word and Excel documents and plain text');
      const fileName = nameWithExtension(file.fileName, type.ext, 'attachment');
      return reply.code(201).send(await uploadAttachment(contextOf(app, request), app.storage, { fileName, bytes: file.bytes, contentType: type.mime }));
    },
  );

  app.get(
    '/api/tickets/:id/attachments/:attachmentId',
    {
      config: { policy: { permission: 'Requests' }, media: { 200: ['*/*'] } },
      schema: {
        tags: ['tickets'],
        operationId: 'downloadTicketAttachment',
        summary: 'A file of a request',
        description: '404 outside my scope, or for a customer when the file belongs to an internal note.',
        params: TicketAttachmentParams,
        response: { 200: z.unknown().describe('The file’s bytes') },
      },
    },
    async (request, reply) => {
      const file = await downloadAttachment(contextOf(app, request), app.storage, request.params.id, request.params.attachmentId);
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store');
      return reply.send(file.body);
    },
  );
});
