import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { emailEndpoints as api } from '@customer-hub/contract/endpoints/email';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findEmailLogs,
    {
      config: { policy: 'staff' },
      schema: { tags: ['email'], summary: 'Email log (newest first); links and codes are redacted' },
    },
    (request) => service.findEmailLogs(contextOf(app, request), request.query),
  );

  route(
    app,
    api.listTemplates,
    {
      config: { policy: 'admin' },
      schema: { tags: ['email'], summary: 'Every email template in every language, with its variables' },
    },
    () => service.listTemplates(app.db),
  );

  route(
    app,
    api.updateTemplate,
    {
      config: { policy: 'admin' },
      schema: { tags: ['email'], summary: 'Save an email template; raw {{{ }}} tags and undeclared variables are refused' },
    },
    (request) => service.updateTemplate(contextOf(app, request), request.params.key, request.params.language, request.body),
  );

  route(
    app,
    api.previewTemplate,
    {
      config: { policy: 'admin' },
      schema: { tags: ['email'], summary: 'Render a template (the given parts, else the stored ones) with sample values for missing variables' },
    },
    (request) => service.previewTemplate(app.db, request.params.key, request.params.language, request.body),
  );
};

export default routes;
