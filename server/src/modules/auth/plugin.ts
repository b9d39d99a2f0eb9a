import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { unauthorized } from '@/lib/errors.ts';
import { hashToken } from '@/lib/tokens.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import { isServiceUnavailable } from '@/plugins/errors.ts';
import { dropHungRedis } from '@/lib/redis.ts';
import type { Principal } from '@/plugins/policy.ts';
import { findSessionPrincipal, touchSession, type PolicyPending } from './repository.ts';
import { SessionCache } from './session-cache.ts';
import { DbThrottleStore, RedisOrDbThrottleStore, RedisThrottleStore, type ThrottleStore } from './throttle.ts';

const CHANNEL = 'ch_sessions';
const TOUCH_EVERY_MS = 60_000;

/** Live sessions: who a token belongs to, and ending cached ones here at once and on every other instance through NOTIFY. */
export interface Sessions {
  cache: SessionCache;
  /** The principal of a bearer token; 401 when no live session has it, TOKEN_EXPIRED when it ended or sat idle too long. */
  principalOf(token: string): Promise<Principal>;
  /** One session ended (logout, revocation). */
  tokenEnded(tokenHash: string): Promise<void>;
  /** Something about a user changed (deactivation, permissions, language): drop their sessions' entries. */
  userChanged(userId: string): Promise<void>;
  /** Something that concerns every user changed (a privacy policy was published): drop every entry. */
  everyoneChanged(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    throttle: ThrottleStore;
  }
}

type Message = { tokenHash: string } | { userId: string } | { everyone: true };

/**
 * What the auth module lends the app: `app.sessions` (the session cache kept in step through
 * NOTIFY, and token → principal for the auth plugin) and `app.throttle` (sign-in failures, in
 * the database or in Redis when configured).
 */
export default fp(
  async (app, opts: { ttlSeconds: number; policyPending: PolicyPending }) => {
    let reportedAt = -Infinity;
    const onFallback = (err: unknown) => {
      if (app.redis) dropHungRedis(app.redis, err);
      if (Date.now() - reportedAt < 30_000) return;
      reportedAt = Date.now();
      app.log.warn({ err }, 'Redis cannot be reached: sign-in failures are counted in the database');
    };
    const throttle: ThrottleStore = app.redis
      ? new RedisOrDbThrottleStore(new RedisThrottleStore(app.redis), new DbThrottleStore(app.db), isServiceUnavailable, onFallback)
      : new DbThrottleStore(app.db);
    app.decorate('throttle', throttle);

    const cache = new SessionCache(opts.ttlSeconds * 1000);
    const apply = (m: Message) => {
      if ('tokenHash' in m) cache.deleteToken(m.tokenHash);
      else if ('userId' in m) cache.deleteUser(m.userId);
      else cache.clear();
    };
    const publish = async (m: Message) => {
      apply(m);
      await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(m)})`);
    };

    async function principalOf(token: string): Promise<Principal> {
      const tokenHash = hashToken(token);
      let found = cache.get(tokenHash);
      if (!found) {
        found = await findSessionPrincipal(app.db, tokenHash, opts.policyPending);
        if (!found) throw unauthorized();
        cache.set(tokenHash, found);
      }
      if (found.expiresAt.getTime() <= Date.now()) throw unauthorized('TOKEN_EXPIRED');
      const { sessionIdleMinutes, passkeyRequiredRoles } = await getSecuritySettings(app.db, app.config.tokenTtlMinutes);
      if (Date.now() - found.lastSeenAt.getTime() > sessionIdleMinutes * 60_000) throw unauthorized('TOKEN_EXPIRED');
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        found.lastSeenAt = new Date();
        await touchSession(app.db, found.principal.sessionId);
      }
      const { principal } = found;
      // A staff user viewing as a contact is not asked to register the contact's passkey.
      const passkeyRequired = !principal.viewAs && !principal.hasPasskey && principal.roles.some((r) => passkeyRequiredRoles.includes(r));
      return passkeyRequired === principal.passkeyRequired ? principal : { ...principal, passkeyRequired };
    }

    app.decorate('sessions', {
      cache,
      principalOf,
      tokenEnded: (tokenHash: string) => publish({ tokenHash }),
      userChanged: (userId: string) => publish({ userId }),
      everyoneChanged: () => publish({ everyone: true }),
    } satisfies Sessions);

    if (opts.ttlSeconds <= 0) return;
    const unlisten = await app.database.listen(
      CHANNEL,
      (payload) => {
        try {
          apply(JSON.parse(payload) as Message);
        } catch {
          cache.clear();
        }
      },
      () => cache.clear(),
    );
    app.addHook('onClose', () => unlisten());
  },
  { name: 'sessions', dependencies: ['db', 'security'] },
);
