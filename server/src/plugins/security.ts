import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { REDIS_OPTIONS } from '@/lib/redis.ts';
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
    const redis = config.redisUrl ? new Redis(config.redisUrl, { ...REDIS_OPTIONS, keyPrefix: config.redisKeyPrefix }) : undefined;
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
