import { type Page } from '@playwright/test';
import { expect, shot, signInAndWait, signInAt, test, text } from './support.ts';

/** The table fits its box, or says where the rest is (columns in the detail, or a sideways scroll). */
async function expectNothingCutSilently(page: Page, testId: string) {
  const table = page.getByTestId(testId).locator('table');
  const hint = page.getByTestId(`${testId}-scroll-hint`);
  const fits = () =>
    table.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return element.getBoundingClientRect().right <= box.right + 1 && box.right <= window.innerWidth + 1;
    });
  // The columns are fitted to the box once it is measured (after the page is taken over): the
  // table ends up fitting, or saying where the rest is.
  await expect.poll(async () => (await fits()) || (await hint.isVisible()), { message: `${testId} is cut without a word` }).toBe(true);
}

/** The rows on screen are the answer to the URL, not the previous page kept while it loads. */
async function settled(page: Page) {
  await expect(page.getByTestId('ca-table').locator('table')).toHaveAttribute('aria-busy', 'false');
}

test.describe('list deep links', () => {
  test('a filtered, sorted page 3 of the current account survives a reload, and Back from an entry returns to it', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/CurrentAccount');
    await expect(page.getByTestId('ca-row').first()).toBeVisible();

    await page.getByTestId('ca-filter-state').selectOption('paid');
    await expect(page).toHaveURL(/state=paid/);
    const documentNo = page.getByRole('columnheader', { name: text('en-US', 'currentAccount.columns.documentNo') });
    await documentNo.getByRole('button').click();
    await expect(page).toHaveURL(/sort=documentNo&dir=asc/);
    // Each step once the screen shows it, as a reader clicks: the pager counts from the page it shows.
    await expect(documentNo).toHaveAttribute('aria-sort', 'ascending');
    const next = page.getByRole('button', { name: text('en-US', 'table.nextPage') });
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('ca-table-range')).toHaveText(/^26–50 of/);
    await next.click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByTestId('ca-table-range')).toHaveText(/^51–75 of/);
    await settled(page);
    const firstRow = (await page.getByTestId('ca-row').first().textContent()) ?? '';

    await page.reload();
    await expect(page).toHaveURL(/state=paid/);
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByTestId('ca-table-range')).toHaveText(/^51–75 of/);
    await expect(page.getByTestId('ca-filter-state')).toHaveValue('paid');
    await settled(page);
    await expect(documentNo).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('ca-row').first()).toHaveText(firstRow);
    const listUrl = page.url();

    await page.getByTestId('ca-row').nth(2).click();
    await expect(page.getByTestId('list-row-detail')).toBeVisible();
    await expect(page).toHaveURL(/open=/);

    await page.goBack();
    await expect(page.getByTestId('list-row-detail')).toHaveCount(0);
    expect(page.url()).toBe(listUrl);
    await expect(page.getByTestId('ca-table-range')).toHaveText(/^51–75 of/);
    await expect(page.getByTestId('ca-row').first()).toHaveText(firstRow);
  });

  for (const viewport of [
    { width: 1366, height: 768, name: 'laptop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    test(`the current account and the orders fit a ${viewport.name} screen (${viewport.width} px)`, async ({ page }) => {
      await signInAndWait(page, 'customer');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      await page.goto('/dashboard/CurrentAccount');
      await expect(page.getByTestId('ca-row').first()).toBeVisible();
      if (viewport.width > 800) await expectNothingCutSilently(page, 'ca-table');
      await shot(page, `list-current-account-${viewport.width}`);
      await page.screenshot({ path: `test-results/screens/list-current-account-${viewport.width}-top.png` });

      await page.goto('/dashboard/Orders');
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      if (viewport.width > 800) await expectNothingCutSilently(page, 'orders-table');
      await shot(page, `list-orders-${viewport.width}`);

      // An empty list says so in full, however narrow the screen.
      await page.goto('/dashboard/Orders?search=no-such-order-anywhere');
      const empty = page.getByTestId('orders-table-empty');
      await expect(empty).toHaveText(text('en-US', 'screens.Orders.empty'));
      const cut = await empty.evaluate((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > window.innerWidth);
      expect(cut).toBe(false);
      await page.screenshot({ path: `test-results/screens/list-orders-empty-${viewport.width}-top.png` });
    });
  }
});
