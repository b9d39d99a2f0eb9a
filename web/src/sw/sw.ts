/// <reference lib="webworker" />
// The offline shell (docs/ARCHITECTURE.md, "Offline shell and updates"). Built by vite-plugin-pwa
// (injectManifest) into dist/sw.js; `self.__WB_MANIFEST` is replaced with the precache list.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isNeverCached, NEVER_CACHED, OFFLINE_PAGE } from '../lib/never-cached.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// A new deploy takes over at once: the build check and the page's controllerchange reload
// make sure no tab keeps running a shell whose chunks the new worker no longer holds.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// index.html, the hashed JS and CSS (dictionaries included), icons and the offline page.
precacheAndRoute(self.__WB_MANIFEST);

// Every client route gets the cached shell; the never-cached paths go to the network only.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NEVER_CACHED }));
registerRoute(({ request, url }) => request.mode === 'navigate' && isNeverCached(url.pathname), new NetworkOnly());

// A navigation that cannot be answered (offline, shell missing) shows the offline page instead of
// the browser's error; anything else fails as it would without the worker.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
