import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { clientOf, requirePrincipal, sessionToken } from '@/plugins/auth.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerSession, clearAsideCookie, clearSessionCookie, wantsCookie } from '@/plugins/session-cookie.ts';
import { TokenFailure, TokenRequest, type TokenResponse } from '@customer-hub/contract/auth';
import { READER_COOKIES } from '@customer-hub/contract/constants/languages';
import { TokenOrChallenge } from '@customer-hub/contract/two-factor';
import { authEndpoints as api } from '@customer-hub/contract/endpoints/auth';
import { authDeps } from './deps.ts';
import { DEVICE_COOKIE, deviceCookieOptions } from './device-cookie.ts';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';
import { endViewAs } from '@/modules/view-as/service.ts';

/**
 * A sign-in's session, answered as the caller asked; a staff session some earlier view-as set
 * aside in this browser is forgotten, so ending a view can only bring back the session that began it.
 */
function signedIn(request: FastifyRequest, reply: FastifyReply, session: TokenResponse) {
  if (wantsCookie(request)) clearAsideCookie(request, reply);
  return answerSession(request, reply, session);
}

export default moduleRoutes({ tag: 'auth', policy: 'authenticated' }, (add, app) => {
  const deps = authDeps(app);
  app.worker.registerJob(service.UNLOCK_JOB, (db, payload) => service.runUnlockJob(db, payload as service.UnlockJob));
  const setDevice = (request: FastifyRequest, reply: FastifyReply, device: string | undefined) => {
    if (device) reply.setCookie(DEVICE_COOKIE, device, deviceCookieOptions(request.protocol === 'https'));
  };

  app.post(
    '/token',
    {
      config: { policy: 'public', media: { 400: ['text/plain'] } },
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in (JSON or form-encoded, grant_type=password). expires_in is in minutes.',
        description:
          'Answers a token, or a two-factor challenge when a second factor is due. On failure answers 400 with the plain text ' +
          '`Failed` (wrong credentials, or too many failures: wait and try again) or `NotAllowed` (disabled user, right password).',
        body: TokenRequest,
        response: { 200: TokenOrChallenge, 400: TokenFailure.describe('text/plain: Failed or NotAllowed') },
      },
    },
    async (request, reply) => {
      const result = await service.signIn(deps, {
        username: request.body.username,
        password: request.body.password,
        device: request.cookies[DEVICE_COOKIE],
        timeZone: request.cookies[READER_COOKIES.timeZone],
        ...clientOf(request),
      });
      reply.header('cache-control', 'no-store');
      setDevice(request, reply, result.device);
      if (result.kind === 'token') return signedIn(request, reply, result.token);
      if (result.kind === 'challenge') return result.challenge;
      // The spec's client reads these as plain text.
      return reply.code(400).type('text/plain; charset=utf-8').serializer((p: unknown) => String(p)).send(result.body);
    },
  );

  add(
    api.verifySecondFactor,
    {
      summary: 'Complete a sign-in with the second factor (emailed code, app code or recovery code), or with the code a locked account emailed',
      policy: 'public',
      rateLimit: perMinute(app.config.rateLimitPerMinute * 3),
    },
    async (request, reply) => {
      const result = await service.verifySecondFactor(deps, { ...request.body, timeZone: request.cookies[READER_COOKIES.timeZone], ...clientOf(request) });
      reply.header('cache-control', 'no-store');
      setDevice(request, reply, result.device);
      return 'challenge' in result ? result.challenge : signedIn(request, reply, result.token);
    },
  );

  add(
    api.passkeySecondFactor,
    {
      summary: 'Complete a sign-in with one of the user\'s passkeys (the challenge of method passkey carries the options)',
      policy: 'public',
      rateLimit: perMinute(app.config.rateLimitPerMinute * 3),
    },
    async (request, reply) => {
      const result = await service.verifyPasskeySecondFactor(deps, { ...request.body, ...clientOf(request) });
      reply.header('cache-control', 'no-store');
      return signedIn(request, reply, result.token);
    },
  );

  const passkeyLimit = perMinute(app.config.rateLimitPerMinute * 3);
  add(
    api.passkeySignInOptions,
    { summary: 'Start a passwordless sign-in: options for navigator.credentials.get naming no credential', policy: 'public', rateLimit: passkeyLimit },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.startPasskeySignIn(deps, clientOf(request));
    },
  );
  add(
    api.passkeySignIn,
    {
      summary: 'Sign in with a passkey (a discoverable credential): a session as a password and second factor would open',
      description: 'Any refusal answers 400 PASSKEY_FAILED and nothing else; failures are throttled per credential and per address as passwords are.',
      policy: 'public',
      rateLimit: passkeyLimit,
    },
    async (request, reply) => {
      const result = await service.completePasskeySignIn(deps, {
        ...request.body,
        device: request.cookies[DEVICE_COOKIE],
        timeZone: request.cookies[READER_COOKIES.timeZone],
        ...clientOf(request),
      });
      reply.header('cache-control', 'no-store');
      setDevice(request, reply, result.device);
      return signedIn(request, reply, result.token);
    },
  );

  const resendLimit = perMinute(app.config.rateLimitPerMinute);
  add(api.resendCode, { summary: 'Email a new code for a sign-in attempt', policy: 'public', rateLimit: resendLimit }, async (request) => {
    await service.resendCode(deps, request.body.challengeId);
    return { sent: true as const };
  });

  add(
    api.signOut,
    {
      summary: 'End the current session (a view-as session ends as DELETE /api/view-as ends it); clears the session cookie',
      beforePolicyAcceptance: true,
      allowedWhileViewingAs: true,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { token } = sessionToken(request)!;
      if (ctx.principal.viewAs) await endViewAs(ctx, app.sessions, token);
      else await service.signOut(ctx, app.sessions, token);
      clearSessionCookie(request, reply);
      clearAsideCookie(request, reply);
      return { loggedOut: true as const };
    },
  );

  add(api.isTokenValid, { summary: 'Whether the session (bearer token or cookie) is valid', beforePolicyAcceptance: true }, async (request) => {
    const p = requirePrincipal(request);
    return { status: 'OK' as const, data: { userName: p.userName, expiresAt: p.expiresAt.toISOString() } };
  });
});
