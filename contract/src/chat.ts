import { z } from 'zod';
import { CHAT_URL_MAX_LENGTH, isChatUrl } from './constants/chat.ts';
export * from './constants/chat.ts';

/**
 * GET/PUT /api/settings/chat (Admin): whether the shell shows the chat frame, and the address of the
 * chat page it frames: an absolute http(s) URL, or a path on the app's own origin such as `/chat-demo`
 * (empty is allowed only while chat is off).
 */
export const ChatSettingsFields = z.object({
  enabled: z.boolean(),
  url: z
    .string()
    .trim()
    .max(CHAT_URL_MAX_LENGTH)
    .refine((value) => value === '' || isChatUrl(value), { message: 'An absolute http(s) URL or a path starting with /' })
    .default(''),
});
/** The fields and the rule between them (what the calls and the form check). */
export const ChatSettings = ChatSettingsFields.refine((value) => !value.enabled || value.url !== '', { path: ['url'], message: 'A chat URL is needed while chat is on' });
export type ChatSettings = z.infer<typeof ChatSettings>;

/** A fresh install has no chat. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { enabled: false, url: '' };

/**
 * GET /api/Backoffice/Common/ShowChat (spec call, no token). Its boolean is the spec's odd one: the
 * frame is shown when it is falsy, so it answers false when chat is on with a URL, true otherwise.
 */
export const ShowChatResponse = z.boolean();
/** GET /api/Backoffice/Settings/GetChatUrl (spec call): the chat page's URL, empty when chat is off. */
export const ChatUrlResponse = z.string();
