import { inArray, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '@/db/client.ts';
import { authThrottle } from '@/db/schema/auth.ts';

export interface ThrottlePolicy {
  /** Failures before the first wait. */
  lockAfter: number;
  /** First wait; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
}

/** How long after the last failure a counter starts again from zero. */
const forgetAfterMs = (p: ThrottlePolicy) => Math.max(p.maxMs * 2, 60_000);
export const delayFor = (failures: number, p: ThrottlePolicy) =>
  failures < p.lockAfter ? 0 : Math.min(p.baseMs * 2 ** (failures - p.lockAfter), p.maxMs);

/**
 * Failed sign-in counters with growing waits, shared by every instance: in PostgreSQL by
 * default, in Redis when REDIS_URL is set. A wait always ends, so nobody can lock an account
 * for good.
 */
export interface ThrottleStore {
  /** Milliseconds until the first of these keys may try again (0 = now). */
  waitMs(keys: string[]): Promise<number>;
  recordFailure(key: string, policy: ThrottlePolicy): Promise<void>;
  reset(key: string): Promise<void>;
}

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async waitMs(keys: string[]): Promise<number> {
    const rows = await this.db
      .select({ blockedUntil: authThrottle.blockedUntil })
      .from(authThrottle)
      .where(inArray(authThrottle.key, keys));
    const now = Date.now();
    return Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() - now : 0)));
  }

  async recordFailure(key: string, p: ThrottlePolicy): Promise<void> {
    const forget = `${forgetAfterMs(p)} milliseconds`;
    const [row] = await this.db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.updatedAt} < now() - ${forget}::interval then 1 else ${authThrottle.failures} + 1 end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failures: authThrottle.failures });
    const delay = delayFor(row?.failures ?? 1, p);
    if (delay > 0) {
      await this.db
        .update(authThrottle)
        .set({ blockedUntil: sql`now() + ${`${delay} milliseconds`}::interval` })
        .where(sql`${authThrottle.key} = ${key}`);
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
  }
}

export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ch:throttle:',
  ) {}

  async waitMs(keys: string[]): Promise<number> {
    const ttls = await Promise.all(keys.map((k) => this.redis.pttl(`${this.prefix}block:${k}`)));
    return Math.max(0, ...ttls);
  }

  async recordFailure(key: string, p: ThrottlePolicy): Promise<void> {
    const counter = `${this.prefix}fail:${key}`;
    const [[, failures]] = (await this.redis.multi().incr(counter).pexpire(counter, forgetAfterMs(p)).exec()) as [[null, number]];
    const delay = delayFor(failures, p);
    if (delay > 0) await this.redis.set(`${this.prefix}block:${key}`, '1', 'PX', delay);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}fail:${key}`, `${this.prefix}block:${key}`);
  }
}

/**
 * Redis, and the database while Redis cannot be reached (a command refused or timed out): the
 * throttle never fails open. During an outage the database's counters apply (the same policy,
 * starting from what they hold), so guessing stays as slow as without Redis; the counters in
 * Redis are used again once it answers.
 */
export class RedisOrDbThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: ThrottleStore,
    private readonly db: ThrottleStore,
    private readonly isOut: (err: unknown) => boolean,
    private readonly onFallback: (err: unknown) => void = () => undefined,
  ) {}

  private async either<T>(use: (store: ThrottleStore) => Promise<T>): Promise<T> {
    try {
      return await use(this.redis);
    } catch (err) {
      if (!this.isOut(err)) throw err;
      this.onFallback(err);
      return use(this.db);
    }
  }

  waitMs(keys: string[]): Promise<number> {
    return this.either((s) => s.waitMs(keys));
  }

  recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    return this.either((s) => s.recordFailure(key, policy));
  }

  reset(key: string): Promise<void> {
    return this.either((s) => s.reset(key));
  }
}
