import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server rendered (so both draw the
 * same thing), true from then on, and at once in a page the browser draws itself.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A part that only the browser can draw (a map that measures the window): the server renders
 * `fallback`, and the part's code is not even loaded there when it comes from `React.lazy`; in
 * the browser `fallback` also stands in while that code loads.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useInBrowser() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
