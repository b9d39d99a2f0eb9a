import { z } from 'zod';
import { IdParams, listRequest, pageOf, searchFilter } from './paging.ts';
import { INBOUND_MAIL_REASONS, INBOUND_MAIL_SORTS, INBOUND_MAIL_STATUSES } from './constants/mail-in.ts';
export * from './constants/mail-in.ts';

export const FindInboundMailsRequest = listRequest({
  sorts: INBOUND_MAIL_SORTS,
  sort: 'receivedAt',
  filters: {
    status: z.enum(INBOUND_MAIL_STATUSES).optional(),
    search: searchFilter().describe('Part of the sender or subject'),
  },
});
export type FindInboundMailsRequest = z.infer<typeof FindInboundMailsRequest>;

export const InboundMailSummary = z.object({
  id: z.string(),
  transport: z.string(),
  fromAddress: z.string(),
  fromName: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(INBOUND_MAIL_STATUSES),
  reason: z.enum(INBOUND_MAIL_REASONS).nullable(),
  ticketId: z.string().nullable(),
  ticketNo: z.string().nullable(),
  sender: z.object({ id: z.string(), name: z.string() }).nullable(),
  attachmentCount: z.number().int(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type InboundMailSummary = z.infer<typeof InboundMailSummary>;
export const FindInboundMailsResponse = pageOf(InboundMailSummary);
export type FindInboundMailsResponse = z.infer<typeof FindInboundMailsResponse>;

export const InboundMailParams = IdParams;
export const InboundMail = InboundMailSummary.extend({
  messageId: z.string(),
  envelopeFrom: z.string(),
  /** The headers as received, one `Name: value` per entry (at most 100). */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The text as cut: quoted history and signature off. */
  text: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() })),
  /** Whether staff may post it to a ticket (held, from a known active user). */
  postable: z.boolean(),
});
export type InboundMail = z.infer<typeof InboundMail>;

/** POST /api/mail-in/:id/post: the ticket staff pick for a held mail of a known user. */
export const PostInboundMailRequest = z.object({ ticketId: z.uuid() });
export type PostInboundMailRequest = z.infer<typeof PostInboundMailRequest>;
