import { z } from 'zod';

/**
 * What a notification can be about. Each kind names the thing its `refId` points at; the texts
 * are the web's (`notifications.kinds.<kind>`), built from the notification's params.
 */
export const NOTIFICATION_KINDS = ['AccessRequest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text is built from (numbers, names, statuses), never a sentence. */
export type NotificationParams = Record<string, string | number | boolean | null>;

/** GET /api/Notification/GetNotifications (spec §7): the caller's unviewed notifications. */
export const Notification = z.object({
  id: z.string(),
  refId: z.string(),
  requestLog: z.object({ id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string(), presentation: z.string() }),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationsResponse = z.array(Notification);

/** POST /api/Notification/MarkAsViewed: a list of notification ids. */
export const MarkAsViewedRequest = z.array(z.string().uuid()).max(500);
export const MarkAsViewedResponse = z.object({ marked: z.number().int() });
