import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { bearerToken, clientOf, requirePrincipal } from '@/plugins/auth.ts';
import { TokenFailure, TokenRequest } from '@customer-hub/contract/auth';
import { TokenOrChallenge } from '@customer-hub/contract/two-factor';
import { authEndpoints as api } from '@customer-hub/contract/endpoints/auth';
import { authDeps } from './deps.ts';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/token',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (JSON or form-encoded, grant_type=password). expires_in is in minutes.',
        description:
          'Answers a token, or a two-factor challenge when a second factor is due. On failure answers 400 with the plain text ' +
          '`Failed` (wrong credentials, or too many failures: wait and try again) or `NotAllowed` (disabled user, right password).',
        body: TokenRequest,
        response: { 200: TokenOrChallenge, 400: TokenFailure.describe('text/plain: Failed or NotAllowed') },
      },
    },
    async (request, reply) => {
      const result = await service.signIn(deps, { username: request.body.username, password: request.body.password, ...clientOf(request) });
      reply.header('cache-control', 'no-store');
      if (result.kind === 'token') return result.token;
      if (result.kind === 'challenge') return result.challenge;
      // The spec's client reads these as plain text.
      return reply.code(400).type('text/plain; charset=utf-8').serializer((p: unknown) => String(p)).send(result.body);
    },
  );

  route(
    app,
    api.verifySecondFactor,
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute * 3, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Complete a sign-in with the second factor (emailed code, app code or recovery code)' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.verifySecondFactor(deps, { ...request.body, ...clientOf(request) });
    },
  );

  route(
    app,
    api.resendCode,
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Email a new code for a sign-in attempt' },
    },
    async (request) => {
      await service.resendCode(deps, request.body.challengeId);
      return { sent: true as const };
    },
  );

  route(
    app,
    api.signOut,
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['auth'], summary: 'End the current session' },
    },
    async (request) => {
      await service.signOut(contextOf(app, request), app.sessions, bearerToken(request)!);
      return { loggedOut: true as const };
    },
  );

  route(
    app,
    api.isTokenValid,
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Whether the bearer token is valid' },
    },
    async (request) => {
      const p = requirePrincipal(request);
      return { status: 'OK' as const, data: { userName: p.userName, expiresAt: p.expiresAt.toISOString() } };
    },
  );
};

export default routes;
