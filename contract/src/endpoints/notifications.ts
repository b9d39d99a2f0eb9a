import { endpoint } from '../endpoint.ts';
import { MarkAsViewedRequest, MarkAsViewedResponse, NotificationsResponse } from '../notifications.ts';

export const notificationsEndpoints = {
  getNotifications: endpoint({ method: 'GET', path: '/api/Notification/GetNotifications', response: NotificationsResponse }),
  markAsViewed: endpoint({ method: 'POST', path: '/api/Notification/MarkAsViewed', body: MarkAsViewedRequest, response: MarkAsViewedResponse }),
};
