import type { Db } from '@/db/client.ts';
import { invalidField } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { NotificationEvent, NotifyContext, Recipients, ServiceContext } from '@/service-context.ts';
import { enqueueEmail, isPlainAddress } from '@/modules/email/service.ts';
import { getSettingValue } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_BELL_LIMIT,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_ENABLED_SETTING,
  type FindNotificationsRequest,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@customer-hub/contract/notifications';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import { MAX_ITEM_BYTES, publishThroughPostgres, type NewItem, type NotificationBus } from './bus.ts';
import { notificationEmail } from './emails.ts';
import { cursorOf, linkOf, parseCursor, presentListItem, presentNotification } from './present.ts';
import * as repo from './repository.ts';
import { languageOf } from './texts.ts';

// A stream resuming after a long absence gets at most this many, oldest first; the page has the rest.
const REPLAY_LIMIT = 100;

export type Publisher = Pick<NotificationBus, 'publish'>;
const postgresPublisher: Publisher = { publish: (tx, messages) => publishThroughPostgres(tx, messages) };

/** What notify() needs beyond the transaction: who acted, the after-commit hook, the app's address and bus. */
export interface NotifyOptions extends Partial<NotifyContext> {
  /** The app's public address, for the links in emails (without it they hold the path only). */
  publicUrl?: string;
  /** How other instances hear of it (PostgreSQL NOTIFY unless the app uses Redis). */
  bus?: Publisher;
  /**
   * With replies by email on: the signed reply address (and a References id carrying the same
   * token) of a ticket for one recipient, put on the Ticket* kinds' emails.
   */
  ticketReplyHeaders?: (ticketId: string, userId: string) => { replyTo: string; references: string } | undefined;
}

/** The kinds a user can be told of: staff the back office's, a contact those their permissions open. */
export function receivableKinds(roles: readonly string[], permissions: readonly string[]): NotificationKind[] {
  if (isStaff(roles as Role[])) return NOTIFICATION_KINDS.filter((k) => k !== 'TicketProposed' && k !== 'DocumentAdded' && k !== 'TicketSurvey');
  const has = (p: Permission) => permissions.includes(p);
  const open: Record<NotificationKind, boolean> = {
    AccessRequest: false,
    TicketCreated: false,
    TicketAssigned: false,
    TicketProposed: has('Requests'),
    TicketStatusChanged: has('Requests'),
    TicketComment: has('Requests'),
    OrderStatusChanged: has('Orders') || has('CreateOrder'),
    DocumentAdded: has('SearchDocuments') || has('CurrentAccounts'),
    PrivacyPolicy: true,
    TicketSurvey: has('Requests'),
    TicketSlaWarning: false,
    ErasureOverdue: false,
    DataExportReady: true,
  };
  return NOTIFICATION_KINDS.filter((k) => open[k]);
}

type Target = Awaited<ReturnType<typeof repo.findRecipients>>[number];

/** Whether a recipient wants a kind on a channel: their choice, else the kind's default. */
function wants(target: Target, kind: NotificationKind, channel: NotificationChannel): boolean {
  const chosen = channel === 'app' ? target.inApp : target.byEmail;
  const on = chosen ?? DEFAULT_NOTIFICATION_CHANNELS[kind].includes(channel);
  // The bell is the Notifications permission's: a contact without it has no bell to fill.
  if (channel === 'app') return on && (isStaff(target.roles as Role[]) || target.permissions.includes('Notifications'));
  return on && isPlainAddress(target.email);
}

/** The user ids of `recipients` ('staff' expanded), each once, without the actor. */
async function recipientIds(tx: Db, recipients: Recipients, actorId: string | null | undefined): Promise<string[]> {
  const list = recipients === 'staff' ? ['staff'] : recipients;
  const ids = new Set(list.filter((r) => r !== 'staff'));
  if (list.includes('staff')) for (const id of await repo.findActiveStaffIds(tx)) ids.add(id);
  if (actorId) ids.delete(actorId);
  return [...ids];
}

/**
 * Tells the recipients about an event. Call it with the transaction of the change it is about,
 * so the notification exists exactly when the change does. For each active recipient (never the
 * actor) and their preferences: the bell row, the email in their language, or both; then the
 * live streams of every instance hear of it once the transaction commits.
 */
export async function notify(tx: Db, recipients: Recipients, event: NotificationEvent, options: NotifyOptions = {}): Promise<void> {
  const ids = await recipientIds(tx, recipients, options.actorId);
  if (!ids.length) return;
  const params = event.params ?? {};
  const targets = await repo.findRecipients(tx, ids, event.kind);
  const inserted = await repo.insertNotifications(
    tx,
    targets.filter((t) => wants(t, event.kind, 'app')).map((t) => ({ recipientId: t.id, kind: event.kind, refId: event.refId, params })),
  );
  const link = linkOf(event.kind, event.refId, params);
  for (const target of targets.filter((t) => wants(t, event.kind, 'email'))) {
    const email = notificationEmail(event.kind, params, link, { ...target, language: languageOf(target.language) }, options.publicUrl, event.secretLinks);
    const reply = event.kind.startsWith('Ticket') ? options.ticketReplyHeaders?.(event.refId, target.id) : undefined;
    await enqueueEmail(tx, reply ? { ...email, replyTo: reply.replyTo, headers: { References: reply.references } } : email);
  }
  if (!inserted.length) return;
  // Each recipient's new count and, unless it is large or an access request (whose details the
  // stream reads), the item itself: the instances then write it to their streams without a query.
  const counts = await repo.unviewedCounts(tx, inserted.map((r) => r.recipientId));
  const item: NewItem = { kind: event.kind, refId: event.refId, params, micros: inserted[0]!.micros };
  const carried = event.kind !== 'AccessRequest' && Buffer.byteLength(JSON.stringify(item)) <= MAX_ITEM_BYTES;
  const n = inserted.map((r): [string, string, number] => [r.recipientId, r.id, counts.get(r.recipientId) ?? 1]);
  await (options.bus ?? postgresPublisher).publish(tx, [{ t: 'new', n, ...(carried && { e: item }) }], options.afterCommit);
}

/**
 * Tells the open streams of the readers of these companies ('all': every company; staff always)
 * that their Home changed, once the transaction of `ctx` commits; nothing for no company.
 */
export async function homeChanged(ctx: ServiceContext, bus: Publisher, companies: readonly string[] | 'all'): Promise<void> {
  if (companies !== 'all' && companies.length === 0) return;
  await bus.publish(ctx.db, [{ t: 'home', c: companies === 'all' ? null : [...companies] }], ctx.afterCommit);
}

/** Spec §7 GetNotifications: the caller's unviewed notifications, newest first, titled in their language. */
export async function getNotifications(db: Db, principal: Principal): Promise<Notification[]> {
  const language = languageOf(principal.language);
  return (await repo.findUnviewed(db, principal.userId, NOTIFICATION_BELL_LIMIT)).map((row) => presentNotification(row, language));
}

/** Spec §7 MarkAsViewed: marks the caller's own notifications; others' ids are ignored. */
export async function markAsViewed(ctx: ServiceContext, bus: Publisher, ids: string[] | 'all'): Promise<{ marked: number }> {
  return ctx.transaction(async (t) => {
    const marked = await repo.markViewed(t.db, t.principal.userId, ids);
    // The caller's other streams (other tabs, other instances) learn the new count.
    if (marked) await bus.publish(t.db, [{ t: 'viewed', u: t.principal.userId }], t.afterCommit);
    return { marked };
  });
}

/** Every notification of the caller, read and unread, a page at a time. */
export async function findNotifications({ db, principal }: ServiceContext, q: FindNotificationsRequest) {
  const language = languageOf(principal.language);
  return mapPage(await repo.findPage(db, principal.userId, q), (row) => presentListItem(row, language));
}

/** Spec §7 ShowsNotifications, the hide flag: true when the setting is off or a contact lacks the permission. */
export async function showsNotifications(db: Db, principal: Principal): Promise<boolean> {
  const enabled = (await getSettingValue(db, NOTIFICATIONS_ENABLED_SETTING)) !== false;
  return !enabled || !(isStaff(principal.roles) || principal.permissions.includes('Notifications'));
}

/** Each kind the caller can receive, with their channels (their choice, else the kind's default). */
export async function getPreferences({ db, principal }: ServiceContext): Promise<NotificationPreferences> {
  const stored = new Map((await repo.findPreferences(db, principal.userId)).map((r) => [r.kind, r]));
  return {
    items: receivableKinds(principal.roles, principal.permissions).map((kind) => {
      const row = stored.get(kind);
      const defaults = DEFAULT_NOTIFICATION_CHANNELS[kind];
      return { kind, inApp: row?.inApp ?? defaults.includes('app'), email: row?.email ?? defaults.includes('email') };
    }),
  };
}

/** Saves the caller's channels for the kinds given (400 for a kind they cannot receive). */
export async function updatePreferences(ctx: ServiceContext, body: NotificationPreferences): Promise<NotificationPreferences> {
  const allowed = new Set(receivableKinds(ctx.principal.roles, ctx.principal.permissions));
  body.items.forEach((item, i) => {
    if (!allowed.has(item.kind)) throw invalidField(`body.items.${i}.kind`, 'You cannot receive this kind of notification');
  });
  await ctx.transaction(async (t) => {
    await repo.upsertPreferences(t.db, t.principal.userId, body.items);
    const summary = body.items.map((p) => `${p.kind}=${[p.inApp && 'app', p.email && 'email'].filter(Boolean).join('+') || 'none'}`).join(', ');
    await t.audit('notifications', `Notification preferences changed: ${summary}`);
  });
  return getPreferences(ctx);
}

/** What a stream resuming after `lastEventId` missed, oldest first (nothing for an id not ours). */
export async function missedSince(db: Db, principal: Principal, lastEventId: string | null | undefined) {
  const cursor = parseCursor(lastEventId);
  if (!cursor) return [];
  const language = languageOf(principal.language);
  const rows = await repo.findAfter(db, principal.userId, cursor, REPLAY_LIMIT);
  return rows.map((row) => ({ id: cursorOf(row), item: presentNotification(row, language) }));
}

/** The caller's unviewed count. */
export async function unviewedCount(db: Db, userId: string): Promise<number> {
  return (await repo.unviewedCounts(db, [userId])).get(userId) ?? 0;
}
