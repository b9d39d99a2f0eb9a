/**
 * Satisfaction surveys: when staff mark a service request Done its requester is asked for a
 * rating of 1–5 and a comment, in the app and by email (one link per rating).
 */
export const SATISFACTION_RATINGS = [1, 2, 3, 4, 5] as const;
export type SatisfactionRating = (typeof SATISFACTION_RATINGS)[number];

/** A rating this high or higher counts as satisfied (the CSAT share). */
export const SATISFACTION_GOOD_RATING = 4;

/** How long a survey can be answered (and its answer changed) after the request is done. */
export const SATISFACTION_SURVEY_DAYS = 30;

/** The longest comment kept. */
export const SATISFACTION_COMMENT_MAX = 2000;

/** The web's public page of a survey link: `${SATISFACTION_PAGE_PATH}/<token>?rating=N`. */
export const SATISFACTION_PAGE_PATH = '/satisfaction';

/** The staff report of the answers per month and agent (reports module). */
export const SATISFACTION_REPORT_ID = 'satisfaction';

/** The answers' share of 4–5 (0–1, rounded to 4 places); null without answers. */
export function csatOf(good: number, answers: number): number | null {
  return answers ? Math.round((good / answers) * 10_000) / 10_000 : null;
}
