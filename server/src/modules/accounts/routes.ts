import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, publicContextOf, systemContext } from '@/context.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import {
  AcceptedResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  EndedResponse,
  PASSWORD_MAX_LENGTH,
  PasswordPolicyResponse,
  RecoverPasswordRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SessionIdParams,
  SessionsResponse,
  SignUpRequest,
  TokenInfoQuery,
  TokenInfoResponse,
} from '@customer-hub/contract/accounts';
import {
  EnableTotpRequest,
  PasswordConfirmRequest,
  RecoveryCodesResponse,
  TotpSetupResponse,
  TwoFactorStatus,
} from '@customer-hub/contract/two-factor';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import * as service from './service.ts';
import * as twoFactor from './two-factor-service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const limited = { policy: 'public' as const, rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } };
  const signedIn = { policy: 'authenticated' } as const;

  app.worker.registerJob('password_recovery', (db, payload) => service.runRecoveryJob(systemContext(db, null), deps, payload as { email: string }));
  app.worker.registerJob('signup', (db, payload) => service.runSignUpJob(systemContext(db, null), deps, SignUpRequest.parse(payload)));

  app.get(
    '/api/account/password-policy',
    { config: { policy: 'public' }, schema: { tags: ['account'], summary: 'Password length rules', response: { 200: PasswordPolicyResponse } } },
    async () => ({ minLength: (await getSecuritySettings(app.db, app.config.tokenTtlMinutes)).passwordMinLength, maxLength: PASSWORD_MAX_LENGTH }),
  );

  app.post(
    '/api/account/recover',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary: 'Email a password reset link; the same answer whatever the address',
        description: '503 EMAIL_UNAVAILABLE when email delivery is not configured (for every address alike).',
        body: RecoverPasswordRequest,
        response: { 202: AcceptedResponse },
      },
    },
    async (request, reply) => {
      await service.requestRecovery(publicContextOf(app, request), deps, app.worker, request.body.email, request.body.language);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.get(
    '/api/account/token-info',
    { config: limited, schema: { tags: ['account'], summary: 'What an emailed link is for', querystring: TokenInfoQuery, response: { 200: TokenInfoResponse } } },
    (request) => service.tokenInfo(app.db, request.query.token),
  );

  app.post(
    '/api/account/reset-password',
    {
      config: limited,
      schema: { tags: ['account'], summary: 'Set a password through a reset, invitation or sign-up link', body: ResetPasswordRequest, response: { 200: ResetPasswordResponse } },
    },
    (request) => service.resetPassword(publicContextOf(app, request), deps, request.body),
  );

  app.post(
    '/api/signup',
    {
      config: limited,
      schema: { tags: ['account'], summary: 'Sign up with a customer number and an invoice number; the same answer whatever matches', body: SignUpRequest, response: { 202: AcceptedResponse } },
    },
    async (request, reply) => {
      await service.requestSignUp(publicContextOf(app, request), deps, app.worker, request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/api/account/change-password',
    { config: signedIn, schema: { tags: ['account'], summary: 'Change the password; other sessions end', body: ChangePasswordRequest, response: { 200: ChangePasswordResponse } } },
    (request) => service.changePassword(contextOf(app, request), deps, request.body),
  );

  app.get(
    '/api/account/sessions',
    { config: signedIn, schema: { tags: ['account'], summary: 'My active sessions', response: { 200: SessionsResponse } } },
    (request) => service.listSessions(contextOf(app, request)),
  );

  app.delete(
    '/api/account/sessions/:id',
    { config: signedIn, schema: { tags: ['account'], summary: 'End one of my sessions', params: SessionIdParams, response: { 200: EndedResponse } } },
    (request) => service.endOwnSession(contextOf(app, request), deps, request.params.id),
  );

  app.get(
    '/api/account/two-factor',
    { config: signedIn, schema: { tags: ['account'], summary: 'My second factor', response: { 200: TwoFactorStatus } } },
    (request) => twoFactor.getStatus(deps, requirePrincipal(request)),
  );

  app.post(
    '/api/account/two-factor/totp/setup',
    { config: signedIn, schema: { tags: ['account'], summary: 'Start setting up an authenticator app', response: { 200: TotpSetupResponse } } },
    (request) => twoFactor.startTotp(contextOf(app, request), deps),
  );

  app.post(
    '/api/account/two-factor/totp/enable',
    { config: signedIn, schema: { tags: ['account'], summary: 'Confirm the app with a code; answers ten recovery codes', body: EnableTotpRequest, response: { 200: RecoveryCodesResponse } } },
    (request) => twoFactor.enableTotp(contextOf(app, request), deps, request.body.code),
  );

  app.post(
    '/api/account/two-factor/email/enable',
    { config: signedIn, schema: { tags: ['account'], summary: 'Use emailed codes', body: PasswordConfirmRequest, response: { 200: TwoFactorStatus } } },
    (request) => twoFactor.enableEmail(contextOf(app, request), deps, request.body.password),
  );

  app.post(
    '/api/account/two-factor/disable',
    { config: signedIn, schema: { tags: ['account'], summary: 'Turn the second factor off', body: PasswordConfirmRequest, response: { 200: TwoFactorStatus } } },
    (request) => twoFactor.disable(contextOf(app, request), deps, request.body.password),
  );

  app.post(
    '/api/account/two-factor/recovery-codes',
    { config: signedIn, schema: { tags: ['account'], summary: 'New recovery codes (the old ones stop working)', body: PasswordConfirmRequest, response: { 200: RecoveryCodesResponse } } },
    (request) => twoFactor.regenerateRecoveryCodes(contextOf(app, request), deps, request.body.password),
  );
};

export default routes;
