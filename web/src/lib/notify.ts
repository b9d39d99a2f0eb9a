import type { NotificationData } from '@mantine/notifications';

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
