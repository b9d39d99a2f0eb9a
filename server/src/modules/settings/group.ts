import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { getSetting, putSetting } from './repository.ts';

/** How long a cached group is trusted without a listener (another instance's change is seen this late). */
const CACHE_MS = 5_000;
/** With a listener every change is announced at once; this only bounds a notice lost in transit. */
const LISTENED_CACHE_MS = 60_000;
/** The NOTIFY channel a saved settings key is announced on (the payload is the key). */
export const SETTINGS_CHANNEL = 'ch_settings';

/** Settings change from the back office, or from set-up code with no one signed in. */
export type SettingsContext = ServiceContext<Principal | null>;

/** The databases whose settings notices this process listens to. */
const listened = new WeakSet<Db>();
/** Forgets the cached copy of each group of `db` (all, or the one stored under `key`). */
const forgetters = new Set<(db: Db, key?: string) => void>();

/** Forgets the cached settings of `db` stored under `key` (every key when none is given). */
export function forgetCachedSettings(db: Db, key?: string): void {
  for (const forget of forgetters) forget(db, key);
}

/**
 * Listens to the settings notices of `database` (every instance announces each saved key in the
 * saving transaction): a change made on any instance is seen on this one at once. A lost
 * connection forgets every cached group, since a notice may have been missed meanwhile.
 */
export async function listenToSettings(database: Pick<Database, 'db' | 'listen'>): Promise<() => Promise<void>> {
  const { db } = database;
  const unlisten = await database.listen(
    SETTINGS_CHANNEL,
    (key) => forgetCachedSettings(db, key),
    () => forgetCachedSettings(db),
  );
  listened.add(db);
  return async () => {
    listened.delete(db);
    await unlisten();
  };
}

/** Announces a saved key to every instance, when the saving transaction commits. */
export async function announce(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
}

/**
 * How a group is kept in its row when that is not the group itself: `read` turns the stored value
 * into the group's fields (an older form included), `write` the group into what is stored.
 */
interface StoredForm<V> {
  read(stored: unknown): unknown;
  write(value: V): unknown;
}

interface GroupOptions<V> {
  stored?: StoredForm<V>;
  /** What the audit row and the system log show of a value (default: the value itself). */
  audited?: (value: V) => unknown;
}

/**
 * One group of settings stored under `key`, read on hot paths and so cached per process: until a
 * notice says it changed (LISTEN/NOTIFY, on PostgreSQL and PGlite alike), or for a few seconds
 * where nobody listens. Stored values missing a field (older versions) take the default of that field.
 */
export function settingGroup<S extends z.ZodObject>(key: string, label: string, schema: S, defaults: z.infer<S>, options: GroupOptions<z.infer<S>> = {}) {
  type V = z.infer<S>;
  let cached: { at: number; db: Db; value: V } | undefined;
  forgetters.add((db, changed) => {
    if (cached?.db === db && (changed === undefined || changed === key)) cached = undefined;
  });
  const audited = options.audited ?? ((value: V) => value);
  /** The stored value read afresh, defaults filled in (a field that fails its rule takes its default). */
  const decode = (raw: unknown, base: V): V => {
    const stored = schema.partial().safeParse(options.stored ? options.stored.read(raw) : raw);
    return { ...base, ...(stored.success ? stored.data : {}) } as V;
  };
  return {
    /** The group, from this process's copy when it is fresh; `base` replaces the defaults (a default from the config). */
    async get(db: Db, base: V = defaults): Promise<V> {
      const ttl = listened.has(db) ? LISTENED_CACHE_MS : CACHE_MS;
      if (cached && cached.db === db && Date.now() - cached.at < ttl) return cached.value;
      const value = decode(await getSetting(db, key), base);
      cached = { at: Date.now(), db, value };
      return value;
    },
    /**
     * Saves the group as `next` makes it from the stored one (read in the same transaction), writes
     * its audit row and announces it, in one transaction.
     */
    async change(ctx: SettingsContext, next: (current: V) => V): Promise<V> {
      const saved = await ctx.transaction(async (tx) => {
        const raw = await getSetting(tx.db, key);
        const current = decode(raw, defaults);
        const value = next(current);
        await putSetting(tx.db, key, options.stored ? options.stored.write(value) : value);
        const before = raw === undefined ? null : audited(current);
        const after = audited(value);
        await tx.audit('settings', `${label} changed: ${JSON.stringify(after)}`, { before, after });
        await announce(tx.db, key);
        return value;
      });
      cached = undefined;
      return saved;
    },
    /** Saves the group as given (see change). */
    put(ctx: SettingsContext, value: V): Promise<V> {
      return this.change(ctx, () => value);
    },
  };
}

