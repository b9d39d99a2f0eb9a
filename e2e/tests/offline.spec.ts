import { type Page } from '@playwright/test';
import { expect, signInAndWait, test, text } from './support.ts';

// The offline shell's worker is what these flows check (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.SHELL_SHOTS_DIR;

/** Waits until the offline shell's worker is active and controls this page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 }).toBe('activated');
}

/** Every URL held in Cache Storage, whatever the cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

const PRIVATE = /^\/(api|token|meta\.json|health)(\/|$)|DownloadFile/i;

test.describe('offline shell', () => {
  test('after signing in the worker controls the page, the shell opens offline and no API answer is cached', async ({ page, context }) => {
    await signInAndWait(page, 'customer');
    await waitForWorker(page);

    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(cached.filter((url) => PRIVATE.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.reload();

    // The shell comes from the worker: the app renders and says why data does not arrive.
    await expect(page.getByTestId('offline-notice')).toHaveText(text('en-US', 'offline.notice'));
    await expect(page).toHaveTitle(/Customer Hub/);
    await expect(page.locator('#root > *').first()).toBeAttached();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-offline-1280.png` });

    // A download opened while offline is never answered from a cache: the offline page shows.
    await page.goto('/api/Common/DownloadFile?reference=abc');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en-US', 'offline.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('es-ES', 'offline.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('pt-PT', 'offline.title') })).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/offline-page-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/offline-page-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await context.setOffline(false);
    await page.goto('/dashboard/Home');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    expect((await cachedUrls(page)).filter((url) => PRIVATE.test(url))).toEqual([]);
  });

  test('with the worker active, chunks come straight from its precache and API calls straight from the network', async ({ page }) => {
    await signInAndWait(page, 'customer');
    await waitForWorker(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Which of the worker's static routes (if any) answered each request.
    const source = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => {
      const { url, serviceWorkerRouterInfo } = event.response as { url: string; serviceWorkerRouterInfo?: { matchedSourceType?: string } };
      source.set(new URL(url).pathname, serviceWorkerRouterInfo?.matchedSourceType ?? 'none');
    });
    await page.reload();
    await expect(page.getByTestId('page-title')).toBeVisible();
    // The page comes rendered with its first answers; the notification stream is still asked for.
    await expect.poll(() => [...source.keys()].some((path) => path.startsWith('/api/'))).toBe(true);

    const of = (pattern: RegExp) => [...source].filter(([path]) => pattern.test(path)).map(([, matched]) => matched);
    expect(of(/^\/assets\/.+\.js$/).length).toBeGreaterThan(1);
    expect(new Set(of(/^\/assets\/.+\.js$/))).toEqual(new Set(['cache']));
    expect(new Set(of(/^\/api\//))).toEqual(new Set(['network']));
    // The page itself is still the worker's to answer (the shell, or the offline page).
    expect(source.get('/dashboard/Home')).not.toBe('network');
    await cdp.detach();
  });

  test('the public sign-in page opens offline after a first visit', async ({ page, context }) => {
    await page.goto('/signin');
    await expect(page.getByTestId('signin-username')).toBeVisible();
    await waitForWorker(page);

    await context.setOffline(true);
    await page.reload();

    await expect(page.getByTestId('signin-username')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/signin-offline-390.png` });
    }
    await context.setOffline(false);
  });
});
