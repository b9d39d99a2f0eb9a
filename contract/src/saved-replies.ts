import { z } from 'zod';
import { LANGUAGE_CODES } from './constants/languages.ts';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_SCOPES, SAVED_REPLY_SORTS, SAVED_REPLY_TITLE_MAX } from './constants/saved-replies.ts';
import { IdParams, listRequest, pageOf, searchFilter } from './paging.ts';
export * from './constants/saved-replies.ts';

export const SavedReplyIdParams = IdParams;
/** POST /api/tickets/:id/saved-replies/:replyId/render: the ticket and the reply. */
export const RenderSavedReplyParams = z.object({ id: z.uuid(), replyId: z.uuid() });

/**
 * GET /api/saved-replies (staff): the shared replies and the caller's own personal ones; `search`
 * matches the title or the text; `scope` keeps one kind; `language` keeps that language's and those
 * without one.
 */
export const FindSavedRepliesRequest = listRequest({
  sorts: SAVED_REPLY_SORTS,
  sort: 'title',
  direction: 'asc',
  filters: {
    search: searchFilter(),
    scope: z.enum(SAVED_REPLY_SCOPES).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
  },
});
export type FindSavedRepliesRequest = z.infer<typeof FindSavedRepliesRequest>;

export const SavedReply = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  language: z.enum(LANGUAGE_CODES).nullable(),
  scope: z.enum(SAVED_REPLY_SCOPES),
  /** Whether the caller may change or delete it (their own; shared ones: Admin or their author). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof SavedReply>;
export const FindSavedRepliesResponse = pageOf(SavedReply);
export type FindSavedRepliesResponse = z.infer<typeof FindSavedRepliesResponse>;

/** POST /api/saved-replies and PUT /api/saved-replies/:id (staff). A shared one is made by an Admin. */
export const SaveSavedReplyRequest = z.object({
  title: z.string().trim().min(1).max(SAVED_REPLY_TITLE_MAX),
  body: z.string().trim().min(1).max(SAVED_REPLY_BODY_MAX),
  language: z.enum(LANGUAGE_CODES).nullable().default(null),
  scope: z.enum(SAVED_REPLY_SCOPES).default('personal'),
});
export type SaveSavedReplyRequest = z.input<typeof SaveSavedReplyRequest>;

/** The reply's text for one ticket: placeholders filled as plain text, unknown ones left as written and named. */
export const RenderSavedReplyResponse = z.object({
  text: z.string(),
  /** Placeholders the text holds that are not known (left in the text as written). */
  unknown: z.array(z.string()),
});
export type RenderSavedReplyResponse = z.infer<typeof RenderSavedReplyResponse>;
