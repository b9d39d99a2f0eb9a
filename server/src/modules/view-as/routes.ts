import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { bearerToken } from '@/plugins/auth.ts';
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
      reply.header('cache-control', 'no-store');
      return service.startViewAs(contextOf(app, request), request.body);
    },
  );

  add(
    api.endViewAs,
    {
      summary: 'End the view-as session of the bearer token (audited); 404 for an ordinary session',
      policy: 'authenticated',
      allowedWhileViewingAs: true,
      beforePolicyAcceptance: true,
    },
    async (request, reply) => {
      await service.endViewAs(contextOf(app, request), app.sessions, bearerToken(request)!);
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
