import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { bearerToken, clientOf, requirePrincipal } from '@/plugins/auth.ts';
import { LogoutResponse, TokenFailure, TokenRequest, TokenResponse, TokenValidResponse } from '@customer-hub/contract/auth';
import {
  ResendTwoFactorRequest,
  ResendTwoFactorResponse,
  TokenOrChallenge,
  VerifyTwoFactorRequest,
} from '@customer-hub/contract/two-factor';
import { authDeps } from './deps.ts';
import * as service from './service.ts';

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

  app.post(
    '/api/auth/two-factor/verify',
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute * 3, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Complete a sign-in with the second factor (emailed code, app code or recovery code)',
        body: VerifyTwoFactorRequest,
        response: { 200: TokenResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.verifySecondFactor(deps, { ...request.body, ...clientOf(request) });
    },
  );

  app.post(
    '/api/auth/two-factor/resend',
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Email a new code for a sign-in attempt', body: ResendTwoFactorRequest, response: { 200: ResendTwoFactorResponse } },
    },
    async (request) => {
      await service.resendCode(deps, request.body.challengeId);
      return { sent: true as const };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: LogoutResponse } },
    },
    async (request) => {
      await service.signOut(contextOf(app, request), app.sessions, bearerToken(request)!);
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
