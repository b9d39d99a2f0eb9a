// Retention: how long each kind of record is kept, and the record of processing built from it.
// Plain values: the web imports these.

/** What the daily retention job does to a record past its time. */
export const RETENTION_ACTIONS = ['delete', 'anonymise', 'blank'] as const;
export type RetentionAction = (typeof RETENTION_ACTIONS)[number];

/**
 * One kind of record the retention job looks after: its default and bounds in days, whether it may
 * be kept forever (days null), and what happens to a record past its time.
 */
export interface RetentionPolicy {
  defaultDays: number;
  minDays: number;
  maxDays: number;
  forever: boolean;
  action: RetentionAction;
}

/** Every kind of record with a retention period, in the order Settings lists them. */
export const RETENTION_POLICIES = {
  /** Sign-in attempts (login_logs). */
  loginLog: { defaultDays: 365, minDays: 7, maxDays: 3650, forever: false, action: 'delete' },
  /** Unexpected errors (system_logs). */
  systemLog: { defaultDays: 365, minDays: 7, maxDays: 3650, forever: false, action: 'delete' },
  /** State changes (audit_log). */
  auditLog: { defaultDays: 365, minDays: 7, maxDays: 3650, forever: true, action: 'delete' },
  /** The bodies of emails sent or given up: blanked, the log row kept. */
  emailBody: { defaultDays: 90, minDays: 1, maxDays: 3650, forever: true, action: 'blank' },
  /** The email log's rows (sent or given up; an email still waiting is never touched). */
  emailLog: { defaultDays: 365, minDays: 7, maxDays: 3650, forever: false, action: 'delete' },
  /** The bell's notifications. */
  notifications: { defaultDays: 180, minDays: 7, maxDays: 3650, forever: true, action: 'delete' },
  /** Files of service requests closed this long ago (file and row; the request stays). */
  ticketAttachments: { defaultDays: 730, minDays: 30, maxDays: 3650, forever: true, action: 'delete' },
  /** View-as sessions ended this long ago (the staff's trail of viewing the portal as a contact). */
  viewAsHistory: { defaultDays: 365, minDays: 30, maxDays: 3650, forever: false, action: 'delete' },
  /** Uploaded ERP export files (sync_files and their bytes). */
  exports: { defaultDays: 90, minDays: 1, maxDays: 3650, forever: true, action: 'delete' },
  /** Refused access requests: their personal fields replaced, the row kept for counts. */
  refusedAccessRequests: { defaultDays: 180, minDays: 7, maxDays: 3650, forever: false, action: 'anonymise' },
} as const satisfies Record<string, RetentionPolicy>;

export type RetentionKind = keyof typeof RETENTION_POLICIES;
export const RETENTION_KINDS = Object.keys(RETENTION_POLICIES) as RetentionKind[];

/** The kinds the former single "log retention" number covered: a stored `{ days }` becomes theirs. */
export const LOG_RETENTION_KINDS = ['loginLog', 'systemLog', 'auditLog', 'emailLog'] as const satisfies readonly RetentionKind[];

/** Settings key of the retention group (the key of the former log retention, whose `{ days }` it reads). */
export const RETENTION_SETTING = 'logRetention';

/** How often the retention job runs (each instance checks hourly whether a day has passed since the last run). */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/** How a retention run was started. */
export const RETENTION_TRIGGERS = ['schedule', 'manual'] as const;
export type RetentionTrigger = (typeof RETENTION_TRIGGERS)[number];
export const RETENTION_RUN_STATUSES = ['running', 'done', 'failed', 'abandoned'] as const;
export type RetentionRunStatus = (typeof RETENTION_RUN_STATUSES)[number];

/**
 * How long a category of the record of processing is kept: by the retention settings of one or more
 * kinds (the longest applies), or by a fixed rule (`rule`: a key of recordOfProcessing.rules).
 */
export type ProcessingRetention = { kinds: readonly RetentionKind[] } | { rule: string };

/**
 * The categories of personal data the product holds (GDPR Art. 30 record of processing), in the
 * order of the page. Their purpose, legal basis, data and people are in the dictionaries'
 * `recordOfProcessing.categories.<key>`.
 */
export const PROCESSING_CATEGORIES = [
  { key: 'accounts', retention: { rule: 'whileActive' } },
  { key: 'signInLog', retention: { kinds: ['loginLog'] } },
  { key: 'systemLog', retention: { kinds: ['systemLog'] } },
  { key: 'auditLog', retention: { kinds: ['auditLog'] } },
  { key: 'email', retention: { kinds: ['emailBody', 'emailLog'] } },
  { key: 'notifications', retention: { kinds: ['notifications'] } },
  { key: 'serviceRequests', retention: { rule: 'whileCustomer' } },
  { key: 'attachments', retention: { kinds: ['ticketAttachments'] } },
  { key: 'ordersInvoices', retention: { rule: 'byLaw' } },
  { key: 'consent', retention: { rule: 'consent' } },
  { key: 'viewAs', retention: { kinds: ['viewAsHistory'] } },
  { key: 'exports', retention: { kinds: ['exports'] } },
  { key: 'accessRequests', retention: { kinds: ['refusedAccessRequests'] } },
] as const satisfies readonly { key: string; retention: ProcessingRetention }[];
export type ProcessingCategoryKey = (typeof PROCESSING_CATEGORIES)[number]['key'];
/** The columns of the record, each a key of recordOfProcessing.columns (and of each category's texts). */
export const PROCESSING_COLUMNS = ['purpose', 'legalBasis', 'dataSubjects', 'data', 'recipients'] as const;
