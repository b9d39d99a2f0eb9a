import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { dropHungRedis } from '@/lib/redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** @fastify/rate-limit's own stores (not in its typings): counters in Redis, and in this process. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...more: unknown[]) => Store;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;

/**
 * The counters in Redis, shared by every instance; while Redis cannot be reached (a command
 * refused at once when it is disconnected, or timed out when it hangs), the counters of this
 * process instead. A Redis outage so weakens a limit to one per instance, for its length, rather
 * than failing the calls it guards or letting them through unlimited.
 */
class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onFallback: (err: Error) => void,
  ) {}

  private either(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared[method](
      key,
      (err, result) => {
        if (!err) return callback(null, result);
        this.onFallback(err);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/** How often at most `onFallback` is told, however many calls fall back meanwhile. */
const REPORT_EVERY_MS = 30_000;

/**
 * A store for @fastify/rate-limit's `store` option: Redis under `nameSpace`, this process's memory
 * while Redis is out (`onFallback` is told then, at most every 30 s); a Redis that hangs is dropped
 * at its first timed-out command, so the calls after it fall back at once.
 */
export function redisOrLocalStore(redis: Redis, nameSpace: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  let reportedAt = -Infinity;
  const report = (err: Error) => {
    dropHungRedis(redis, err);
    if (Date.now() - reportedAt < REPORT_EVERY_MS) return;
    reportedAt = Date.now();
    onFallback(err);
  };
  return class extends RedisOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its global settings (these two are not in FastifyRateLimitOptions' typing).
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), report);
    }
  };
}
