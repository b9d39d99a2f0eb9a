import { expect, test } from './support.ts';

// The offline shell's worker is what these flows check (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

test.describe('build check', () => {
  test('a later build date clears the caches and the worker, reloads exactly once, then renders', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByTestId('signin-username')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      await (await caches.open('marker')).put('/marker', new Response('x'));
    });

    await page.route('**/meta.json', (route) => route.fulfill({ json: { buildDate: '2999-01-01T00:00:00.000Z' } }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });

    await page.goto('/signin');
    await expect(page.getByTestId('signin-username')).toBeVisible();
    // Long enough for a second reload to show, were there one.
    await page.waitForTimeout(1500);

    expect(documents).toBe(2);
    await expect(page.getByTestId('signin-username')).toBeVisible();
    expect(await page.evaluate(() => caches.has('marker'))).toBe(false);
  });
});
