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

/**
 * The demo chat page the app serves itself, and the chat URL demo data sets: a path, so each page
 * frames it on its own origin, whatever address the app is opened at.
 */
export const CHAT_DEMO_PATH = '/chat-demo';

/**
 * Whether a chat URL is a path on the app's own origin (`/chat-demo`): one leading `/`, then no
 * `/` or `\` right after it (`//host` and `/\host` are other hosts to a browser), no blanks, no
 * backslashes and no control characters.
 */
export function isChatPath(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]+$/.test(url);
}

/**
 * The origin of an absolute chat URL (`https://chat.example.com`), or null when it is not an
 * absolute http(s) URL without credentials and without blanks. A path gives null too: its origin is
 * the page's own (`resolveChatUrl`), which the CSP's frame-src already allows as 'self'.
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

/**
 * The chat URLs an admin may set: an absolute http(s) URL (a chat provider's page, framed from its
 * origin) or a path on the app's own origin (`isChatPath`). javascript:, data:, `//host`, relative
 * words and the like are refused. The settings schema and the spec calls go through this rule.
 */
export function isChatUrl(url: string): boolean {
  return isChatPath(url) || chatOriginOf(url) !== null;
}

/**
 * Where the shell's frame points and whose messages it takes: an absolute chat URL as it is, a path
 * resolved against `pageOrigin` (the origin the app is opened at), so the demo chat works at
 * `localhost` as well as `127.0.0.1` or behind a proxy. Null when `url` is not a chat URL.
 */
export function resolveChatUrl(url: string, pageOrigin: string): { href: string; origin: string } | null {
  const origin = chatOriginOf(url);
  if (origin) return { href: url, origin };
  if (!isChatPath(url)) return null;
  try {
    const resolved = new URL(url, pageOrigin);
    // A path never leaves the page's origin.
    if (resolved.origin !== new URL(pageOrigin).origin) return null;
    return { href: resolved.href, origin: resolved.origin };
  } catch {
    return null;
  }
}

/** Settings key of the chat settings (`{ enabled, url }`). */
export const CHAT_SETTING = 'chat';
