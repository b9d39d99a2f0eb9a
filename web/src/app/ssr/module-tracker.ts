import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement, lazy, type ComponentType } from 'react';
import { requestScope } from '@/i18n/request-scope';

/*
 * The server build wraps every `import()` of the app's code in `trackImport`, and every
 * `React.lazy` in `trackedLazy` (web/vite.config.ts, `trackDynamicImports`): the modules a render
 * needs are noted in the request's scope, so the page links their styles in its head and is drawn
 * with them, instead of the app adding them once its script has run
 * (server/src/plugins/page-render.ts). Nothing of this is in the browser's build.
 */

/** The modules the `lazy` factory being started imports. */
let collecting: Set<string> | undefined;

/** The modules a route's `lazy` imports, however deep in its awaits (see `collectModules`). */
const routeCollectors = new AsyncLocalStorage<Set<string>>();

export function trackImport<T>(module: string, load: Promise<T>): Promise<T> {
  requestScope()?.modules.add(module);
  collecting?.add(module);
  routeCollectors.getStore()?.add(module);
  return load;
}

/**
 * Runs a route's `lazy` noting into `modules` what it imports: the server's routes are made once,
 * so each `lazy` runs once per process, and later renders of the route add these to their scope.
 */
export function collectModules<T>(modules: Set<string>, load: () => Promise<T>): Promise<T> {
  return routeCollectors.run(modules, load);
}

/**
 * React.lazy, whose modules are noted at every render that draws it: React starts a lazy part's
 * import once per process, so later renders would not see its `import()`.
 */
export function trackedLazy<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const modules = new Set<string>();
  const Lazy = lazy(() => {
    collecting = modules;
    try {
      return factory();
    } finally {
      collecting = undefined;
    }
  });
  function Tracked(props: P) {
    const scope = requestScope();
    for (const module of modules) scope?.modules.add(module);
    return createElement(Lazy as ComponentType<P>, props);
  }
  return Tracked;
}
