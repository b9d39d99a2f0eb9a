import { z } from 'zod';
import { SATISFACTION_COMMENT_MAX } from './constants/satisfaction.ts';
import { LanguageCode } from './languages.ts';
export * from './constants/satisfaction.ts';

// Satisfaction surveys of done service requests: the public page of the emailed link (by its
// token) and the requester's answer in the app. Plain constants in constants/satisfaction.ts.

/** The emailed link's token (unknown, malformed and expired ones all answer 404). */
export const SatisfactionTokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * An answer: the rating, and the comment when given (left out: the comment stays as it was; an
 * empty one removes it). Answered again until the survey expires, it replaces the former answer.
 */
export const SatisfactionAnswerRequest = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(SATISFACTION_COMMENT_MAX).optional(),
});
export type SatisfactionAnswerRequest = z.infer<typeof SatisfactionAnswerRequest>;

/** A survey's answer so far (rating null: not answered yet). */
export const SatisfactionAnswer = z.object({
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The last moment it can be answered or changed. */
  expiresAt: z.string(),
});
export type SatisfactionAnswer = z.infer<typeof SatisfactionAnswer>;

/** GET/POST /api/satisfaction/:token: what the public page shows. */
export const PublicSurveyResponse = SatisfactionAnswer.extend({
  ticketNo: z.string(),
  title: z.string(),
  /** The requester's language: the page speaks it unless the reader chose one in this browser. */
  language: LanguageCode,
});
export type PublicSurveyResponse = z.infer<typeof PublicSurveyResponse>;

/**
 * A ticket's survey as its page shows it: to staff (the score, with the agent it counts for) and
 * to the requester (who may answer while `open`); absent for anyone else and before Done.
 */
export const TicketSatisfaction = SatisfactionAnswer.extend({
  /** Whether the caller may answer (or change the answer) now: the requester, before it expires. */
  open: z.boolean(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TicketSatisfaction = z.infer<typeof TicketSatisfaction>;
