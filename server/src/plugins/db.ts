import fp from 'fastify-plugin';
import type { Database, Db } from '@/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    routePolicies: { method: string; url: string; policy: string }[];
  }
}

/** Makes the opened database available as `app.db`; closing the app closes it when it owns it. */
export default fp(
  async (app, opts: { database: Database; closeOnShutdown: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('routePolicies', []);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
