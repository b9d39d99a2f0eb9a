import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { logsEndpoints as api } from '@customer-hub/contract/endpoints/logs';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findLoginLogs,
    {
      config: { policy: 'staff' },
      schema: { tags: ['logs'], summary: 'Login log (newest first)' },
    },
    (request) => service.findLoginLogs(contextOf(app, request), request.query),
  );

  route(
    app,
    api.findSystemLogs,
    {
      config: { policy: 'admin' },
      schema: { tags: ['logs'], summary: 'System (exception) log' },
    },
    (request) => service.findSystemLogs(contextOf(app, request), request.query),
  );
};

export default routes;
