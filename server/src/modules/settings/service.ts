import type { Db } from '@/db/client.ts';
import { CHAT_SETTING, chatOriginOf, ChatSettingsFields, isChatUrl, DEFAULT_CHAT_SETTINGS, type ChatSettings } from '@customer-hub/contract/chat';
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from '@customer-hub/contract/documents';
import { NOTIFICATIONS_ENABLED_SETTING, TICKET_DEFAULT_URL_SETTING } from '@customer-hub/contract/notifications';
import { ORDER_CANCEL_CUTOFF_SETTING } from '@customer-hub/contract/orders';
import {
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  OrderSettings,
  SecuritySettings,
  type NotificationSettings,
} from '@customer-hub/contract/settings';
import { DEFAULT_RETENTION_SETTINGS, LOG_RETENTION_KINDS, RETENTION_SETTING, RetentionSettings } from '@customer-hub/contract/retention';
import { DEFAULT_SLA_SETTINGS, SLA_SETTING, SlaSettingsFields, type SlaSettings } from '@customer-hub/contract/sla';
import { settingGroup, type SettingsContext } from './group.ts';
import { reportsFrameSources } from './reports.ts';
import { getSetting, putSetting } from './repository.ts';

export { forgetCachedSettings, listenToSettings, SETTINGS_CHANNEL } from './group.ts';
export * from './reports.ts';

const security = settingGroup('security', 'Security settings', SecuritySettings, DEFAULT_SECURITY_SETTINGS);
const documents = settingGroup('documents', 'Document settings', DocumentSettings, DEFAULT_DOCUMENT_SETTINGS);
const chat = settingGroup(CHAT_SETTING, 'Chat settings', ChatSettingsFields, DEFAULT_CHAT_SETTINGS);
/**
 * Kept under the key of the former single log retention: its stored `{ days }` (older versions)
 * is read as the days of the four log kinds, the other kinds taking their defaults.
 */
const retention = settingGroup(RETENTION_SETTING, 'Retention policy', RetentionSettings, DEFAULT_RETENTION_SETTINGS, {
  stored: {
    read: (stored) => {
      if (!stored || typeof stored !== 'object') return stored;
      const { days, ...kinds } = stored as Record<string, unknown>;
      return typeof days === 'number' ? { ...Object.fromEntries(LOG_RETENTION_KINDS.map((kind) => [kind, days])), ...kinds } : kinds;
    },
    write: (value) => value,
  },
});
/** Kept as the bare number of hours under its older key, which the orders module has always read. */
const orders = settingGroup(ORDER_CANCEL_CUTOFF_SETTING, 'Order settings', OrderSettings, DEFAULT_ORDER_SETTINGS, {
  stored: {
    read: (stored) => (typeof stored === 'number' || (typeof stored === 'string' && stored.trim() !== '') ? { cancelCutoffHours: Number(stored) } : stored),
    write: (value) => value.cancelCutoffHours,
  },
});

/** The service levels: targets per priority, working hours, calendar, warning lead time, added holidays. */
const sla = settingGroup(SLA_SETTING, 'Service level settings', SlaSettingsFields, DEFAULT_SLA_SETTINGS);

/** The service-level settings (cached per process like the other groups). */
export function getSlaSettings(db: Db): Promise<SlaSettings> {
  return sla.get(db);
}

/** Saves the service-level settings (Admin); tickets raised or changed afterwards follow them. */
export function updateSlaSettings(ctx: SettingsContext, value: SlaSettings): Promise<SlaSettings> {
  return sla.put(ctx, value);
}

/** The order cancel cut-off (hours before the task date a contact may still cancel); 48 on a fresh install. */
export function getOrderSettings(db: Db): Promise<OrderSettings> {
  return orders.get(db);
}

/** Saves the order settings (Admin); every instance's next cancel check follows at once. */
export function updateOrderSettings(ctx: SettingsContext, value: OrderSettings): Promise<OrderSettings> {
  return orders.put(ctx, value);
}

/** How many days each kind of record is kept (null: forever), read by the daily retention job. */
export function getRetentionSettings(db: Db): Promise<RetentionSettings> {
  return retention.get(db);
}

/** Saves the retention policy (Admin, audited); the next retention run follows it. */
export function updateRetentionSettings(ctx: SettingsContext, value: RetentionSettings): Promise<RetentionSettings> {
  return retention.put(ctx, value);
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
 * Every origin the CSP's frame-src adds to 'self': the chat page's and the reporting tool's in use.
 * Answered from the cached groups, so it costs a map lookup per request.
 */
export async function frameSources(db: Db, powerBiEmbedOrigin: string): Promise<string[]> {
  const [chatOrigins, reportOrigins] = await Promise.all([chatFrameSources(db), reportsFrameSources(db, powerBiEmbedOrigin)]);
  return [...new Set([...chatOrigins, ...reportOrigins])];
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
