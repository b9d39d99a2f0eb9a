// The chat frame of the signed-in shell (spec §2 "Chat", §9): sizes, the messages it exchanges
// with the chat page inside it, and the rule for the chat URL. Plain values: the web imports these.

/** Spec §9: the frame is 370 px wide, 55 px high collapsed and 470 px expanded. */
export const CHAT_FRAME_WIDTH = 370;
export const CHAT_FRAME_COLLAPSED_HEIGHT = 55;
export const CHAT_FRAME_EXPANDED_HEIGHT = 470;

/** Spec §9: the frame is not shown when the window is this wide or narrower. */
export const CHAT_HIDDEN_AT_MAX_WIDTH = 500;

/** The longest chat URL an admin may set. */
export const CHAT_URL_MAX_LENGTH = 500;

/**
 * What the chat page and the shell tell each other through `postMessage` (`{ type }`). The chat
 * page posts minimize / maximize to its parent; the shell asks it to scroll its messages to the end.
 */
export const CHAT_MESSAGES = {
  minimize: 'customer-hub:chat:minimize',
  maximize: 'customer-hub:chat:maximize',
  scrollToEnd: 'customer-hub:chat:scroll-to-end',
} as const;

/** The demo chat page the app serves itself (same origin), and that demo data points the frame to. */
export const CHAT_DEMO_PATH = '/chat-demo';

/**
 * The origin of a chat URL (`https://chat.example.com`), or null when it is not an absolute
 * http(s) URL without credentials and without blanks. The settings schema, the CSP's frame-src and
 * the shell's message filter all go through this one rule.
 */
export function chatOriginOf(url: string): string | null {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** Settings key of the chat settings (`{ enabled, url }`). */
export const CHAT_SETTING = 'chat';
