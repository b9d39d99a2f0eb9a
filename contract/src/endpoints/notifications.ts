import { endpoint } from '../endpoint.ts';
import { MarkAsViewedRequest, MarkAsViewedResponse, NotificationsResponse } from '../notifications.ts';

export const notificationsEndpoints = {
  getNotifications: endpoint('GET /api/Notification/GetNotifications', { response: NotificationsResponse }),
  markAsViewed: endpoint('POST /api/Notification/MarkAsViewed', { body: MarkAsViewedRequest, response: MarkAsViewedResponse }),
};
