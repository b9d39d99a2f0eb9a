/**
 * What a notification can be about. Each kind names the thing its `refId` points at; the texts
 * are the web's (`notifications.kinds.<kind>`), built from the notification's params.
 */
export const NOTIFICATION_KINDS = ['AccessRequest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text is built from (numbers, names, statuses), never a sentence. */
export type NotificationParams = Record<string, string | number | boolean | null>;
