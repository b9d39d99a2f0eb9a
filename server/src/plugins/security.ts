import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import { SecretBox } from '@/lib/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
    redis: Redis | undefined;
  }
}

/**
 * A Redis that is out fails its commands fast instead of holding requests for the outage's length:
 * refused at once while disconnected (no offline queue), after 1 s when it hangs (a command
 * unanswered), and the connection attempt itself bounded. ioredis reconnects in the background.
 */
export const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: 1000,
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
} satisfies RedisOptions;

/**
 * A command that timed out means Redis hangs with its connection open: the connection is dropped,
 * so the commands after it are refused at once (no offline queue) instead of each waiting out the
 * timeout, and ioredis reconnects in the background (its ready check waits for a Redis that answers).
 */
export function dropHungRedis(redis: Redis, err: unknown): void {
  if (err instanceof Error && err.message === 'Command timed out' && redis.status === 'ready') redis.disconnect(true);
}

/** The Redis connection when configured (`app.redis`: rate limits, sign-in throttle) and the key for secrets at rest. */
export default fp(
  async (app) => {
    const { config } = app;
    const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_OPTIONS) : undefined;
    if (redis) {
      let reachable = true;
      redis.on('error', (err: Error) => {
        if (reachable) app.log.warn({ err }, 'Redis cannot be reached; trying again in the background');
        reachable = false;
      });
      redis.on('ready', () => {
        if (!reachable) app.log.info('Redis reached');
        reachable = true;
      });
      // Started while Redis is out, the app serves what does not need it (see OPERATIONS.md).
      await redis.connect().catch(() => undefined);
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    app.decorate('redis', redis);
    app.decorate('secretBox', SecretBox.fromConfig(config.appSecret, config.dataDir));
  },
  { name: 'security', dependencies: ['db'] },
);
