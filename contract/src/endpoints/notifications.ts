import { SIGNED_IN, STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  FindNotificationsRequest,
  FindNotificationsResponse,
  MarkAllViewedResponse,
  MarkAsViewedRequest,
  MarkAsViewedResponse,
  NotificationPreferences,
  NotificationsResponse,
  ShowsNotificationsResponse,
} from '../notifications.ts';

// GET /api/notifications/stream (server-sent events) is not JSON and so not an endpoint here.
export const notificationsEndpoints = {
  getNotifications: endpoint('GET /api/Notification/GetNotifications', { access: { allowed: SIGNED_IN }, response: NotificationsResponse }),
  markAsViewed: endpoint('POST /api/Notification/MarkAsViewed', { access: { allowed: SIGNED_IN, request: { payload: [] } }, body: MarkAsViewedRequest, response: MarkAsViewedResponse }),
  showsNotifications: endpoint('GET /api/Common/ShowsNotifications', { access: { allowed: SIGNED_IN }, response: ShowsNotificationsResponse }),
  findNotifications: endpoint('GET /api/notifications', { access: { allowed: ['customerAll', ...STAFF] }, query: FindNotificationsRequest, response: FindNotificationsResponse }),
  markAllViewed: endpoint('POST /api/notifications/mark-all-viewed', { access: { allowed: ['customerAll', ...STAFF] }, response: MarkAllViewedResponse }),
  getPreferences: endpoint('GET /api/notifications/preferences', { access: { allowed: SIGNED_IN }, response: NotificationPreferences }),
  updatePreferences: endpoint('PUT /api/notifications/preferences', { access: { allowed: SIGNED_IN, request: { payload: { items: [] } } }, body: NotificationPreferences, response: NotificationPreferences }),
};
