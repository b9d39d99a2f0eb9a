import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { notificationsEndpoints as api } from '@customer-hub/contract/endpoints/notifications';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

/** The bell (spec §7): the caller's unviewed notifications, and marking them viewed. */
const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.getNotifications,
    { config: { policy: 'authenticated' }, schema: { tags: ['notifications'], summary: 'Unviewed notifications of the caller' } },
    (request) => service.getNotifications(app.db, requirePrincipal(request)),
  );

  route(
    app,
    api.markAsViewed,
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['notifications'], summary: 'Mark notifications as viewed (sent when the bell opens)' },
    },
    (request) => service.markAsViewed(contextOf(app, request), request.body),
  );
};

export default routes;
