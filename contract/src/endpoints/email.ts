import { endpoint } from '../endpoint.ts';
import { EmailPreview, EmailTemplate, EmailTemplateParams, EmailTemplatesResponse, FindEmailLogsRequest, FindEmailLogsResponse, PreviewEmailTemplateRequest, UpdateEmailTemplateRequest } from '../email.ts';

export const emailEndpoints = {
  findEmailLogs: endpoint({ method: 'GET', path: '/api/email-logs', query: FindEmailLogsRequest, response: FindEmailLogsResponse }),
  listTemplates: endpoint({ method: 'GET', path: '/api/email-templates', response: EmailTemplatesResponse }),
  updateTemplate: endpoint({ method: 'PUT', path: '/api/email-templates/:key/:language', params: EmailTemplateParams, body: UpdateEmailTemplateRequest, response: EmailTemplate }),
  previewTemplate: endpoint({ method: 'POST', path: '/api/email-templates/:key/:language/preview', params: EmailTemplateParams, body: PreviewEmailTemplateRequest, response: EmailPreview }),
};
