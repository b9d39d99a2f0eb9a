import type { FastifyReply, FastifyRequest } from 'fastify';
import { contextOf, publicContextOf } from '@/context.ts';
import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { clientOf } from '@/plugins/auth.ts';
import { clearAsideCookie, setSessionCookie } from '@/plugins/session-cookie.ts';
import { authDeps, DEVICE_COOKIE, deviceCookieOptions } from '@/modules/auth/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { READER_COOKIES } from '@customer-hub/contract/constants/languages';
import { ssoEndpoints as api } from '@customer-hub/contract/endpoints/sso';
import { SSO_DONE_PARAM, SSO_ERROR_PARAM, SSO_RETURN_PARAM, SsoCallbackQuery, SsoStartQuery } from '@customer-hub/contract/sso';
import { finishSignIn, SsoFailure, startSignIn } from './flow.ts';
import * as providers from './providers.ts';

/** The browser's copy of a started sign-in's state: sent back only to the callback. */
const STATE_COOKIE = 'ch_sso_state';
const SIGN_IN_PAGE = '/signin';

const stateCookieOptions = (request: FastifyRequest, maxAge: number) =>
  ({ path: '/api/sso/callback', maxAge, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const;

/** Back to the sign-in page, which explains the refusal in the reader's language. */
function refused(reply: FastifyReply, err: unknown) {
  const code = err instanceof SsoFailure ? err.code : 'rejected';
  return reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_PAGE}?${SSO_ERROR_PARAM}=${code}`, 302);
}

export default moduleRoutes({ tag: 'sso', policy: 'authenticated' }, (add, app) => {
  const deps = authDeps(app);
  const limit = perMinute(app.config.rateLimitPerMinute * 3);

  app.get(
    '/api/sso/start',
    {
      config: { policy: 'public', rateLimit: limit },
      schema: {
        tags: ['sso'],
        operationId: 'startSsoSignIn',
        summary: 'Start a sign-in with an identity provider: redirects (302) to the provider, or back to the sign-in page with sso_error',
        querystring: SsoStartQuery,
      },
    },
    async (request, reply) => {
      try {
        const { location, state } = await startSignIn(deps, { providerId: request.query.provider, returnPath: request.query.return });
        reply.setCookie(STATE_COOKIE, state, stateCookieOptions(request, 600));
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      } catch (err) {
        if (!(err instanceof SsoFailure)) throw err;
        await finishLog(err, request);
        return refused(reply, err);
      }
    },
  );

  /** A start refused (provider off or unreachable) is logged like a refused callback. */
  async function finishLog(err: SsoFailure, request: FastifyRequest) {
    await recordLoginAttempt(app.db, { userId: null, userName: '(single sign-on)', ...clientOf(request), result: 'Failed', reason: err.reason, stage: 'sso' });
  }

  app.get(
    '/api/sso/callback',
    {
      config: { policy: 'public', rateLimit: limit },
      schema: {
        tags: ['sso'],
        operationId: 'finishSsoSignIn',
        summary: 'Where an identity provider sends the browser back: opens the session (cookie) and redirects (302) to the sign-in page, which goes on',
        querystring: SsoCallbackQuery,
      },
    },
    async (request, reply) => {
      reply.clearCookie(STATE_COOKIE, stateCookieOptions(request, 0));
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const done = await finishSignIn(publicContextOf(app, request), deps, {
          search,
          state: request.query.state,
          error: request.query.error,
          cookieState: request.cookies[STATE_COOKIE],
          device: request.cookies[DEVICE_COOKIE],
          timeZone: request.cookies[READER_COOKIES.timeZone],
          ...clientOf(request),
        });
        clearAsideCookie(request, reply);
        setSessionCookie(request, reply, done.token.access_token, done.token.expires_in);
        reply.setCookie(DEVICE_COOKIE, done.device, deviceCookieOptions(request.protocol === 'https'));
        const next = new URLSearchParams({ [SSO_DONE_PARAM]: String(done.token.expires_in), ...(done.returnPath && { [SSO_RETURN_PARAM]: done.returnPath }) });
        return reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_PAGE}?${next}`, 302);
      } catch (err) {
        if (!(err instanceof SsoFailure)) throw err;
        if (err.reason === 'internal') request.log.error({ err: err.cause }, 'single sign-on failed');
        return refused(reply, err);
      }
    },
  );

  add(api.lookup, { summary: 'Which identity providers the sign-in page offers for a typed address (by its domain only)', policy: 'public', rateLimit: limit }, (request) =>
    providers.lookup(app.db, request.query.login),
  );
  add(api.testProvider, 'Test an identity provider: run its OpenID Connect discovery now (staff, or a company’s main contact)', (request) =>
    providers.testProvider(contextOf(app, request), deps, request.body.issuer),
  );
  add(api.getStaffProvider, { summary: 'The staff identity provider (the secret is never answered)', policy: 'admin' }, (request) => providers.getStaffProvider(contextOf(app, request), deps));
  add(api.updateStaffProvider, { summary: 'Save the staff identity provider (a secret left out is kept)', policy: 'admin' }, (request) =>
    providers.updateStaffProvider(contextOf(app, request), deps, request.body),
  );
  add(api.getOwnCompanyProvider, { summary: 'The identity provider of the caller’s company (its main contact)', policy: 'mainContact' }, (request) => providers.getCompanyProvider(contextOf(app, request), deps, null));
  add(api.updateOwnCompanyProvider, { problems: [409], summary: 'Save the identity provider of the caller’s company (its main contact, within their own permissions)', policy: 'mainContact' }, (request) =>
    providers.updateCompanyProvider(contextOf(app, request), deps, null, request.body),
  );
  add(api.deleteOwnCompanyProvider, { summary: 'Remove the identity provider of the caller’s company (its main contact)', policy: 'mainContact' }, (request) => providers.deleteCompanyProvider(contextOf(app, request), null));
  add(api.getCompanyProvider, { summary: 'A company’s identity provider (staff)', policy: 'staff' }, (request) => providers.getCompanyProvider(contextOf(app, request), deps, request.params.companyId));
  add(api.updateCompanyProvider, { problems: [409], summary: 'Save a company’s identity provider (staff)', policy: 'staff' }, (request) =>
    providers.updateCompanyProvider(contextOf(app, request), deps, request.params.companyId, request.body),
  );
  add(api.deleteCompanyProvider, { summary: 'Remove a company’s identity provider (staff)', policy: 'staff' }, (request) => providers.deleteCompanyProvider(contextOf(app, request), request.params.companyId));
});
