import type { Redis, RedisOptions } from 'ioredis';

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
