import { z } from 'zod';
import { VIEW_AS_REASON_MAX, VIEW_AS_REASON_MIN } from './constants/view-as.ts';
import { listRequest, pageOf } from './paging.ts';
export * from './constants/view-as.ts';

/**
 * POST /api/view-as (staff): open a read-only session as an active customer contact. The answer
 * is a token like the sign-in's (`TokenResponse`, `expires_in` in minutes).
 */
export const StartViewAsRequest = z.strictObject({
  contactId: z.uuid(),
  reason: z.string().trim().min(VIEW_AS_REASON_MIN).max(VIEW_AS_REASON_MAX),
});
export type StartViewAsRequest = z.infer<typeof StartViewAsRequest>;

/** GET /api/view-as/history: staff read every view-as session, a main contact those of their company's contacts. */
export const FindViewAsHistoryRequest = listRequest({ sorts: ['startedAt'], sort: 'startedAt', filters: {} });
export type FindViewAsHistoryRequest = z.infer<typeof FindViewAsHistoryRequest>;

/** One view-as session: who looked, as whom, why, and when (`endedAt` null while it is open). */
export const ViewAsHistoryEntry = z.object({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  staffName: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  companyName: z.string().nullable(),
  reason: z.string(),
});
export type ViewAsHistoryEntry = z.infer<typeof ViewAsHistoryEntry>;
export const FindViewAsHistoryResponse = pageOf(ViewAsHistoryEntry);
export type FindViewAsHistoryResponse = z.infer<typeof FindViewAsHistoryResponse>;
