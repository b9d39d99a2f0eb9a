import { useCallback, useState } from 'react';
import type { Breakpoint } from '@/lib/breakpoints';

/** Spec §9: desktop starts expanded; tablet starts as an icon rail; mobile starts with the drawer closed. */
export function defaultNavOpened(breakpoint: Breakpoint): boolean {
  return breakpoint === 'desktop';
}

/** Whether the sidebar is expanded (desktop, tablet) or the drawer open (mobile); resets when the breakpoint changes. */
export function useNavOpened(breakpoint: Breakpoint) {
  const [state, setState] = useState(() => ({ breakpoint, opened: defaultNavOpened(breakpoint) }));
  if (state.breakpoint !== breakpoint) setState({ breakpoint, opened: defaultNavOpened(breakpoint) });
  const opened = state.breakpoint === breakpoint ? state.opened : defaultNavOpened(breakpoint);
  const setOpened = useCallback(
    (next: boolean | ((current: boolean) => boolean)) =>
      setState((s) => {
        const opened = typeof next === 'function' ? next(s.opened) : next;
        // The same state when nothing changes, so the frame is not drawn again for nothing.
        return opened === s.opened ? s : { ...s, opened };
      }),
    [],
  );
  return [opened, setOpened] as const;
}
