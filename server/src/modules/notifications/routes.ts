import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { notificationsEndpoints as api } from '@customer-hub/contract/endpoints/notifications';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

/** The bell (spec §7): the caller's unviewed notifications, and marking them viewed. */
export default moduleRoutes({ tag: 'notifications', policy: 'authenticated' }, (add, app) => {
  add(api.getNotifications, 'Unviewed notifications of the caller', (request) => service.getNotifications(app.db, requirePrincipal(request)));
  add(api.markAsViewed, 'Mark notifications as viewed (sent when the bell opens)', (request) => service.markAsViewed(contextOf(app, request), request.body));
});
