import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { SecretBox } from '@/lib/secret-box.ts';
import { DbThrottleStore, RedisThrottleStore, type ThrottleStore } from '@/modules/auth/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: ThrottleStore;
    secretBox: SecretBox;
    redis: Redis | undefined;
  }
}

/** Sign-in throttling (database or Redis) and the key for secrets at rest. */
export default fp(
  async (app) => {
    const { config } = app;
    const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    app.decorate('redis', redis);
    const throttle: ThrottleStore = redis ? new RedisThrottleStore(redis) : new DbThrottleStore(app.db);
    app.decorate('throttle', throttle);
    app.decorate('secretBox', SecretBox.fromConfig(config.appSecret, config.dataDir));
  },
  { name: 'security', dependencies: ['db'] },
);
