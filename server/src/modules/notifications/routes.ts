import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { contextOf } from '@/context.ts';
import { notificationsEndpoints as api } from '@customer-hub/contract/endpoints/notifications';
import * as service from './service.ts';
import { registerStream } from './stream.ts';

const bell = { permission: 'Notifications' } as const;

/**
 * The bell (spec §7: GetNotifications, MarkAsViewed, ShowsNotifications), the notifications page,
 * the caller's preferences and the live stream.
 */
export default moduleRoutes({ tag: 'notifications', policy: 'authenticated' }, async (add, app) => {
  add(
    api.getNotifications,
    {
      summary: 'Unviewed notifications of the caller (spec call)',
      beforePolicyAcceptance: true,
      description:
        'The spec answers `[{ id, refId, requestLog }]`; `requestLog` is filled for access requests and null for other kinds. Added: `kind`, ' +
        '`title` (written in the caller\'s language from the kind\'s text and the notification\'s values), `link` (the web page it opens; ' +
        'null for access requests, which open their dialog) and `createdAt`. Newest first, at most 50.',
    },
    (request) => service.getNotifications(app.db, requirePrincipal(request)),
  );
  add(
    api.markAsViewed,
    { summary: 'Mark notifications as viewed (sent when the bell opens)', beforePolicyAcceptance: true, description: "Only the caller's own ids are marked; others are ignored and not counted." },
    (request) => service.markAsViewed(contextOf(app, request), app.notifications.bus, request.body),
  );
  add(
    api.showsNotifications,
    { summary: 'Whether to hide the bell (spec call)', beforePolicyAcceptance: true, description: 'The hide flag: true when notifications are switched off in settings, or for a contact without the Notifications permission.' },
    (request) => service.showsNotifications(app.db, requirePrincipal(request)),
  );
  add(api.findNotifications, { summary: 'Every notification of the caller, read and unread', policy: bell }, (request) =>
    service.findNotifications(contextOf(app, request), request.query),
  );
  add(api.markAllViewed, { summary: "Mark all the caller's notifications as viewed", policy: bell }, (request) =>
    service.markAsViewed(contextOf(app, request), app.notifications.bus, 'all'),
  );
  add(api.getPreferences, 'How the caller is told of each kind they can receive: in the app, by email', (request) =>
    service.getPreferences(contextOf(app, request)),
  );
  add(api.updatePreferences, 'Change how the caller is told of some kinds', (request) => service.updatePreferences(contextOf(app, request), request.body));
  await registerStream(app, app.config.streamHeartbeatMs);
});
