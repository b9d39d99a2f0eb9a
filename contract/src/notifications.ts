import { z } from 'zod';
export * from './constants/notifications.ts';

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
