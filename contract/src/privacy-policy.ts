import { z } from 'zod';

/** GET /api/Backoffice/PrivacyPolicy/ShowsGDPR (spec §7): false when a policy awaits the caller's decision. */
export const ShowsGdprResponse = z.boolean();

/** A policy version the caller has to accept or decline: its text is HTML cleaned by the server. */
export const PolicyToApprove = z.object({ id: z.string().uuid(), title: z.string(), text: z.string() });
export type PolicyToApprove = z.infer<typeof PolicyToApprove>;

/** GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove: the oldest awaiting version, or null when none awaits. */
export const OlderGdprResponse = PolicyToApprove.nullable();

/** POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance: the version shown and the caller's decision. */
export const GdprDecision = z.object({ id: z.string().uuid(), accepted: z.boolean() });
export type GdprDecision = z.infer<typeof GdprDecision>;

/** Whether the decision was recorded; `signedOut` when a refusal ended the caller's sessions. */
export const GdprDecisionResponse = z.object({ accepted: z.boolean(), signedOut: z.boolean() });
