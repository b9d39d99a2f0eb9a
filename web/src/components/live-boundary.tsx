import { createContext, Suspense, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useIsomorphicEffect } from '@mantine/hooks';

/** Set on `<html>` once the app has rendered or hydrated the page (its handlers are attached). */
export const APP_LIVE_ATTRIBUTE = 'data-hydrated';

const markLive = () => document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');

interface LiveState {
  /** Whether a part of the page has taken marking it live on itself (see useScreenMarksLive). */
  claimed: boolean;
  /** The LiveMarks committed so far, by id. */
  committed: Set<string>;
  /** How many LiveMarks the server drew on this page (0 when the browser draws it). */
  expected: number;
}

const Live = createContext<LiveState | null>(null);

/** The server render's note of the LiveMarks a page draws (their count goes to the browser, ssr/server-state.ts). */
export const ServerLiveMarks = createContext<Set<string> | null>(null);

/**
 * Marks the page as the app's: its buttons and fields answer. A page the server rendered is
 * visible before that; browser tests and the benches wait for this mark before they type or click.
 * At the root's first commit, unless a part below has claimed the mark (the signed-in frame, whose
 * screen React hydrates in tasks of its own after the frame); then once the LiveMarks the server
 * drew (`expected`) have all been taken over, or, on a page the browser draws, at the first.
 */
export function LiveMarkRoot({ expected = 0, children }: { expected?: number; children: ReactNode }) {
  const [state] = useState<LiveState>(() => ({ claimed: false, committed: new Set(), expected }));
  useEffect(() => {
    if (!state.claimed) markLive();
  }, [state]);
  return <Live value={state}>{children}</Live>;
}

/**
 * Called by a frame whose screen's Suspense boundaries are LiveBoundaries: the page is marked live
 * when they are, not when the frame around them is. A layout effect, so the claim is in before
 * the root's passive effect of the same commit.
 */
export function useScreenMarksLive(): void {
  const live = useContext(Live);
  useIsomorphicEffect(() => {
    if (live) live.claimed = true;
  }, [live]);
}

/** Inside a Suspense boundary: counts the boundary as taken over once its content has committed. */
function LiveMark() {
  const id = useId();
  useContext(ServerLiveMarks)?.add(id);
  const live = useContext(Live);
  useEffect(() => {
    if (!live) return markLive();
    live.committed.add(id);
    if (live.committed.size >= live.expected) markLive();
  }, [live, id]);
  return null;
}

/**
 * A Suspense boundary of a screen: React takes each over in a task of its own (a phone answers in
 * between), and the page is marked live once every one the server drew has been.
 */
export function LiveBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <LiveMark />
    </Suspense>
  );
}
