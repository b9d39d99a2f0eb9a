import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: what a screen can do without
 * (a widget that shows only when the server says so, a container for later messages) renders
 * then, so its code is loaded and run after the page is on screen rather than before. In a
 * transition: what it adds is drawn in slices that let a phone answer a tap in between.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterFrame();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterFrame);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
