/** Staff saved replies: canned answers with placeholders, filled per ticket on the server. */

/** The placeholders a saved reply may hold, each replaced by the ticket's value when rendered. */
export const SAVED_REPLY_PLACEHOLDERS = [
  '{{customer.name}}',
  '{{customer.firstName}}',
  '{{company.name}}',
  '{{ticket.number}}',
  '{{ticket.title}}',
  '{{agent.name}}',
] as const;
export type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

/** Who a saved reply is for: every staff user (shared), or its owner only (personal). */
export const SAVED_REPLY_SCOPES = ['shared', 'personal'] as const;
export type SavedReplyScope = (typeof SAVED_REPLY_SCOPES)[number];

export const SAVED_REPLY_SORTS = ['title', 'updatedAt'] as const;
export type SavedReplySort = (typeof SAVED_REPLY_SORTS)[number];

export const SAVED_REPLY_TITLE_MAX = 120;
export const SAVED_REPLY_BODY_MAX = 5000;
