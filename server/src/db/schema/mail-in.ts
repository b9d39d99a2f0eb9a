import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INBOUND_MAIL_STATUSES } from '@customer-hub/contract/constants/mail-in';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every email that reached the support address (SMTP listener or IMAP mailbox), kept as received
 * before it is answered or processed: what became of it (`status`, `reason`), the ticket and
 * comment it made, and for staff review the sender and the text as cut. A Message-ID is processed
 * once (a second copy is recognised and dropped). Not a tenant table: a mail belongs to no company
 * until it is matched, and only staff read it.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Message-ID header, or a digest of the bytes when it has none. */
    messageId: text('message_id').notNull(),
    /** How it came: smtp or imap. */
    transport: text('transport').notNull(),
    /** The envelope's MAIL FROM (empty for a bounce) and the From header's address. */
    envelopeFrom: text('envelope_from').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    /** The recipient of ours it was addressed to. */
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    /** The text as cut (quotes and signature off), filled when processed. */
    text: text('text').notNull().default(''),
    attachmentCount: integer('attachment_count').notNull().default(0),
    size: integer('size').notNull(),
    raw: bytea('raw').notNull(),
    status: text('status', { enum: INBOUND_MAIL_STATUSES }).notNull().default('received'),
    reason: text('reason'),
    ticketId: uuid('ticket_id'),
    companyId: uuid('company_id'),
    commentId: uuid('comment_id'),
    /** The user the sender's address belongs to, when one does. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbound_mails_message_id_uq').on(t.messageId),
    index('inbound_mails_status_received_idx').on(t.status, t.receivedAt),
    index('inbound_mails_from_received_idx').on(t.fromAddress, t.receivedAt),
  ],
);

/** The polite answers sent to senders whose mail was held, so one sender gets few (rate limit per address). */
export const inboundMailAnswers = pgTable(
  'inbound_mail_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    mailId: uuid('mail_id').references(() => inboundMails.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbound_mail_answers_address_idx').on(t.address, t.sentAt)],
);
