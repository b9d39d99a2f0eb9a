import { NavigationType } from 'react-router';

export interface PopContext {
  navigationType: NavigationType;
  /** True while the document shows the first location it rendered (a fresh load or a reload), never left since. */
  initial: boolean;
  /** performance navigation type of the document load: navigate, reload, back_forward, prerender. */
  documentNavigation: string | undefined;
  pathname: string;
  /** The pathname shown just before this location; undefined for the first one. */
  previousPathname: string | undefined;
  signedIn: boolean;
}

const EXEMPT_PATHS = ['/recoverpassword', '/dashboard/home'];

const screenOf = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase();

/**
 * Spec §2: a back/forward navigation by a signed-in user goes to /dashboard/Home, unless it
 * lands on RecoverPassword or Home already, or is a page reload / first load. Back and Forward
 * inside one screen (a list's page, sort or open entry, kept in the query) move within it: the
 * list pages promise that Back closes an entry.
 */
export function shouldForceHome({ navigationType, initial, documentNavigation, pathname, previousPathname, signedIn }: PopContext): boolean {
  if (navigationType !== NavigationType.Pop || !signedIn) return false;
  if (EXEMPT_PATHS.includes(screenOf(pathname))) return false;
  // The first location is a POP too: only a browser back/forward into the app counts, never a (re)load.
  if (initial) return documentNavigation === 'back_forward';
  return previousPathname === undefined || screenOf(previousPathname) !== screenOf(pathname);
}

/**
 * What the back/forward rule needs to remember between locations of one document: whether its
 * first location was ever left (coming back to it with Back is then a back navigation, though
 * the history entry keeps its key) and the pathname shown last.
 */
export function createVisit(firstKey: string): (location: { key: string; pathname: string }) => Pick<PopContext, 'initial' | 'previousPathname'> {
  let leftFirst = false;
  let lastPathname: string | undefined;
  return ({ key, pathname }) => {
    if (key !== firstKey) leftFirst = true;
    const seen = { initial: !leftFirst, previousPathname: lastPathname };
    lastPathname = pathname;
    return seen;
  };
}

/** The performance navigation type of this document load, when the browser reports it. */
export function documentNavigationType(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}
