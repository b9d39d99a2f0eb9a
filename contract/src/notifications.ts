import { z } from 'zod';
import { listRequest, pageOf } from './paging.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_READ_STATES, NOTIFICATION_SORTS } from './constants/notifications.ts';
export * from './constants/notifications.ts';

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The access request an AccessRequest notification is about (spec §3 "Access-request log"). */
export const RequestLog = z.object({ id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string(), presentation: z.string() });
export type RequestLog = z.infer<typeof RequestLog>;

/**
 * GET /api/Notification/GetNotifications (spec §7): the spec's `id`, `refId`, `requestLog` (filled
 * for access requests, null for other kinds), plus the kind, the title written in the caller's
 * language, the web path it opens (null: access requests open their dialog) and when it was made.
 */
export const Notification = z.object({
  id: z.string(),
  refId: z.string(),
  requestLog: RequestLog.nullable(),
  kind: NotificationKind,
  title: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationsResponse = z.array(Notification);

/** POST /api/Notification/MarkAsViewed: a list of notification ids. */
export const MarkAsViewedRequest = z.array(z.string().uuid()).max(500);
export const MarkAsViewedResponse = z.object({ marked: z.number().int() });

/** GET /api/notifications: every notification of the caller, read and unread. */
export const FindNotificationsRequest = listRequest({
  sorts: NOTIFICATION_SORTS,
  sort: 'createdAt',
  filters: { kind: NotificationKind.optional(), state: z.enum(NOTIFICATION_READ_STATES).optional() },
});
export type FindNotificationsRequest = z.infer<typeof FindNotificationsRequest>;
export const NotificationListItem = Notification.extend({ viewedAt: z.string().nullable() });
export type NotificationListItem = z.infer<typeof NotificationListItem>;
export const FindNotificationsResponse = pageOf(NotificationListItem);

/** The stream's `count` event, and its `notification` event (the new count and the new item). */
export const NotificationCountEvent = z.object({ count: z.number().int().nonnegative() });
export type NotificationCountEvent = z.infer<typeof NotificationCountEvent>;
export const NotificationStreamEvent = NotificationCountEvent.extend({ item: Notification });
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEvent>;

/** One kind the caller may be told of, and how: in the app (the bell), by email. */
export const NotificationPreference = z.object({ kind: NotificationKind, inApp: z.boolean(), email: z.boolean() });
export type NotificationPreference = z.infer<typeof NotificationPreference>;
/** GET/PUT /api/notifications/preferences: every kind the caller can receive (PUT: the ones to change). */
export const NotificationPreferences = z.object({ items: z.array(NotificationPreference).max(NOTIFICATION_KINDS.length) });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** POST /api/notifications/mark-all-viewed. */
export const MarkAllViewedResponse = MarkAsViewedResponse;

/** GET /api/Common/ShowsNotifications (spec §7): the hide flag, true when the bell is hidden. */
export const ShowsNotificationsResponse = z.boolean();
