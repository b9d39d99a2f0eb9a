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

/** The modules the loader being run imports, however deep in its awaits (see `collectModules`). */
const collectors = new AsyncLocalStorage<Set<string>>();

export function trackImport<T>(module: string, load: Promise<T>): Promise<T> {
  requestScope()?.modules.add(module);
  collectors.getStore()?.add(module);
  return load;
}

/**
 * Runs a loader that runs once per process (a route's `lazy`, a `React.lazy` factory) noting into
 * `modules` what it imports, for the later renders that need it to add to their scope.
 */
export function collectModules<T>(modules: Set<string>, load: () => Promise<T>): Promise<T> {
  return collectors.run(modules, load);
}

/**
 * React.lazy, whose modules are noted at every render that draws it: React starts a lazy part's
 * import once per process, so later renders would not see its `import()`.
 */
export function trackedLazy<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const modules = new Set<string>();
  const Lazy = lazy(() => collectModules(modules, factory));
  function Tracked(props: P) {
    const scope = requestScope();
    for (const module of modules) scope?.modules.add(module);
    return createElement(Lazy as ComponentType<P>, props);
  }
  return Tracked;
}
