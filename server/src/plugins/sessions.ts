import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { SessionCache } from '@/modules/auth/session-cache.ts';

const CHANNEL = 'ch_sessions';

/** Ends cached sessions on this instance at once and on every other through NOTIFY. */
export interface Sessions {
  cache: SessionCache;
  /** One session ended (logout, revocation). */
  tokenEnded(tokenHash: string): Promise<void>;
  /** Something about a user changed (deactivation, permissions, language): drop their sessions' entries. */
  userChanged(userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

type Message = { tokenHash: string } | { userId: string };

export default fp(
  async (app, opts: { ttlSeconds: number }) => {
    const cache = new SessionCache(opts.ttlSeconds * 1000);
    const apply = (m: Message) => ('tokenHash' in m ? cache.deleteToken(m.tokenHash) : cache.deleteUser(m.userId));
    const publish = async (m: Message) => {
      apply(m);
      await app.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(m)})`);
    };
    app.decorate('sessions', {
      cache,
      tokenEnded: (tokenHash: string) => publish({ tokenHash }),
      userChanged: (userId: string) => publish({ userId }),
    });

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
  { name: 'sessions', dependencies: ['db'] },
);
