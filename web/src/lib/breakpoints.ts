import { useEffect, useState } from 'react';

export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

/** Spec §9: desktop above 1220 px, tablet above 767 px, otherwise mobile. */
export function getBreakpoint(width: number): Breakpoint {
  if (width > 1220) return 'desktop';
  if (width > 767) return 'tablet';
  return 'mobile';
}

/** Spec §9: the resize handler is debounced by 1000 ms. */
export const RESIZE_DEBOUNCE_MS = 1000;

/** The current breakpoint from the window width, updated 1 s after resizing stops. */
export function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(() => getBreakpoint(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBreakpoint(getBreakpoint(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return breakpoint;
}

/** The window's width, updated RESIZE_DEBOUNCE_MS after resizing stops (spec §9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
