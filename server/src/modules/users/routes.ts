import { moduleRoutes } from '@/lib/route.ts';
import { sendJsonString } from '@/lib/json-string.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { usersEndpoints as api } from '@customer-hub/contract/endpoints/users';
import * as service from './service.ts';
import * as people from './people.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'users', policy: 'authenticated' }, (add, app) => {
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
    add(endpoint, { summary: active ? 'Reactivate a user' : 'Deactivate a user; their sessions end at once', policy: staff }, async (request) => {
      const result = await service.setUserActive(contextOf(app, request), app.sessions, request.params.id, active);
      request.log.info({ userId: request.params.id, active }, 'user activity changed');
      return result;
    });
  }

  // People: staff, and main contacts for their own company's contacts; the service decides per user.
  const deps = authDeps(app);
  add(api.findUsers, 'Users: staff see everyone, a main contact the contacts they manage', (request) => people.findUsers(contextOf(app, request), request.query));
  add(api.createUser, 'Create a user and email an invitation to set a password', async (request, reply) =>
    reply.code(201).send(await people.createUser(contextOf(app, request), deps, request.body)),
  );
  add(api.getUser, 'One user, with what the caller may do to them', (request) => people.getUser(contextOf(app, request), request.params.id));
  add(api.updateUser, "Change a user's fields; fields the caller may not set are refused by name", (request) =>
    people.updateUser(contextOf(app, request), deps, request.params.id, request.body),
  );
  add(api.updateUserPermissions, "Set a contact's permissions and ticket-site credentials", (request) =>
    people.updatePermissions(contextOf(app, request), deps, request.params.id, request.body),
  );
  add(api.sendPasswordReset, 'Email the user a password reset link', (request) => people.sendPasswordReset(contextOf(app, request), deps, request.params.id));
  add(api.resendInvitation, 'Email a new invitation to a user who has not set a password', (request) =>
    people.resendInvitation(contextOf(app, request), deps, request.params.id),
  );
});
