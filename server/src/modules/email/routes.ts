import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import {
  EmailPreview,
  EmailTemplate,
  EmailTemplateParams,
  EmailTemplatesResponse,
  FindEmailLogsRequest,
  FindEmailLogsResponse,
  PreviewEmailTemplateRequest,
  UpdateEmailTemplateRequest,
} from '@customer-hub/contract/email';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/email-logs',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['email'],
        summary: 'Email log (newest first); links and codes are redacted',
        querystring: FindEmailLogsRequest,
        response: { 200: FindEmailLogsResponse },
      },
    },
    (request) => service.findEmailLogs(contextOf(app, request), request.query),
  );

  app.get(
    '/api/email-templates',
    {
      config: { policy: 'admin' },
      schema: { tags: ['email'], summary: 'Every email template in every language, with its variables', response: { 200: EmailTemplatesResponse } },
    },
    () => service.listTemplates(app.db),
  );

  app.put(
    '/api/email-templates/:key/:language',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Save an email template; raw {{{ }}} tags and undeclared variables are refused',
        params: EmailTemplateParams,
        body: UpdateEmailTemplateRequest,
        response: { 200: EmailTemplate },
      },
    },
    (request) => service.updateTemplate(contextOf(app, request), request.params.key, request.params.language, request.body),
  );

  app.post(
    '/api/email-templates/:key/:language/preview',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['email'],
        summary: 'Render a template (the given parts, else the stored ones) with sample values for missing variables',
        params: EmailTemplateParams,
        body: PreviewEmailTemplateRequest,
        response: { 200: EmailPreview },
      },
    },
    (request) => service.previewTemplate(app.db, request.params.key, request.params.language, request.body),
  );
};

export default routes;
