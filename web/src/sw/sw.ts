/// <reference lib="webworker" />
// The offline shell (docs/ARCHITECTURE.md, "Offline shell and updates"). Built by vite-plugin-pwa
// (injectManifest) into dist/sw.js; `self.__WB_MANIFEST` is replaced with the precache list.
import { cacheNames, clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isNeverCached, NETWORK_ROUTED, NEVER_CACHED, OFFLINE_PAGE, SHELL_PAGE } from '../lib/never-cached.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// A new deploy takes over at once: the build check and the page's controllerchange reload
// make sure no tab keeps running a shell whose chunks the new worker no longer holds.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// index.html, the hashed JS and CSS (dictionaries included), icons and the offline page. `/` is
// not answered with the precached index.html (directoryIndex off): it is a page like any other.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

/** A rule of the static routing API (InstallEvent.addRoutes, Chromium 123 and later). */
interface RouterRule {
  condition: { urlPattern?: string; requestMode?: RequestMode };
  source: 'network' | { cacheName: string };
}

/**
 * Where the browser supports it, the worker tells it up front which requests it would only pass
 * on or answer from the precache, so those never wait for the worker's script: the API calls of a
 * page (which would otherwise queue behind the page's dozens of chunks in the worker) go straight
 * to the network, and the hashed chunks come straight from the precache (the network when one is
 * missing). Navigations still reach the fetch handler below, for the shell and the offline page.
 * Other browsers ignore this and the handlers answer as before.
 */
const STATIC_ROUTES: RouterRule[] = [
  { condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } },
  ...NETWORK_ROUTED.flatMap((urlPattern) =>
    (['cors', 'no-cors', 'same-origin'] as const).map((requestMode): RouterRule => ({ condition: { urlPattern, requestMode }, source: 'network' })),
  ),
];

self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  if (typeof install.addRoutes !== 'function') return;
  // A browser that refuses a rule keeps the plain fetch handling: the install must not fail over it.
  event.waitUntil(install.addRoutes(STATIC_ROUTES).catch((error: unknown) => console.warn('Static routes not added', error)));
});

// The browser starts a navigation's request while the worker wakes up; NetworkOnly uses that answer.
enableNavigationPreload();

/**
 * A page is asked of the network first, every time, and never stored: the server renders a
 * signed-in page with the reader's own data (DESIGN.md §9), which no other user of this browser may
 * be given from a cache. Offline, a client route gets the precached shell (the same for everyone,
 * no data in it), which renders the app and says why data does not arrive.
 */
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? undefined }],
    }),
    { denylist: NEVER_CACHED },
  ),
);
// The never-cached paths (downloads, the API opened as a page) go to the network only; offline,
// the offline page instead of the shell.
registerRoute(({ request, url }) => request.mode === 'navigate' && isNeverCached(url.pathname), new NetworkOnly());

// A navigation that cannot be answered at all shows the offline page instead of the browser's
// error; anything else fails as it would without the worker.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
