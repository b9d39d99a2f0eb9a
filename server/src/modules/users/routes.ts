import { moduleRoutes } from '@/lib/route.ts';
import { sendJsonString } from '@/lib/json-string.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { usersEndpoints as api } from '@customer-hub/contract/endpoints/users';
import * as service from './service.ts';
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
});
