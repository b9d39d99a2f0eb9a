/** Every email the product sends; each has a template per language. */
export const EMAIL_TEMPLATE_KEYS = [
  'access_request_received',
  'access_request_approved',
  'access_request_rejected',
  'user_invitation',
  'signup_verify',
  'signup_existing_account',
  'password_reset',
  'password_changed',
  'two_factor_code',
  'two_factor_setup',
  'two_factor_reset',
  'sign_in_unlock',
  'email_change_verify',
  'email_change_notice',
  'passkey_added',
  // One per notification kind, sent when the recipient's preferences say "by email".
  'notification_access_request',
  'notification_ticket_created',
  'notification_ticket_proposed',
  'notification_ticket_status_changed',
  'notification_ticket_comment',
  'notification_ticket_assigned',
  'notification_order_status_changed',
  'notification_document_added',
  'notification_privacy_policy',
  'notification_ticket_survey',
  // Answers to emails sent to the support address that were kept for staff review (mail in).
  'mail_in_held',
  'mail_in_closed',
  'notification_ticket_sla_warning',
  'notification_erasure_overdue',
  'notification_data_export_ready',
  // A webhook subscription switched off after repeated failed deliveries (to its creator).
  'webhook_disabled',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/**
 * Raw tags (`{{{x}}}`, `{{&x}}`) would put a variable into the HTML unescaped; partials (`{{>x}}`)
 * and delimiter changes (`{{=<% %>=}}`) could do the same in disguise. Templates may not use them.
 */
export const RAW_TEMPLATE_TAG = /\{\{\s*[{&>=]/;

export const EMAIL_STATUSES = ['Pending', 'Sent', 'Failed', 'Kept'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An email template's subject: its longest. */
export const EMAIL_TEMPLATE_SUBJECT_MAX = 300;
