import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * A part of the page it can answer without at first (a menu's dropdown, a tooltip): its code
 * loads once the browser is idle after the page came alive, or at once when the reader reaches
 * for it, and not before the page answers. The hook gives nothing on the first
 * render wherever it mounts first (so a page the server rendered without it is taken over as it
 * is), the module once loaded, and `load` to ask for it now.
 */
export function deferredModule<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Asked again next time (a network that came back).
        loading = undefined;
        throw error;
      },
    ));

  return function useDeferredModule(): { module: M | undefined; load: () => Promise<M> } {
    const [module, setModule] = useState<M | undefined>(undefined);
    const live = useRef(true);
    const take = useCallback((value: M) => {
      if (live.current) setModule(() => value);
      return value;
    }, []);
    useEffect(() => {
      live.current = true;
      if (loaded) take(loaded);
      else whenIdle(() => void load().then(take, (error: unknown) => console.error('A part of the page could not be loaded', error)));
      return () => {
        live.current = false;
      };
    }, [take]);
    return { module, load: useCallback(() => load().then(take), [take]) };
  };
}
