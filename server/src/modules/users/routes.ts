import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { sendJsonString } from '@/lib/json-string.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { TicketCredentials, UpdateLanguageRequest, UpdateLanguageResponse, UserVM } from '@customer-hub/contract/account';
import { LanguageCode } from '@customer-hub/contract/languages';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { policy: 'authenticated' } as const;

  app.get(
    '/api/Backoffice/User/GetUserVM',
    { config: signedIn, schema: { tags: ['users'], summary: 'Roles and sidebar permission keys of the signed-in user', response: { 200: UserVM } } },
    async (request) => service.getUserVM(requirePrincipal(request)),
  );

  app.get(
    '/api/Backoffice/User/GetUserTicketCredentials',
    { config: signedIn, schema: { tags: ['users'], summary: 'Ticket-site credentials of the signed-in user', response: { 200: TicketCredentials } } },
    (request) => service.getTicketCredentials(app.db, requirePrincipal(request), app.config.ticketDefaultUrl),
  );

  app.get(
    '/api/Backoffice/User/GetUserPhoto',
    {
      config: signedIn,
      schema: { tags: ['users'], summary: 'Photo as a base64 PNG; empty string when none', response: { 200: z.string() } },
    },
    async (request, reply) => sendJsonString(reply, await service.getUserPhoto(app.db, requirePrincipal(request))),
  );

  app.get(
    '/api/Account/GetUserLanguage',
    { config: signedIn, schema: { tags: ['users'], summary: 'Language of the signed-in user (xx-YY)', response: { 200: LanguageCode } } },
    async (request, reply) => sendJsonString(reply, service.getUserLanguage(requirePrincipal(request))),
  );

  app.put(
    '/api/account/language',
    {
      config: signedIn,
      schema: { tags: ['users'], summary: 'Change the language of the signed-in user', body: UpdateLanguageRequest, response: { 200: UpdateLanguageResponse } },
    },
    async (request) => ({ language: await service.updateUserLanguage(contextOf(app, request), app.sessions, request.body.language) }),
  );

  const staff = { policy: 'staff' } as const;
  const UserParams = z.object({ id: z.string().uuid() });

  app.post(
    '/api/users/:id/sessions/end',
    { config: staff, schema: { tags: ['users'], summary: "End all of a user's sessions", params: UserParams, response: { 200: z.object({ ended: z.number().int() }) } } },
    (request) => service.endUserSessions(contextOf(app, request), app.sessions, request.params.id),
  );

  for (const [action, active] of [['deactivate', false], ['activate', true]] as const) {
    app.post(
      `/api/users/:id/${action}`,
      {
        config: staff,
        schema: {
          tags: ['users'],
          summary: active ? 'Reactivate a user' : 'Deactivate a user; their sessions end at once',
          params: UserParams,
          response: { 200: z.object({ active: z.boolean(), sessionsEnded: z.number().int() }) },
        },
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
