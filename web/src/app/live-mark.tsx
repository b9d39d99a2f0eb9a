import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useIsomorphicEffect } from '@mantine/hooks';

/** Set on `<html>` once the app has rendered or hydrated the page (its handlers are attached). */
export const APP_LIVE_ATTRIBUTE = 'data-hydrated';

const markLive = () => document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');

/** Whether a part of the page has taken marking it live on itself (see useScreenMarksLive). */
const LiveClaim = createContext<{ current: boolean } | null>(null);

/**
 * Marks the page as the app's from its first commit on: its buttons and fields answer. A page the
 * server rendered is visible before that; browser tests and the benches wait for this mark before
 * they type or click. Unless a part below has claimed the mark (the signed-in frame, whose screen
 * React may hydrate in a task of its own after the frame).
 */
export function LiveMarkRoot({ children }: { children: ReactNode }) {
  const claimed = useRef(false);
  useEffect(() => {
    if (!claimed.current) markLive();
  }, []);
  return <LiveClaim value={claimed}>{children}</LiveClaim>;
}

/**
 * Called by a frame that renders <LiveMark /> inside each Suspense boundary of its screen: the page
 * is marked live when that boundary is, not when the frame around it is. A layout effect, so the
 * claim is in before the root's passive effect of the same commit.
 */
export function useScreenMarksLive(): void {
  const claimed = useContext(LiveClaim);
  useIsomorphicEffect(() => {
    if (claimed) claimed.current = true;
  }, [claimed]);
}

/** Inside a screen's Suspense boundary: marks the page live once the boundary's content has committed. */
export function LiveMark() {
  useEffect(markLive, []);
  return null;
}
