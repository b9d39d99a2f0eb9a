import { NavigationType } from 'react-router';

export interface PopContext {
  navigationType: NavigationType;
  /** True for the first location this document rendered (a fresh load or a reload). */
  initial: boolean;
  /** performance navigation type of the document load: navigate, reload, back_forward, prerender. */
  documentNavigation: string | undefined;
  pathname: string;
  signedIn: boolean;
}

const EXEMPT_PATHS = ['/recoverpassword', '/dashboard/home'];

/**
 * Spec §2: a back/forward navigation by a signed-in user goes to /dashboard/Home, unless it
 * lands on RecoverPassword or Home already, or is a page reload / first load.
 */
export function shouldForceHome({ navigationType, initial, documentNavigation, pathname, signedIn }: PopContext): boolean {
  if (navigationType !== NavigationType.Pop || !signedIn) return false;
  if (EXEMPT_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase())) return false;
  // The first location is a POP too: only a browser back/forward into the app counts, never a (re)load.
  if (initial) return documentNavigation === 'back_forward';
  return true;
}

/** The performance navigation type of this document load, when the browser reports it. */
export function documentNavigationType(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}
