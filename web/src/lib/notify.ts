import type { NotificationData } from '@mantine/notifications';

/** Spec §9: a message shows for 1.5 s unless it says otherwise (the toast host's default). */
export const MESSAGE_AUTO_CLOSE_MS = 1500;

/**
 * A failure's notification: red, and it stays until the reader closes it, since 1.5 s is too
 * short to read why something failed (and what to do about it).
 */
export function failure(data: NotificationData): NotificationData {
  return { color: 'red', autoClose: false, ...data };
}

/**
 * Shows a notification (a toast). The notifications library is loaded on the first one: the
 * frame's code and Home's, which only ever show one when something fails, do not carry it on
 * their way to the first render. The shell renders the `Notifications` host after first paint.
 */
export function notify(data: NotificationData): void {
  void import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(data))
    .catch((error: unknown) => console.error('Notification failed', error));
}
