import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { contextOf } from '@/context.ts';
import { passkeysEndpoints as api } from '@customer-hub/contract/endpoints/passkeys';
import * as service from './service.ts';

/**
 * My account's passkeys. Listing and registering one answer while a role's required passkey is
 * still missing (the gate after sign-in asks for exactly that); so does the rest of the shell.
 */
export default moduleRoutes({ tag: 'account', policy: 'authenticated' }, (add, app) => {
  const deps = { db: app.db, config: app.config, throttle: app.throttle };
  const gate = { beforePasskeyEnrolment: true };
  const limit = perMinute(app.config.rateLimitPerMinute);

  add(api.listPasskeys, { summary: 'My passkeys, and whether a role of mine requires one', ...gate }, (request) => service.listPasskeys(contextOf(app, request), deps));
  add(
    api.registrationOptions,
    {
      summary: 'Start registering a passkey: the options for navigator.credentials.create',
      description: 'A session opened in the last 10 minutes needs nothing more; an older one sends the password (else 400 RECENT_SIGN_IN_REQUIRED).',
      rateLimit: limit,
      ...gate,
    },
    (request) => service.registrationOptions(contextOf(app, request), deps, request.body.password),
  );
  add(api.registerPasskey, { summary: 'Register the passkey the browser created, under a name; I am emailed', rateLimit: limit, ...gate }, async (request, reply) => {
    const created = await service.registerPasskey(contextOf(app, request), deps, request.body);
    // The gate (a role's required passkey) opens on every instance.
    await app.sessions.userChanged(request.principal!.userId);
    return reply.code(201).send(created);
  });
  add(api.renamePasskey, 'Rename one of my passkeys', (request) => service.renamePasskey(contextOf(app, request), request.params.id, request.body.name));
  add(
    api.removePasskey,
    { summary: 'Remove one of my passkeys', description: 'As registering: a recent session, or the password.', rateLimit: limit },
    async (request) => {
      const removed = await service.removePasskey(contextOf(app, request), deps, request.params.id, request.body.password);
      await app.sessions.userChanged(request.principal!.userId);
      return removed;
    },
  );
});
