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
  getNotifications: endpoint('GET /api/Notification/GetNotifications', { response: NotificationsResponse }),
  markAsViewed: endpoint('POST /api/Notification/MarkAsViewed', { body: MarkAsViewedRequest, response: MarkAsViewedResponse }),
  showsNotifications: endpoint('GET /api/Common/ShowsNotifications', { response: ShowsNotificationsResponse }),
  findNotifications: endpoint('GET /api/notifications', { query: FindNotificationsRequest, response: FindNotificationsResponse }),
  markAllViewed: endpoint('POST /api/notifications/mark-all-viewed', { response: MarkAllViewedResponse }),
  getPreferences: endpoint('GET /api/notifications/preferences', { response: NotificationPreferences }),
  updatePreferences: endpoint('PUT /api/notifications/preferences', { body: NotificationPreferences, response: NotificationPreferences }),
};
