import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { PASSWORD_MAX_LENGTH, SignUpRequest } from '@customer-hub/contract/accounts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import { accountsEndpoints as api } from '@customer-hub/contract/endpoints/accounts';
import * as service from './service.ts';
import * as twoFactor from './two-factor-service.ts';
import { contextOf, publicContextOf, systemContext } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const limited = { policy: 'public' as const, rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } };
  const signedIn = { policy: 'authenticated' } as const;

  app.worker.registerJob('password_recovery', (db, payload) => service.runRecoveryJob(systemContext(db, null), deps, payload as { email: string }));
  app.worker.registerJob('signup', (db, payload) => service.runSignUpJob(systemContext(db, null), deps, SignUpRequest.parse(payload)));

  route(
    app,
    api.getPasswordPolicy,
    { config: { policy: 'public' }, schema: { tags: ['account'], summary: 'Password length rules' } },
    async () => ({ minLength: (await getSecuritySettings(app.db, app.config.tokenTtlMinutes)).passwordMinLength, maxLength: PASSWORD_MAX_LENGTH }),
  );

  route(
    app,
    api.requestRecovery,
    {
      config: limited,
      schema: { tags: ['account'], summary: 'Email a password reset link; the same answer whatever the address', description: '503 EMAIL_UNAVAILABLE when email delivery is not configured (for every address alike).' },
    },
    async (request, reply) => {
      await service.requestRecovery(publicContextOf(app, request), deps, app.worker, request.body.email, request.body.language);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  route(
    app,
    api.tokenInfo,
    { config: limited, schema: { tags: ['account'], summary: 'What an emailed link is for' } },
    (request) => service.tokenInfo(app.db, request.query.token),
  );

  route(
    app,
    api.resetPassword,
    {
      config: limited,
      schema: { tags: ['account'], summary: 'Set a password through a reset, invitation or sign-up link' },
    },
    (request) => service.resetPassword(publicContextOf(app, request), deps, request.body),
  );

  route(
    app,
    api.requestSignUp,
    {
      config: limited,
      schema: { tags: ['account'], summary: 'Sign up with a customer number and an invoice number; the same answer whatever matches' },
    },
    async (request, reply) => {
      await service.requestSignUp(publicContextOf(app, request), deps, app.worker, request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  route(
    app,
    api.changePassword,
    { config: signedIn, schema: { tags: ['account'], summary: 'Change the password; other sessions end' } },
    (request) => service.changePassword(contextOf(app, request), deps, request.body),
  );

  route(
    app,
    api.listSessions,
    { config: signedIn, schema: { tags: ['account'], summary: 'My active sessions' } },
    (request) => service.listSessions(contextOf(app, request)),
  );

  route(
    app,
    api.endOwnSession,
    { config: signedIn, schema: { tags: ['account'], summary: 'End one of my sessions' } },
    (request) => service.endOwnSession(contextOf(app, request), deps, request.params.id),
  );

  route(
    app,
    api.getTwoFactorStatus,
    { config: signedIn, schema: { tags: ['account'], summary: 'My second factor' } },
    (request) => twoFactor.getStatus(deps, requirePrincipal(request)),
  );

  route(
    app,
    api.startTotpSetup,
    { config: signedIn, schema: { tags: ['account'], summary: 'Start setting up an authenticator app' } },
    (request) => twoFactor.startTotp(contextOf(app, request), deps),
  );

  route(
    app,
    api.enableTotp,
    { config: signedIn, schema: { tags: ['account'], summary: 'Confirm the app with a code; answers ten recovery codes' } },
    (request) => twoFactor.enableTotp(contextOf(app, request), deps, request.body.code),
  );

  route(
    app,
    api.enableEmailTwoFactor,
    { config: signedIn, schema: { tags: ['account'], summary: 'Use emailed codes' } },
    (request) => twoFactor.enableEmail(contextOf(app, request), deps, request.body.password),
  );

  route(
    app,
    api.disableTwoFactor,
    { config: signedIn, schema: { tags: ['account'], summary: 'Turn the second factor off' } },
    (request) => twoFactor.disable(contextOf(app, request), deps, request.body.password),
  );

  route(
    app,
    api.regenerateRecoveryCodes,
    { config: signedIn, schema: { tags: ['account'], summary: 'New recovery codes (the old ones stop working)' } },
    (request) => twoFactor.regenerateRecoveryCodes(contextOf(app, request), deps, request.body.password),
  );
};

export default routes;
