import fp from 'fastify-plugin';
import { postgresBus, redisBus, type NotificationBus } from './bus.ts';
import { StreamHub } from './hub.ts';

/** What the notifications module lends the app: the bus between instances and this instance's open streams. */
export interface Notifications {
  bus: NotificationBus;
  hub: StreamHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * Live notifications: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY otherwise and
 * while that Redis cannot be reached (bus.ts). Every message reaches this instance's hub, which
 * writes it to the streams of its recipients; when the bus loses messages every stream is ended,
 * so each client reconnects and resumes from its Last-Event-ID.
 */
export default fp(
  async (app) => {
    const bus = app.redis ? redisBus(app.redis, app.database) : postgresBus(app.database);
    const hub = new StreamHub(app.db);
    app.decorate('notifications', { bus, hub } satisfies Notifications);
    const unsubscribe = await bus.subscribe(
      (message) => void hub.deliver(message).catch((err: unknown) => app.log.warn({ err }, 'notification not delivered to its streams')),
      () => hub.closeAll(),
    );
    // Streams first (their clients reconnect elsewhere), then the bus.
    app.addHook('preClose', () => hub.closeAll());
    app.addHook('onClose', () => unsubscribe());
  },
  { name: 'notifications', dependencies: ['db', 'security'] },
);
