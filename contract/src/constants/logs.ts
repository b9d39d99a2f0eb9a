export const LOG_LEVELS = ['Error', 'Warning', 'Information'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The reasons the login log writes (the web and the CSV export translate them). */
export const LOGIN_REASONS = [
  'throttled',
  'wrong_password',
  'unknown_user',
  'user_disabled',
  'email',
  'totp',
  'challenge_expired',
  'wrong_code',
  'reset',
  'invitation',
  'signup',
  'by_user',
  'by_staff',
  'deactivated',
  'totp_enabled',
  'email_enabled',
  'disabled',
  'recovery_codes_regenerated',
  'reset_by_staff',
] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/**
 * The modules that write the audit log (its `context`): the web names each in the reader's
 * language (`auditLog.contexts.<value>`); a context not listed shows as stored.
 */
export const AUDIT_CONTEXTS = [
  'access-requests',
  'accounts',
  'api-keys',
  'contracts',
  'cookies',
  'data-export',
  'documents',
  'email',
  'erasure',
  'home-content',
  'knowledge',
  'mail-in',
  'notifications',
  'orders',
  'org',
  'privacy-policy',
  'retention',
  'settings',
  'sla',
  'sso',
  'sync',
  'tickets',
  'users',
  'view-as',
  'webhooks',
] as const;
export type AuditContext = (typeof AUDIT_CONTEXTS)[number];
