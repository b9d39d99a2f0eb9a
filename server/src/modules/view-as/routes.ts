import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { notFound, unauthorized } from '@/lib/errors.ts';
import { sessionToken } from '@/plugins/auth.ts';
import type { Principal } from '@/plugins/policy.ts';
import { answerSession, asideToken, clearAsideCookie, clearSessionCookie, requireOwnPages, setAsideCookie, setSessionCookie, wantsCookie } from '@/plugins/session-cookie.ts';
import { viewAsEndpoints as api } from '@customer-hub/contract/endpoints/view-as';
import { VIEW_AS_MAX_MINUTES } from '@customer-hub/contract/view-as';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'view-as', policy: 'staff' }, (add, app) => {
  add(
    api.startViewAs,
    {
      summary: 'View the portal as a customer contact (staff): answers a read-only session token',
      description:
        `The token is the contact's session (their roles, permissions and data scope), for ${VIEW_AS_MAX_MINUTES} minutes at most and never past the caller's own session; ` +
        '`expires_in` is in minutes, as in POST /token. Every call of it other than GET and HEAD (and DELETE /api/view-as, logout) answers 403 `VIEW_AS_READ_ONLY`. ' +
        'The contact must be an active customer contact: 404 for an unknown user, 403 for a staff user, 409 for an inactive contact. Audited (context `view-as`).',
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const session = await service.startViewAs(ctx, request.body);
      // The web app's staff session waits aside (HttpOnly, sent to /api/view-as only) for the view to end.
      if (wantsCookie(request)) setAsideCookie(request, reply, sessionToken(request)!.token, ctx.principal.expiresAt);
      return answerSession(request, reply, session);
    },
  );

  /** The principal of a token, or null when it has ended or expired. */
  const liveSession = (token: string | undefined): Promise<Principal | null> => (token ? app.sessions.principalOf(token).catch(() => null) : Promise.resolve(null));

  add(
    api.endViewAs,
    {
      summary: 'End the view-as session of the bearer token or cookie (audited); 404 for an ordinary session',
      description:
        'With the session cookie, the staff session set aside when the view began comes back as the cookie, also once the view-as ' +
        'session has expired. 401 without a session to end or bring back.',
      // Checked here: the staff session comes back even when the view-as one is no longer valid.
      policy: 'public',
      problems: [401, 403, 404],
    },
    async (request, reply) => {
      const session = sessionToken(request);
      const aside = asideToken(request);
      if (session?.via === 'cookie' || aside) requireOwnPages(request);
      const current = await liveSession(session?.token);
      if (current?.viewAs) {
        request.principal = current;
        await service.endViewAs(contextOf(app, request), app.sessions, session!.token);
      } else if (!aside) {
        throw current ? notFound('View-as session') : unauthorized();
      }
      if (aside) {
        clearAsideCookie(request, reply);
        const staff = await liveSession(aside);
        if (staff && !staff.viewAs) setSessionCookie(request, reply, aside, Math.max(1, Math.floor((staff.expiresAt.getTime() - Date.now()) / 60_000)));
        else clearSessionCookie(request, reply);
      }
      return reply.code(204).send(null);
    },
  );

  add(
    api.findViewAsHistory,
    {
      summary: 'View-as sessions, newest first: staff see all, a main contact those of their company’s contacts',
      description: 'Other customers get 403. `endedAt` is null while a session is open (ended, revoked or expired otherwise).',
      policy: 'authenticated',
    },
    (request) => service.findHistory(contextOf(app, request), request.query),
  );
});
