// First: no zod schema may be created before zod is told not to compile them (lib/zod-config.ts).
import '@/lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from '@/app/app';
import { startFirstCalls } from '@/app/routes';
import { ensureCurrentBuild } from '@/app/build-check';
import { i18nReady } from '@/i18n/i18n';
import { applyDirection, resolveDirection } from '@/lib/direction';
import { queryClient } from '@/lib/query-client';

const direction = resolveDirection(window.location.search);
applyDirection(direction);

// Spec §4: render only once the build check says this build is current (or could not tell),
// and once the reader's dictionary has arrived (both are fetched at the same time). Meanwhile
// the router loads the page's code and starts its first calls; a stale build throws that away.
const building = ensureCurrentBuild();
startFirstCalls(queryClient, window.location.pathname);
const router = createAppRouter();
void Promise.all([building, i18nReady.catch(() => undefined)]).then(([current]) => {
  if (!current) return;
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App direction={direction} router={router} />
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerWorkerAfterLoad();
});

/** The offline shell's worker is registered once the page has loaded, from its own small chunk. */
function registerWorkerAfterLoad(): void {
  const register = () =>
    void import('@/app/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
