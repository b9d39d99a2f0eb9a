import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { LanguageCode } from '@customer-hub/contract/constants/languages';

/**
 * What a page rendered on the server hands to the browser beside its HTML, in a
 * `<script type="application/json">` (data, not code: the Content-Security-Policy allows no
 * inline script): the language it was rendered in, the answers of its first calls and the
 * router's state. The browser hydrates from exactly these, so its first render matches.
 */
export interface ServerState {
  language: LanguageCode;
  /** The window width the page was drawn for (lib/breakpoints.ts). */
  viewportWidth: number;
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  /** How many screen boundaries the page drew (components/live-boundary.tsx): it is live once all are taken over. */
  liveMarks: number;
}

export const SERVER_STATE_ID = 'ch-server-state';

/** The state of a server-rendered page, or null when the page came unrendered (or it is unreadable). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state && typeof state === 'object' && state.queries && state.router ? state : null;
  } catch {
    return null;
  }
}
