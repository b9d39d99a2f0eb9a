import { type Page } from '@playwright/test';
import { expect, shot, signInAndWait, test } from './support.ts';

interface Bucket {
  bucket: string;
  count: number;
  amount?: number;
}

/**
 * Opens /dashboard and answers the figures the page shows: the page comes rendered with them
 * (its call answered on the server), so they are asked of the API with the same session.
 */
async function openDashboard(page: Page, address = '/dashboard') {
  await page.goto(address);
  await expect(page.getByTestId('dash-figures')).toBeVisible();
  const answer = await page.request.get(`/api/dashboard${new URL(address, 'http://x').search}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { currentAccount: { currencies: { currency: string; aging: Bucket[] }[] } };
}

test.describe('dashboard', () => {
  test('renders the charts and a click on an aging bar opens the current account with the same total', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'customer');
    // The last 12 months: the demo data has payments, orders and closed requests in them.
    const body = await openDashboard(page, '/dashboard?period=12m');

    // Bars, a line and donuts: the charts are drawn, not just their tables.
    await expect(page.getByTestId('dash-aging').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('dash-payments').locator('.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('dash-tickets').locator('.recharts-pie')).toBeVisible();
    await expect(page.getByTestId('dash-orders').locator('.recharts-pie')).toBeVisible();
    await shot(page, 'dashboard-desktop');

    // The 31–60 bucket, or the first overdue one the demo data fills today.
    const aging = body.currentAccount.currencies[0]!.aging;
    const order = ['31-60', '1-30', '61-90', '90+'];
    const chosen = order.map((name) => aging.find((b) => b.bucket === name)!).find((b) => b.count > 0)!;
    const index = aging.findIndex((b) => b.bucket === chosen.bucket);

    await page.getByTestId('dash-aging-view').getByText('Table').click();
    const shownAmount = (await page.getByTestId(`dash-aging-row-${chosen.bucket}`).locator('td').last().textContent())!.trim();
    await shot(page, 'dashboard-table-view');
    await page.getByTestId('dash-aging-view').getByText('Chart').click();

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/current-account' && r.status() === 200);
    await page.getByTestId('dash-aging').locator('.recharts-bar-rectangle').nth(index).click();
    await expect(page).toHaveURL(/\/dashboard\/CurrentAccount\?state=overdue/);
    const list = (await (await listed).json()) as { total: number; totals: { balance: number } };

    expect(list.total).toBe(chosen.count);
    expect(list.totals.balance).toBeCloseTo(chosen.amount!, 2);
    await expect(page.getByTestId('ca-total-balance')).toHaveText(shownAmount);
    await expect(page.getByTestId('ca-due-to')).not.toHaveValue('');
    await shot(page, 'dashboard-aging-to-current-account');
  });

  test('fits a phone and changes its period', async ({ page }) => {
    await signInAndWait(page, 'customer');
    // Signed in on a wide screen (the helper waits for the sidebar), then looked at on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    await expect(page.getByTestId('dash-aging').locator('.recharts-bar-rectangle').first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'dashboard-phone');

    const again = page.waitForResponse((r) => r.url().includes('/api/dashboard?period=12m'));
    await page.getByTestId('dash-period').selectOption('12m');
    await again;
    await expect(page).toHaveURL(/period=12m/);
  });

  test('a site-scoped contact without prices sees counts only', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAndWait(page, 'customer.limited');
    await openDashboard(page);
    await expect(page.getByTestId('dash-prices-hidden')).toBeVisible();
    await expect(page.getByTestId('dash-site')).toHaveCount(0);
    await shot(page, 'dashboard-limited');
  });
});
