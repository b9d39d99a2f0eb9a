import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { MarkAsViewedRequest, MarkAsViewedResponse, NotificationsResponse } from '@customer-hub/contract/notifications';
import * as service from './service.ts';

/** The bell (spec §7): the caller's unviewed notifications, and marking them viewed. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Notification/GetNotifications',
    { config: { policy: 'authenticated' }, schema: { tags: ['notifications'], summary: 'Unviewed notifications of the caller', response: { 200: NotificationsResponse } } },
    (request) => service.getNotifications(app.db, requirePrincipal(request)),
  );

  app.post(
    '/api/Notification/MarkAsViewed',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['notifications'], summary: 'Mark notifications as viewed (sent when the bell opens)', body: MarkAsViewedRequest, response: { 200: MarkAsViewedResponse } },
    },
    (request) => service.markAsViewed(contextOf(app, request), request.body),
  );
};

export default routes;
