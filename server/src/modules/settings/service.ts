import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client.ts';
import type { ServiceContext } from '@/lib/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { CHAT_SETTING, chatOriginOf, ChatSettingsFields, isChatUrl, DEFAULT_CHAT_SETTINGS, type ChatSettings } from '@customer-hub/contract/chat';
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from '@customer-hub/contract/documents';
import { NOTIFICATIONS_ENABLED_SETTING, TICKET_DEFAULT_URL_SETTING } from '@customer-hub/contract/notifications';
import { DEFAULT_LOG_RETENTION_SETTINGS, DEFAULT_SECURITY_SETTINGS, LogRetentionSettings, SecuritySettings, type NotificationSettings } from '@customer-hub/contract/settings';
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
 * One group of settings stored under `key`, read on hot paths and so cached per process: until a
 * notice says it changed (LISTEN/NOTIFY, on PostgreSQL and PGlite alike), or for a few seconds
 * where nobody listens. Stored values missing a field (older versions) take the default of that field.
 */
function settingGroup<S extends z.ZodObject>(key: string, label: string, schema: S) {
  let cached: { at: number; db: Db; value: z.infer<S> } | undefined;
  forgetters.add((db, changed) => {
    if (cached?.db === db && (changed === undefined || changed === key)) cached = undefined;
  });
  return {
    async get(db: Db, defaults: z.infer<S>): Promise<z.infer<S>> {
      const ttl = listened.has(db) ? LISTENED_CACHE_MS : CACHE_MS;
      if (cached && cached.db === db && Date.now() - cached.at < ttl) return cached.value;
      const stored = schema.partial().safeParse(await getSetting(db, key));
      const value = { ...defaults, ...(stored.success ? stored.data : {}) } as z.infer<S>;
      cached = { at: Date.now(), db, value };
      return value;
    },
    /** Saves the group, writes its audit row and announces it, in one transaction. */
    async put(ctx: SettingsContext, value: z.infer<S>): Promise<z.infer<S>> {
      await ctx.transaction(async (tx) => {
        const before = (await getSetting(tx.db, key)) ?? null;
        await putSetting(tx.db, key, value);
        await tx.audit('settings', `${label} changed: ${JSON.stringify(value)}`, { before, after: value });
        await announce(tx.db, key);
      });
      cached = undefined;
      return value;
    },
  };
}

const security = settingGroup('security', 'Security settings', SecuritySettings);
const documents = settingGroup('documents', 'Document settings', DocumentSettings);
const chat = settingGroup(CHAT_SETTING, 'Chat settings', ChatSettingsFields);
const logRetention = settingGroup('logRetention', 'Log retention', LogRetentionSettings);

/** How many days the logs keep their rows. */
export function getLogRetentionSettings(db: Db): Promise<LogRetentionSettings> {
  return logRetention.get(db, DEFAULT_LOG_RETENTION_SETTINGS);
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
  return documents.get(db, DEFAULT_DOCUMENT_SETTINGS);
}

/** Saves the document settings (Admin). */
export function updateDocumentSettings(ctx: SettingsContext, value: DocumentSettings): Promise<DocumentSettings> {
  return documents.put(ctx, value);
}

/** Whether the shell frames a chat page, and its URL; off on a fresh install. Cached like the others. */
export function getChatSettings(db: Db): Promise<ChatSettings> {
  return chat.get(db, DEFAULT_CHAT_SETTINGS);
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
