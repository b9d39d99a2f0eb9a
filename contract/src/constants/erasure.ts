/**
 * Erasure requests (GDPR Art. 17): `open` until staff decide it, then `completed` (approved: the
 * person's data erased or pseudonymised in one transaction) or `rejected` (with a note saying why).
 */
export const ERASURE_STATUSES = ['open', 'completed', 'rejected'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** Who opened it: the person in My account, or staff for them. */
export const ERASURE_SOURCES = ['self', 'staff'] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

/** The list: open ones first (the oldest due first), then the decided ones, newest first. */
export const ERASURE_SORTS = ['due', 'createdAt'] as const;

/** The regulation's answer time: one month from the request. */
export const ERASURE_ANSWER_MONTHS = 1;

/** What an approval erases (counts per category), in the order the review shows them. */
export const ERASURE_ERASED_CATEGORIES = [
  'profile',
  'photo',
  'signInHistory',
  'sessions',
  'devices',
  'passkeys',
  'identities',
  'notifications',
  'comments',
  'uploadsDeleted',
  'filesKept',
  'emails',
  'archives',
  'apiKeysRevoked',
] as const;
export type ErasureErasedCategory = (typeof ERASURE_ERASED_CATEGORIES)[number];

/** What must be kept for the legal retention period, the person's name replaced. */
export const ERASURE_KEPT_CATEGORIES = ['ledgerEntries', 'orders', 'ticketHistory', 'policyAcceptances', 'auditEntries'] as const;
export type ErasureKeptCategory = (typeof ERASURE_KEPT_CATEGORIES)[number];

/** Longest reason or note a request takes. */
export const ERASURE_TEXT_MAX = 1000;
