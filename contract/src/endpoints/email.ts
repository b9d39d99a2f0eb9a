import { endpoint } from '../endpoint.ts';
import { EmailPreview, EmailTemplate, EmailTemplateParams, EmailTemplatesResponse, FindEmailLogsRequest, FindEmailLogsResponse, PreviewEmailTemplateRequest, SendTestEmailResponse, UpdateEmailTemplateRequest } from '../email.ts';

export const emailEndpoints = {
  findEmailLogs: endpoint('GET /api/email-logs', { query: FindEmailLogsRequest, response: FindEmailLogsResponse }),
  listTemplates: endpoint('GET /api/email-templates', { response: EmailTemplatesResponse }),
  updateTemplate: endpoint('PUT /api/email-templates/:key/:language', { params: EmailTemplateParams, body: UpdateEmailTemplateRequest, response: EmailTemplate }),
  sendTestEmail: endpoint('POST /api/email-templates/:key/:language/test', {
    params: EmailTemplateParams,
    body: PreviewEmailTemplateRequest,
    status: 202,
    response: SendTestEmailResponse,
  }),
  previewTemplate: endpoint('POST /api/email-templates/:key/:language/preview', { params: EmailTemplateParams, body: PreviewEmailTemplateRequest, response: EmailPreview }),
};
