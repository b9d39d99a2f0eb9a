/**
 * What became of an email that reached the support address: `received` (stored, not processed
 * yet), `posted` (a comment on its ticket), `ticket_created` (a new request), `held` (kept for
 * staff review, the sender answered politely), `dropped` (an auto-reply, bounce, list mail, loop
 * or second copy: nobody answered) and `discarded` (a held mail staff threw away).
 */
export const INBOUND_MAIL_STATUSES = ['received', 'posted', 'ticket_created', 'held', 'dropped', 'discarded'] as const;
export type InboundMailStatus = (typeof INBOUND_MAIL_STATUSES)[number];

/** Why a mail was held or dropped (the review screen names each in the reader's language). */
export const INBOUND_MAIL_REASONS = [
  'forged_token',
  'unknown_ticket',
  'not_participant',
  'unknown_sender',
  'closed',
  'no_site',
  'not_for_us',
  'empty',
  'auto_reply',
  'bulk',
  'bounce',
  'loop',
  'duplicate',
  'failed',
] as const;
export type InboundMailReason = (typeof INBOUND_MAIL_REASONS)[number];

export const INBOUND_MAIL_SORTS = ['receivedAt', 'status'] as const;
