import { expect, test } from './support.ts';

/**
 * What a phone downloads before the sign-in page works: its scripts and style sheets, as they
 * cross the network (compressed). The largest part is the libraries every page needs (React DOM,
 * Mantine, React Router, i18next); a component named where the first page's code can reach it
 * (a theme setting, a provider) brings its code, and its dependencies, into this figure. The
 * budget holds the measured weight with a little room: going over it is a change to look at.
 */
const SCRIPT_BUDGET_KB = 175;
const STYLE_BUDGET_KB = 35;

test('the sign-in page loads its scripts and styles within budget', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const sizes = { script: 0, stylesheet: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        sizes[type] += responseBodySize;
      }),
    );
  });
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('signin-submit')).toBeVisible();
  await Promise.all(pending);
  const scriptKb = Math.round(sizes.script / 1024);
  const styleKb = Math.round(sizes.stylesheet / 1024);
  console.log(`sign-in page: scripts ${scriptKb} KB, styles ${styleKb} KB (compressed, budgets ${SCRIPT_BUDGET_KB} and ${STYLE_BUDGET_KB} KB)`);
  expect(scriptKb).toBeGreaterThan(0);
  expect(scriptKb).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
  expect(styleKb).toBeLessThanOrEqual(STYLE_BUDGET_KB);
  await context.close();
});
