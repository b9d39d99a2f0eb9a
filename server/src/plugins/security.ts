import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { SecretBox } from '@/lib/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
    redis: Redis | undefined;
  }
}

/** The Redis connection when configured (`app.redis`: rate limits, sign-in throttle) and the key for secrets at rest. */
export default fp(
  async (app) => {
    const { config } = app;
    const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    app.decorate('redis', redis);
    app.decorate('secretBox', SecretBox.fromConfig(config.appSecret, config.dataDir));
  },
  { name: 'security', dependencies: ['db'] },
);
