import { moduleRoutes, perMinute, type RouteDeclaration } from '@/lib/route.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { PASSWORD_MAX_LENGTH, SignUpRequest } from '@customer-hub/contract/accounts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import { accountsEndpoints as api } from '@customer-hub/contract/endpoints/accounts';
import * as service from './service.ts';
import * as twoFactor from './two-factor-service.ts';
import { contextOf, publicContextOf, systemContext } from '@/context.ts';

export default moduleRoutes({ tag: 'account', policy: 'authenticated' }, (add, app) => {
  const deps = authDeps(app);
  /** A public call, rate limited per client. */
  const limited = (summary: string, description?: string): RouteDeclaration => ({
    summary,
    description,
    policy: 'public',
    rateLimit: perMinute(app.config.rateLimitPerMinute),
  });

  app.worker.registerJob('password_recovery', (db, payload) => service.runRecoveryJob(systemContext(db, null, app), deps, payload as { email: string }));
  app.worker.registerJob('signup', (db, payload) => service.runSignUpJob(systemContext(db, null, app), deps, SignUpRequest.parse(payload)));

  add(api.getPasswordPolicy, { summary: 'Password length rules', policy: 'public' }, async () => ({
    minLength: (await getSecuritySettings(app.db, app.config.tokenTtlMinutes)).passwordMinLength,
    maxLength: PASSWORD_MAX_LENGTH,
  }));

  add(
    api.requestRecovery,
    limited(
      'Email a password reset link; the same answer whatever the address',
      'The email goes through the outbox (without a mail server it is kept, readable in the email log); 202 for every address.',
    ),
    async (request, reply) => {
      await service.requestRecovery(publicContextOf(app, request), app.worker, request.body.email, request.body.language);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  add(api.tokenInfo, limited('What an emailed link is for'), (request) => service.tokenInfo(app.db, request.query.token));

  add(api.resetPassword, limited('Set a password through a reset, invitation or sign-up link'), (request) =>
    service.resetPassword(publicContextOf(app, request), deps, request.body),
  );

  add(api.confirmEmail, limited('Confirm a new email address through the link sent to it'), (request) => service.confirmEmail(publicContextOf(app, request), deps, request.body.token));

  add(api.requestSignUp, limited('Sign up with a customer number and an invoice number; the same answer whatever matches'), async (request, reply) => {
    await service.requestSignUp(publicContextOf(app, request), app.worker, request.body);
    return reply.code(202).send({ accepted: true as const });
  });

  add(api.changePassword, 'Change the password; other sessions end', (request) => service.changePassword(contextOf(app, request), deps, request.body));
  add(api.listSessions, 'My active sessions', (request) => service.listSessions(contextOf(app, request)));
  add(api.endOwnSession, 'End one of my sessions', (request) => service.endOwnSession(contextOf(app, request), deps, request.params.id));

  add(api.listDevices, 'My trusted browsers (they sign me in while my account is locked for strangers)', (request) => service.listDevices(contextOf(app, request)));
  add(api.removeDevice, 'Forget one of my trusted browsers: it becomes a stranger again', (request) => service.removeDevice(contextOf(app, request), request.params.id));

  add(api.getTwoFactorStatus, 'My second factor', (request) => twoFactor.getStatus(deps, requirePrincipal(request)));
  add(api.startTotpSetup, { summary: 'Start setting up an authenticator app', problems: [409] }, (request) => twoFactor.startTotp(contextOf(app, request), deps));
  add(api.enableTotp, { summary: 'Confirm the app with a code; answers ten recovery codes', problems: [409] }, (request) =>
    twoFactor.enableTotp(contextOf(app, request), deps, request.body.code),
  );
  add(
    api.startEmailTwoFactor,
    { problems: [409], summary: 'Start using emailed codes: a code goes to my address; nothing changes until it comes back', rateLimit: perMinute(app.config.rateLimitPerMinute) },
    (request) => twoFactor.startEmail(contextOf(app, request), deps, request.body.password),
  );
  add(api.enableEmailTwoFactor, { summary: 'Use emailed codes, confirmed with the code the set-up sent', problems: [409] }, (request) =>
    twoFactor.enableEmail(contextOf(app, request), deps, request.body.code),
  );
  add(api.disableTwoFactor, 'Turn the second factor off', (request) => twoFactor.disable(contextOf(app, request), deps, request.body.password));
  add(api.regenerateRecoveryCodes, { summary: 'New recovery codes (the old ones stop working)', problems: [409] }, (request) =>
    twoFactor.regenerateRecoveryCodes(contextOf(app, request), deps, request.body.password),
  );
});
