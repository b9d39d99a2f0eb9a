/**
 * Paths the service worker never answers from a cache nor stores: the API, the token endpoint,
 * the build date the build check reads, health checks, file downloads (private data, or an
 * answer that must be fresh) and the demo chat page, which the chat frame must get, not the app. Shared by the worker and its tests; no DOM, no imports.
 */
// Each is tested on the path with or without its query (Workbox's navigation denylist sees
// `/chat-demo?lang=es-ES`), so a path ends at '/', '?', '#' or the end.
export const NEVER_CACHED: RegExp[] = [
  /^\/api(?:[/?#]|$)/i,
  /^\/token(?:[/?#]|$)/i,
  /^\/meta\.json(?:[?#]|$)/i,
  /^\/health(?:[/?#]|$)/i,
  /\/DownloadFile(?:[/?#]|$)/i,
  /^\/chat-demo(?:[/?#]|$)/i,
];

/**
 * URL patterns (URLPattern syntax) of the never-cached requests a page makes with fetch, an event
 * stream or an image: the worker has them go to the network without waking it (see sw.ts).
 */
export const NETWORK_ROUTED: string[] = ['/api/*', '/token', '/meta.json'];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((pattern) => pattern.test(pathname));
}

/** The page the worker answers a failed navigation with; precached with the shell. */
export const OFFLINE_PAGE = 'offline.html';

/**
 * The client-rendered shell (index.html, no user's data in it): precached, and what an offline
 * navigation gets. A page the server rendered for a user is never stored (sw.ts).
 */
export const SHELL_PAGE = 'index.html';
