import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, requirePrincipal } from '@/plugins/auth.ts';
import { LogoutResponse, TokenFailure, TokenRequest, TokenResponse, TokenValidResponse } from '@customer-hub/contract/auth';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (JSON or form-encoded, grant_type=password). expires_in is in minutes.',
        description: 'On failure answers 400 with the plain text `Failed` (wrong credentials) or `NotAllowed` (disabled user).',
        body: TokenRequest,
        response: { 200: TokenResponse, 400: TokenFailure.describe('text/plain: Failed or NotAllowed') },
      },
    },
    async (request, reply) => {
      const result = await service.signIn(app.db, app.config.tokenTtlMinutes, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.header('cache-control', 'no-store');
      if (result.ok) return result.token;
      // The spec's client reads these as plain text.
      return reply.code(400).type('text/plain; charset=utf-8').serializer((p: unknown) => String(p)).send(result.body);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: LogoutResponse } },
    },
    async (request) => {
      await service.signOut(app.db, app.sessions, bearerToken(request)!, requirePrincipal(request), request.ip);
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/api/Example/IsTokenValid',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Whether the bearer token is valid', response: { 200: TokenValidResponse } },
    },
    async (request) => {
      const p = requirePrincipal(request);
      return { status: 'OK' as const, data: { userName: p.userName, expiresAt: p.expiresAt.toISOString() } };
    },
  );
};

export default routes;
