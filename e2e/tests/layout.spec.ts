import { type Page } from '@playwright/test';
import { expect, shot, signIn, signInAndWait, test, text, watchCsp } from './support.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the focused element is on screen, unless focus is on the page itself or inside a frame. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.tagName === 'IFRAME') return null;
    const { x, y, width, height } = focused.getBoundingClientRect();
    return { x, y, width, height, name: (focused.textContent ?? '').trim() || focused.getAttribute('aria-label') };
  });

test.describe('layout', () => {
  test('on a phone the sidebar is a drawer opened by the menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/signin');
    await signIn(page, 'customer');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('routes.Home')).toBeHidden();
    await shot(page, 'home-phone');

    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('nav-SearchDocuments')).toBeVisible();
    await page.waitForTimeout(500); // let the drawer finish sliding in before the screenshot
    await shot(page, 'home-phone-drawer');
    await page.getByTestId('nav-SearchDocuments').click();

    await expect(page).toHaveURL(/\/dashboard\/SearchDocuments$/);
    await expect(page.getByTestId('nav-SearchDocuments')).toBeHidden();
  });

  test('the top bar is 60 high and the sidebar 240 wide on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAndWait(page, 'customer');

    expect((await page.getByTestId('topbar').boundingBox())?.height).toBe(60);
    expect((await page.getByTestId('sidebar-panel').boundingBox())?.width).toBe(240);
    await expect(page.getByTestId('footer')).toBeVisible();
  });

  test('a back navigation while signed in goes to Home, to the first page of the visit too', async ({ page }) => {
    await signInAndWait(page, 'customer');
    // The page the document was opened at: its history entry keeps its key when Back returns to it.
    await page.goto('/dashboard/SearchDocuments');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.getByTestId('nav-Reports').click();
    await expect(page).toHaveURL(/\/dashboard\/Reports$/);
    // Shown, not only addressed: a Back before the page's chunk arrives never leaves the first page.
    await expect(page.getByTestId('page-title')).toContainText('Reports');

    await page.goBack();

    await expect(page).toHaveURL(/\/dashboard\/Home$/);
  });

  test('on a laptop the chat bar hides neither a focused row nor the end of a page', async ({ page }) => {
    await signInAndWait(page, 'customer');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard/CurrentAccount');
    await expect(page.getByTestId('ca-row').first()).toBeVisible();
    const chat = page.getByTestId('chat-frame');
    await expect(chat).toBeVisible();
    const bar = (await chat.boundingBox())!;

    // Row by row down the table, each focused row (amounts on its right) lands above the bar.
    let tabs = 0;
    for (; tabs < 150; tabs++) {
      await page.keyboard.press('Tab');
      if (await chat.evaluate((frame) => frame === document.activeElement)) break;
      const focused = await focusedBox(page);
      if (focused) expect(overlaps(focused, bar), `"${focused.name}" focused behind the chat bar`).toBe(false);
    }
    expect(tabs, 'Tab reaches the chat bar after the page').toBeLessThan(150);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const end of [page.getByTestId('ca-row').last(), page.getByTestId('ca-table-range')]) {
      expect(overlaps((await end.boundingBox())!, bar), 'the end of the page scrolls clear of the chat bar').toBe(false);
    }
  });

  test('on a phone the New order form shows its buttons, and no form breaks the security policy', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInAndWait(page, 'customer');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/Orders');
    await page.getByTestId('orders-new').click();
    await expect(page.getByTestId('order-form')).toBeVisible();

    // Whole, not cut by the dialog's bottom edge, though the fields go on below it.
    await expect(page.getByTestId('order-submit')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('order-form').getByRole('button', { name: text('en-US', 'common.cancel') })).toBeInViewport({ ratio: 1 });
    await shot(page, 'order-new-phone');
    // Opening the form built its schemas: nothing reported.
    expect(violations).toEqual([]);
  });

  test('the global search dialog is 60 % of the window wide (spec §9)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAndWait(page, 'customer');
    await page.getByTestId('global-search-open').click();
    const dialog = page.getByRole('dialog', { name: text('en-US', 'globalSearch.title') });
    await expect(dialog).toBeVisible();

    await expect.poll(async () => (await dialog.boundingBox())!.width / page.viewportSize()!.width).toBeCloseTo(0.6, 3);
  });
});
