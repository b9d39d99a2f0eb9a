/**
 * What a notification can be about. Each kind names the thing its `refId` points at; the texts
 * are the web's (`notifications.kinds.<kind>`), built from the notification's params.
 * - AccessRequest: an access request (to staff)
 * - TicketCreated, TicketProposed, TicketStatusChanged, TicketComment, TicketAssigned: a ticket
 * - OrderStatusChanged: an order (placed: to staff; confirmed or cancelled: to the customer)
 * - DocumentAdded: a document, to the contacts who may see its section
 * - PrivacyPolicy: a privacy policy awaiting the user's decision
 * - TicketSurvey: a done ticket whose requester is asked how satisfied they are (the email links to the survey)
 * - TicketSlaWarning: a ticket whose service-level target is about to be missed, or was (to staff)
 * - ErasureOverdue: an erasure request still open past the month the regulation allows (to staff)
 * - DataExportReady: an archive of a person's data ready to download (to whoever asked for it)
 */
export const NOTIFICATION_KINDS = [
  'AccessRequest',
  'TicketCreated',
  'TicketProposed',
  'TicketStatusChanged',
  'TicketComment',
  'TicketAssigned',
  'OrderStatusChanged',
  'DocumentAdded',
  'PrivacyPolicy',
  'TicketSurvey',
  'TicketSlaWarning',
  'ErasureOverdue',
  'DataExportReady',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text is built from (numbers, names, statuses), never a sentence. */
export type NotificationParams = Record<string, string | number | boolean | null>;

/** How a user may be told of a kind: in the app (the bell), by email, both or neither. */
export const NOTIFICATION_CHANNELS = ['app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Each kind's channels until the user chooses: the bell always; email too where a reply is awaited. */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<Record<NotificationKind, readonly NotificationChannel[]>> = {
  AccessRequest: ['app'],
  TicketCreated: ['app'],
  TicketProposed: ['app', 'email'],
  TicketStatusChanged: ['app'],
  TicketComment: ['app'],
  TicketAssigned: ['app'],
  OrderStatusChanged: ['app', 'email'],
  DocumentAdded: ['app'],
  PrivacyPolicy: ['app'],
  TicketSurvey: ['app', 'email'],
  TicketSlaWarning: ['app', 'email'],
  ErasureOverdue: ['app', 'email'],
  DataExportReady: ['app', 'email'],
};

/** Settings key: whether the bell is shown at all (GET /api/Common/ShowsNotifications answers its opposite). */
export const NOTIFICATIONS_ENABLED_SETTING = 'notificationsEnabled';

/** Settings key: the external ticket site's default survey login (spec §2, sidebar ticket item). */
export const TICKET_DEFAULT_URL_SETTING = 'ticketDefaultUrl';

/** GetNotifications answers at most this many (the newest); older unviewed ones wait until these are viewed. */
export const NOTIFICATION_BELL_LIMIT = 50;

/** Notifications lists: newest first; filter by kind and by read state. */
export const NOTIFICATION_SORTS = ['createdAt'] as const;
export const NOTIFICATION_READ_STATES = ['unread', 'read'] as const;
export type NotificationReadState = (typeof NOTIFICATION_READ_STATES)[number];

/**
 * GET /api/notifications/stream: server-sent events, read with fetch() and the bearer token (no
 * token in the URL). `count` on connect and whenever the unviewed count changes elsewhere;
 * `notification` with the new count and the new item. Event ids resume with Last-Event-ID.
 */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
export const NOTIFICATION_STREAM_EVENTS = { count: 'count', notification: 'notification', home: 'home' } as const;
/** The server's heartbeat comment interval; a client that hears nothing for twice as long reconnects. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
