import type { EmailRequest } from '@/modules/email/service.ts';
import type { EmailTemplateKey } from '@customer-hub/contract/email';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';
import { valuesOf } from './texts.ts';

/** The email template of each kind (modules/email: words in three languages, editable by staff). */
export const TEMPLATE_OF_KIND: Record<NotificationKind, EmailTemplateKey> = {
  AccessRequest: 'notification_access_request',
  TicketCreated: 'notification_ticket_created',
  TicketProposed: 'notification_ticket_proposed',
  TicketStatusChanged: 'notification_ticket_status_changed',
  TicketComment: 'notification_ticket_comment',
  TicketAssigned: 'notification_ticket_assigned',
  OrderStatusChanged: 'notification_order_status_changed',
  DocumentAdded: 'notification_document_added',
  PrivacyPolicy: 'notification_privacy_policy',
  TicketSurvey: 'notification_ticket_survey',
  TicketSlaWarning: 'notification_ticket_sla_warning',
  ErasureOverdue: 'notification_erasure_overdue',
  DataExportReady: 'notification_data_export_ready',
};

export interface EmailRecipient {
  email: string;
  firstName: string;
  lastName: string;
  language: LanguageCode;
}

/**
 * The email telling `to` of a notification, in their language: the kind's template, the params
 * as its variables (statuses and sections by their label), and the page it opens — the app's
 * public address and the notification's link (access requests, which have none: the back
 * office's list of them). `secretLinks` (a survey's links) go in as secrets: in the message only.
 */
export function notificationEmail(
  kind: NotificationKind,
  params: NotificationParams,
  link: string | null,
  to: EmailRecipient,
  publicUrl: string | undefined,
  secretLinks: Record<string, string> = {},
): EmailRequest {
  const values = valuesOf(kind, params, to.language);
  const variables: Record<string, string> = {
    ...values,
    name: `${to.firstName} ${to.lastName}`.trim(),
    pageUrl: `${publicUrl ?? ''}${link ?? (kind === 'AccessRequest' ? '/dashboard/AccessRequests' : '/dashboard/MyMessages')}`,
  };
  // The access request's visitor is `requesterName`: `name` greets the recipient.
  if (kind === 'AccessRequest') variables.requesterName = values.name ?? '';
  const secrets = Object.fromEntries(Object.entries(secretLinks).map(([name, path]) => [name, `${publicUrl ?? ''}${path}`]));
  return { templateKey: TEMPLATE_OF_KIND[kind], language: to.language, to: to.email, variables, ...(Object.keys(secrets).length && { secrets }) };
}
