import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import {
  FindLoginLogsRequest,
  FindLoginLogsResponse,
  FindSystemLogsRequest,
  FindSystemLogsResponse,
} from '@customer-hub/contract/logs';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/logs/login',
    {
      config: { policy: 'staff' },
      schema: { tags: ['logs'], summary: 'Login log (newest first)', querystring: FindLoginLogsRequest, response: { 200: FindLoginLogsResponse } },
    },
    (request) => service.findLoginLogs(contextOf(app, request), request.query),
  );

  app.get(
    '/api/logs/system',
    {
      config: { policy: 'admin' },
      schema: { tags: ['logs'], summary: 'System (exception) log', querystring: FindSystemLogsRequest, response: { 200: FindSystemLogsResponse } },
    },
    (request) => service.findSystemLogs(contextOf(app, request), request.query),
  );
};

export default routes;
