import { z } from 'zod';
import { QLIK_TARGETS } from './constants/bi.ts';
export * from './constants/bi.ts';

/** POST /api/reports/qlik/ticket: which Qlik Sense page to open. */
export const QlikTicketRequest = z.object({ target: z.enum(QLIK_TARGETS) }).strict();
export type QlikTicketRequest = z.infer<typeof QlikTicketRequest>;

/**
 * The Qlik Sense page to frame, its one-time ticket appended (`qlikTicket=`). Used once: the page
 * loads it at once and asks again for another visit.
 */
export const QlikTicketResponse = z.object({ url: z.string() });
export type QlikTicketResponse = z.infer<typeof QlikTicketResponse>;

/**
 * GET /api/reports/power-bi/embed: what powerbi-client embeds the company's report with. The embed
 * token is a view-only token for the caller's identity (row-level security), valid until `expiresAt`;
 * the page asks for a fresh one shortly before.
 */
export const PowerBiEmbedResponse = z.object({
  reportId: z.string(),
  embedUrl: z.string(),
  accessToken: z.string(),
  expiresAt: z.string().describe('ISO 8601 date-time'),
});
export type PowerBiEmbedResponse = z.infer<typeof PowerBiEmbedResponse>;
