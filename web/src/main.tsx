// First: no zod schema may be created before zod is told not to compile them (lib/zod-config.ts).
import '@/lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@/app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App, createAppRouter, createHydratingRouter } from '@/app/app';
import { startFirstCalls } from '@/app/routes';
import { ensureCurrentBuild } from '@/app/build-check';
import { readServerState } from '@/app/ssr/server-state';
import { i18nReady } from '@/i18n/i18n';
import { rememberLanguage, shareReaderSettings } from '@/i18n/language';
import { setHydratingWidth } from '@/lib/breakpoints';
import { applyDirection, resolveDirection } from '@/lib/direction';
import { queryClient } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';

const direction = resolveDirection(window.location.search);
applyDirection(direction);
// For the next page the server renders (the browser's time zone costs a phone tens of ms to learn).
whenIdle(() => shareReaderSettings());

// A page the server rendered (DESIGN.md §9) is already on screen: the app takes it over
// (hydrates) from the same answers and router state, in the language it was written in.
const rendered = readServerState();
if (rendered) {
  hydrate(queryClient, rendered.queries);
  rememberLanguage(rendered.language);
  setHydratingWidth(rendered.viewportWidth);
}

// Spec §4: render only once the build check says this build is current (or could not tell),
// and once the reader's dictionary has arrived (both are fetched at the same time). Meanwhile
// the router loads the page's code and starts its first calls; a stale build throws that away.
const building = ensureCurrentBuild();
startFirstCalls(queryClient, window.location);
// Should the rendered page's code fail to load, the page is drawn again in the browser, not left dead.
const routing = rendered
  ? createHydratingRouter(rendered.router).then(
      (router) => ({ router, hydrating: true }),
      (error: unknown) => {
        console.error('The rendered page could not be taken over; it is drawn again', error);
        return { router: createAppRouter(), hydrating: false };
      },
    )
  : Promise.resolve({ router: createAppRouter(), hydrating: false });
void Promise.all([building, i18nReady.catch(() => undefined), routing]).then(([current, , { router, hydrating }]) => {
  if (!current) return;
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <App direction={direction} router={router} liveMarks={hydrating ? (rendered?.liveMarks ?? 0) : 0} />
    </StrictMode>
  );
  // In a transition, the taking over is done in slices that let the browser answer in between (a
  // phone would otherwise sit in one long task): the page is already on screen meanwhile.
  if (hydrating) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationError }));
  else createRoot(container).render(app);
  if (import.meta.env.PROD) registerWorkerAfterLoad();
});

/** A page that does not match its server render is drawn again in the browser; the console says why. */
function reportHydrationError(error: unknown): void {
  console.error('Hydration failed: the page was rendered again in the browser', error);
}

/** The offline shell's worker is registered once the page has loaded, from its own small chunk. */
function registerWorkerAfterLoad(): void {
  const register = () =>
    void import('@/app/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
