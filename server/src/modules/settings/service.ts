import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/lib/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { CHAT_SETTING, chatOriginOf, ChatSettingsFields, isChatUrl, DEFAULT_CHAT_SETTINGS, type ChatSettings } from '@customer-hub/contract/chat';
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from '@customer-hub/contract/documents';
import { NOTIFICATIONS_ENABLED_SETTING, TICKET_DEFAULT_URL_SETTING } from '@customer-hub/contract/notifications';
import { ORDER_CANCEL_CUTOFF_SETTING } from '@customer-hub/contract/orders';
import {
  DEFAULT_LOG_RETENTION_SETTINGS,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  LogRetentionSettings,
  DEFAULT_REPORTS_SETTINGS,
  OrderSettings,
  REPORTS_SETTING,
  ReportsSettingsFields,
  SecuritySettings,
  type NotificationSettings,
  type ReportsSettings,
  type UpdateReportsSettings,
} from '@customer-hub/contract/settings';
import { getSetting, putSetting } from './repository.ts';

/** How long a cached group is trusted without a listener (another instance's change is seen this late). */
const CACHE_MS = 5_000;
/** With a listener every change is announced at once; this only bounds a notice lost in transit. */
const LISTENED_CACHE_MS = 60_000;
/** The NOTIFY channel a saved settings key is announced on (the payload is the key). */
export const SETTINGS_CHANNEL = 'ch_settings';

/** Settings change from the back office, or from set-up code with no one signed in. */
type SettingsContext = ServiceContext<Principal | null>;

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
async function announce(db: Db, key: string): Promise<void> {
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
function settingGroup<S extends z.ZodObject>(key: string, label: string, schema: S, defaults: z.infer<S>, options: GroupOptions<z.infer<S>> = {}) {
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

const security = settingGroup('security', 'Security settings', SecuritySettings, DEFAULT_SECURITY_SETTINGS);
const documents = settingGroup('documents', 'Document settings', DocumentSettings, DEFAULT_DOCUMENT_SETTINGS);
const chat = settingGroup(CHAT_SETTING, 'Chat settings', ChatSettingsFields, DEFAULT_CHAT_SETTINGS);
const logRetention = settingGroup('logRetention', 'Log retention', LogRetentionSettings, DEFAULT_LOG_RETENTION_SETTINGS);
/** Kept as the bare number of hours under its older key, which the orders module has always read. */
const orders = settingGroup(ORDER_CANCEL_CUTOFF_SETTING, 'Order settings', OrderSettings, DEFAULT_ORDER_SETTINGS, {
  stored: {
    read: (stored) => (typeof stored === 'number' || (typeof stored === 'string' && stored.trim() !== '') ? { cancelCutoffHours: Number(stored) } : stored),
    write: (value) => value.cancelCutoffHours,
  },
});

/** The order cancel cut-off (hours before the task date a contact may still cancel); 48 on a fresh install. */
export function getOrderSettings(db: Db): Promise<OrderSettings> {
  return orders.get(db);
}

/** Saves the order settings (Admin); every instance's next cancel check follows at once. */
export function updateOrderSettings(ctx: SettingsContext, value: OrderSettings): Promise<OrderSettings> {
  return orders.put(ctx, value);
}

/** What the reporting group stores: the Power BI client secret sealed with the app's key (lib/secret-box.ts). */
const StoredReportsSettings = ReportsSettingsFields.extend({ powerBiClientSecretSealed: z.string().nullable().default(null) });
type StoredReportsSettings = z.infer<typeof StoredReportsSettings>;
const reports = settingGroup(
  REPORTS_SETTING,
  'Reports settings',
  StoredReportsSettings,
  { ...DEFAULT_REPORTS_SETTINGS, powerBiClientSecretSealed: null },
  // The audit row and the system log say whether a secret is stored, never the secret or its sealed form.
  { audited: ({ powerBiClientSecretSealed, ...rest }) => ({ ...rest, powerBiClientSecret: powerBiClientSecretSealed ? SECRET_STORED : null }) },
);
const SECRET_STORED = 'set';

/** The reporting settings as the back office sees them: whether a client secret is stored, never the secret. */
export async function getReportsSettingsForAdmin(db: Db): Promise<ReportsSettings> {
  const { powerBiClientSecretSealed, ...rest } = await reports.get(db);
  return { ...rest, powerBiClientSecretSet: powerBiClientSecretSealed !== null };
}

/** The reporting settings with the Power BI client secret opened (null when none is stored, or it cannot be opened). */
export interface ReportsSettingsWithSecret extends Omit<ReportsSettings, 'powerBiClientSecretSet'> {
  powerBiClientSecret: string | null;
}

/**
 * The reporting tool's settings for server-side use (the Reports and Dashboard embeds), the
 * client secret opened. Never hand this to a client. Cached like every settings group.
 */
export async function getReportsSettings(db: Db, secretBox: SecretBox): Promise<ReportsSettingsWithSecret> {
  const { powerBiClientSecretSealed, ...rest } = await reports.get(db);
  let powerBiClientSecret: string | null = null;
  if (powerBiClientSecretSealed !== null) {
    try {
      powerBiClientSecret = secretBox.open(powerBiClientSecretSealed);
    } catch {
      // Sealed with another APP_SECRET: as good as none until an admin enters it again.
      powerBiClientSecret = null;
    }
  }
  return { ...rest, powerBiClientSecret };
}

/**
 * Saves the reporting settings (Admin). The client secret left out keeps the stored one, an empty
 * one clears it, anything else replaces it (sealed); the answer never holds it.
 */
export async function updateReportsSettings(ctx: SettingsContext, secretBox: SecretBox, input: UpdateReportsSettings): Promise<ReportsSettings> {
  const { powerBiClientSecret, ...fields } = input;
  await reports.change(ctx, (current) => ({
    ...fields,
    powerBiClientSecretSealed:
      powerBiClientSecret === undefined ? current.powerBiClientSecretSealed : powerBiClientSecret === '' ? null : secretBox.seal(powerBiClientSecret),
  }));
  return getReportsSettingsForAdmin(ctx.db);
}

/** How many days the logs keep their rows. */
export function getLogRetentionSettings(db: Db): Promise<LogRetentionSettings> {
  return logRetention.get(db);
}

/** Saves the log retention (Admin); the next daily purge follows it. */
export function updateLogRetentionSettings(ctx: SettingsContext, value: LogRetentionSettings): Promise<LogRetentionSettings> {
  return logRetention.put(ctx, value);
}

/**
 * Security settings (password length, required 2FA, session lifetimes). `absoluteDefault` is
 * TOKEN_TTL_MINUTES until an admin sets one.
 */
export function getSecuritySettings(db: Db, absoluteDefault: number): Promise<SecuritySettings> {
  return security.get(db, { ...DEFAULT_SECURITY_SETTINGS, sessionAbsoluteMinutes: absoluteDefault });
}

/** Saves the security settings (Admin). */
export function updateSecuritySettings(ctx: SettingsContext, value: SecuritySettings): Promise<SecuritySettings> {
  return security.put(ctx, value);
}

/** Upload limit and whether global search is on. */
export function getDocumentSettings(db: Db): Promise<DocumentSettings> {
  return documents.get(db);
}

/** Saves the document settings (Admin). */
export function updateDocumentSettings(ctx: SettingsContext, value: DocumentSettings): Promise<DocumentSettings> {
  return documents.put(ctx, value);
}

/** Whether the shell frames a chat page, and its URL; off on a fresh install. Cached like the others. */
export function getChatSettings(db: Db): Promise<ChatSettings> {
  return chat.get(db);
}

/** Saves the chat settings (Admin); this instance's frame-src follows on its next answer. */
export function updateChatSettings(ctx: SettingsContext, value: ChatSettings): Promise<ChatSettings> {
  return chat.put(ctx, value);
}

/** The chat URL the shell frames (absolute, or a path on the app's origin), or null when chat is off. */
async function activeChatUrl(db: Db): Promise<string | null> {
  const { enabled, url } = await getChatSettings(db);
  return enabled && isChatUrl(url) ? url : null;
}

/**
 * The origins the CSP's frame-src adds to 'self' for the chat: an absolute chat URL's origin while
 * chat is on; none for a path (it is framed on the page's own origin, which 'self' allows).
 */
export async function chatFrameSources(db: Db): Promise<string[]> {
  const url = await activeChatUrl(db);
  const origin = url === null ? null : chatOriginOf(url);
  return origin ? [origin] : [];
}

/**
 * Spec call ShowChat: the spec's odd boolean, falsy means "show the frame". So it answers false
 * when chat is on with a usable URL, and true when it is off.
 */
export async function showChatFlag(db: Db): Promise<boolean> {
  return (await activeChatUrl(db)) === null;
}

/**
 * Spec call GetChatUrl: the chat URL as set while chat is on (a path is resolved by the page against
 * its own origin), else an empty string.
 */
export async function chatUrl(db: Db): Promise<string> {
  return (await activeChatUrl(db)) ?? '';
}

/**
 * Whether the bell is shown and the ticket site's default survey login. Each is its own key, read
 * where it is used (notifications, users); this pair of calls is how the back office sees and sets them.
 */
export async function getNotificationSettings(db: Db): Promise<NotificationSettings> {
  const [enabled, url] = await Promise.all([getSetting(db, NOTIFICATIONS_ENABLED_SETTING), getSetting(db, TICKET_DEFAULT_URL_SETTING)]);
  return { notificationsEnabled: enabled !== false, ...(typeof url === 'string' && url ? { ticketDefaultUrl: url } : {}) };
}

/** Saves both (Admin), with one audit row, in one transaction. */
export async function updateNotificationSettings(ctx: SettingsContext, value: NotificationSettings): Promise<NotificationSettings> {
  await ctx.transaction(async (tx) => {
    const before = await getNotificationSettings(tx.db);
    await putSetting(tx.db, NOTIFICATIONS_ENABLED_SETTING, value.notificationsEnabled);
    await putSetting(tx.db, TICKET_DEFAULT_URL_SETTING, value.ticketDefaultUrl ?? '');
    await tx.audit('settings', `Notification settings changed: ${JSON.stringify(value)}`, { before, after: value });
  });
  return value;
}

/** One stored setting's raw value, for another module that keeps its own (undefined when unset). */
export function getSettingValue(db: Db, key: string): Promise<unknown> {
  return getSetting(db, key);
}

/** Stores one setting's raw value for another module that keeps its own (its caller audits it). */
export function putSettingValue(db: Db, key: string, value: unknown): Promise<void> {
  return putSetting(db, key, value);
}
