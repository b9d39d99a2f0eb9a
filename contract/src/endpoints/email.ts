import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { EmailPreview, EmailTemplate, EmailTemplateParams, EmailTemplatesResponse, FindEmailLogsRequest, FindEmailLogsResponse, FindOutboxRequest, FindOutboxResponse, OutboxEntry, OutboxRetryParams, PreviewEmailTemplateRequest, SendTestEmailResponse, UpdateEmailTemplateRequest } from '../email.ts';

export const emailEndpoints = {
  findEmailLogs: endpoint('GET /api/email-logs', { access: { allowed: STAFF }, query: FindEmailLogsRequest, response: FindEmailLogsResponse }),
  listTemplates: endpoint('GET /api/email-templates', { access: { allowed: ['admin'] }, response: EmailTemplatesResponse }),
  updateTemplate: endpoint('PUT /api/email-templates/:key/:language', { access: { allowed: ['admin'], request: { payload: { subject: 'Reset your password', html: '<p><a href="{{link}}">Reset</a></p>', text: 'Reset: {{link}}' } } }, params: EmailTemplateParams, body: UpdateEmailTemplateRequest, response: EmailTemplate }),
  sendTestEmail: endpoint('POST /api/email-templates/:key/:language/test', { access: { allowed: ['admin'], request: { payload: {} } },
    params: EmailTemplateParams,
    body: PreviewEmailTemplateRequest,
    status: 202,
    response: SendTestEmailResponse,
  }),
  previewTemplate: endpoint('POST /api/email-templates/:key/:language/preview', { access: { allowed: ['admin'], request: { payload: { variables: { name: 'Ana' } } } }, params: EmailTemplateParams, body: PreviewEmailTemplateRequest, response: EmailPreview }),
  findOutbox: endpoint('GET /api/email-outbox', { access: { allowed: STAFF }, query: FindOutboxRequest, response: FindOutboxResponse }),
  retryOutboxEmail: endpoint('POST /api/email-outbox/:id/retry', { access: { allowed: STAFF }, params: OutboxRetryParams, response: OutboxEntry }),
};
