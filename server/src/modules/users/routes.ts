import multipart from '@fastify/multipart';
import { sniffContentType } from '@/lib/content-type.ts';
import { AppError } from '@/lib/errors.ts';
import { readUpload, requireFile } from '@/lib/multipart.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { UserIdParams } from '@customer-hub/contract/account';
import { UploadPhotoResponse, USER_PHOTO_CONTENT_TYPES, USER_PHOTO_MAX_MEGABYTES, USER_PHOTO_SIZE } from '@customer-hub/contract/users';
import { sendJsonString } from '@/lib/json-string.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { usersEndpoints as api } from '@customer-hub/contract/endpoints/users';
import * as service from './service.ts';
import * as people from './people.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'users', policy: 'authenticated' }, async (add, app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 256, parts: 3 } });
  // The shell's calls answer while a privacy policy awaits the caller (plugins/auth.ts).
  const shell = { beforePolicyAcceptance: true };
  add(api.getUserVM, { summary: 'Roles and sidebar permission keys of the signed-in user', ...shell }, async (request) => service.getUserVM(requirePrincipal(request)));
  add(api.getTicketCredentials, { summary: 'Ticket-site credentials of the signed-in user', ...shell }, (request) =>
    service.getTicketCredentials(app.db, requirePrincipal(request), app.config.ticketDefaultUrl),
  );
  add(api.getUserPhoto, { summary: 'Photo as a base64 PNG; empty string when none', ...shell }, async (request, reply) =>
    sendJsonString(reply, await service.getUserPhoto(app.db, requirePrincipal(request))),
  );
  add(api.getUserLanguage, { summary: 'Language of the signed-in user (xx-YY)', ...shell }, async (request, reply) =>
    sendJsonString(reply, service.getUserLanguage(requirePrincipal(request))),
  );
  add(api.updateUserLanguage, { summary: 'Change the language of the signed-in user', ...shell }, async (request) => ({
    language: await service.updateUserLanguage(contextOf(app, request), app.sessions, request.body.language),
  }));

  const staff = 'staff' as const;

  add(api.endUserSessions, { summary: "End all of a user's sessions", policy: staff }, (request) =>
    service.endUserSessions(contextOf(app, request), app.sessions, request.params.id),
  );

  for (const [endpoint, active] of [[api.deactivateUser, false], [api.activateUser, true]] as const) {
    add(endpoint, { summary: active ? 'Reactivate a user' : 'Deactivate a user; their sessions end at once', policy: staff, ...(!active && { problems: [409] }) }, async (request) => {
      const result = await service.setUserActive(contextOf(app, request), app.sessions, request.params.id, active);
      request.log.info({ userId: request.params.id, active }, 'user activity changed');
      return result;
    });
  }

  // People: staff, and main contacts for their own company's contacts; the service decides per user.
  const deps = authDeps(app);
  add(api.findUsers, 'Users: staff see everyone, a main contact the contacts they manage', (request) => people.findUsers(contextOf(app, request), request.query));
  add(api.createUser, { summary: 'Create a user and email an invitation to set a password', problems: [409] }, async (request, reply) =>
    reply.code(201).send(await people.createUser(contextOf(app, request), deps, request.body)),
  );
  add(api.getUser, 'One user, with what the caller may do to them', (request) => people.getUser(contextOf(app, request), request.params.id));
  add(api.updateUser, { summary: "Change a user's fields; fields the caller may not set are refused by name", problems: [409] }, (request) =>
    people.updateUser(contextOf(app, request), deps, request.params.id, request.body),
  );
  add(api.updateUserPermissions, "Set a contact's permissions and ticket-site credentials", (request) =>
    people.updatePermissions(contextOf(app, request), deps, request.params.id, request.body),
  );
  add(api.sendPasswordReset, { summary: 'Email the user a password reset link', problems: [409] }, (request) => people.sendPasswordReset(contextOf(app, request), deps, request.params.id));
  add(api.resendInvitation, { summary: 'Email a new invitation to a user who has not set a password', problems: [409] }, (request) =>
    people.resendInvitation(contextOf(app, request), deps, request.params.id),
  );
  add(api.resetTwoFactor, { problems: [409], summary: "Reset a user's second factor to none and tell them by email (staff; audited)", policy: staff }, (request) =>
    people.resetTwoFactor(contextOf(app, request), request.params.id),
  );

  // The photo: My account for oneself, the back office (or a main contact) for someone they manage.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/users/:id/photo',
      config: { policy: 'authenticated' },
      schema: {
        tags: ['users'],
        operationId: method === 'POST' ? 'uploadUserPhoto' : 'replaceUserPhoto',
        summary: 'Set a user’s photo: multipart/form-data with one `file` part',
        description:
          `JPEG, PNG, WebP or GIF, decided from the bytes (415 FILE_TYPE_NOT_ALLOWED otherwise), at most ${USER_PHOTO_MAX_MEGABYTES} MB (413 FILE_TOO_LARGE). ` +
          `Re-encoded as a ${USER_PHOTO_SIZE} px square PNG, metadata removed; GET /api/Backoffice/User/GetUserPhoto answers it as base64.`,
        consumes: ['multipart/form-data'],
        params: UserIdParams,
        response: { 200: UploadPhotoResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const upload = await readUpload(request, USER_PHOTO_MAX_MEGABYTES * 1024 * 1024, `The image is larger than ${USER_PHOTO_MAX_MEGABYTES} MB`);
        const file = requireFile(upload);
        if (!(await sniffContentType(file.bytes, USER_PHOTO_CONTENT_TYPES))) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'Only JPEG, PNG, WebP and GIF images');
        return people.setPhoto(contextOf(app, request), deps, id, file.bytes);
      },
    });
  }
});
