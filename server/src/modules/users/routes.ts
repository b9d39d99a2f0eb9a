import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { sendJsonString } from '@/lib/json-string.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { usersEndpoints as api } from '@customer-hub/contract/endpoints/users';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { policy: 'authenticated' } as const;

  route(
    app,
    api.getUserVM,
    { config: signedIn, schema: { tags: ['users'], summary: 'Roles and sidebar permission keys of the signed-in user' } },
    async (request) => service.getUserVM(requirePrincipal(request)),
  );

  route(
    app,
    api.getTicketCredentials,
    { config: signedIn, schema: { tags: ['users'], summary: 'Ticket-site credentials of the signed-in user' } },
    (request) => service.getTicketCredentials(app.db, requirePrincipal(request), app.config.ticketDefaultUrl),
  );

  route(
    app,
    api.getUserPhoto,
    {
      config: signedIn,
      schema: { tags: ['users'], summary: 'Photo as a base64 PNG; empty string when none' },
    },
    async (request, reply) => sendJsonString(reply, await service.getUserPhoto(app.db, requirePrincipal(request))),
  );

  route(
    app,
    api.getUserLanguage,
    { config: signedIn, schema: { tags: ['users'], summary: 'Language of the signed-in user (xx-YY)' } },
    async (request, reply) => sendJsonString(reply, service.getUserLanguage(requirePrincipal(request))),
  );

  route(
    app,
    api.updateUserLanguage,
    {
      config: signedIn,
      schema: { tags: ['users'], summary: 'Change the language of the signed-in user' },
    },
    async (request) => ({ language: await service.updateUserLanguage(contextOf(app, request), app.sessions, request.body.language) }),
  );

  const staff = { policy: 'staff' } as const;

  route(
    app,
    api.endUserSessions,
    { config: staff, schema: { tags: ['users'], summary: "End all of a user's sessions" } },
    (request) => service.endUserSessions(contextOf(app, request), app.sessions, request.params.id),
  );

  for (const [endpoint, active] of [[api.deactivateUser, false], [api.activateUser, true]] as const) {
    route(
      app,
      endpoint,
      {
        config: staff,
        schema: { tags: ['users'], summary: active ? 'Reactivate a user' : 'Deactivate a user; their sessions end at once' },
      },
      async (request) => {
        const result = await service.setUserActive(contextOf(app, request), app.sessions, request.params.id, active);
        request.log.info({ userId: request.params.id, active }, 'user activity changed');
        return result;
      },
    );
  }
};

export default routes;
