import type { LanguageCode } from '@customer-hub/contract/constants/languages';

/**
 * What a page rendered on the server knows of the request it renders for (DESIGN.md §9): the
 * reader's language and time zone, the browser storage the page would find, and how its calls
 * reach the API (in process, with the reader's own session). The server sets it around each
 * render; in the browser there is none and every reader of it falls back to the browser's own.
 */
export interface RequestScope {
  language: LanguageCode;
  /** An IANA zone the browser said it is in (the ch_tz cookie); the server's own when absent. */
  timeZone: string | undefined;
  /** The localStorage the page would find, seeded from what the request carries. */
  storage: Storage;
  fetch: typeof fetch;
  /** The window width the page is drawn for: a guess from the request (a phone's, or a desktop's). */
  viewportWidth: number;
  /**
   * The app's modules the render imported on demand (a route's page, its calls), by their path in
   * the web project: the server has the browser load their chunks with the page (app/ssr/module-tracker.ts).
   */
  modules: Set<string>;
}

let source: () => RequestScope | undefined = () => undefined;

/** The server's render entry hands over where the current request's scope is kept. */
export function setRequestScopeSource(next: () => RequestScope | undefined): void {
  source = next;
}

/** The request being rendered on the server; undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return source();
}
