import fs from 'node:fs';
import { expect, shot, signInAt, test } from './support.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('customer area', () => {
  test('the current account filters, exports CSV and XLSX, and downloads a statement', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/CurrentAccount');
    await expect(page.getByTestId('ca-row').first()).toBeVisible();
    await expect(page.getByTestId('ca-total-balance')).toBeVisible();
    await shot(page, 'current-account');

    const filtered = page.waitForResponse((r) => r.url().includes('/api/current-account?') && r.url().includes('state=overdue'));
    await page.getByTestId('ca-filter-state').selectOption('overdue');
    const answer = await (await filtered).json();
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((i: { state: string }) => i.state === 'overdue')).toBe(true);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ca-export-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/^current-account-\d{8}\.csv$/);
    const csvText = fs.readFileSync((await csv.path())!, 'utf8');
    expect(csvText.split('\n').length).toBeGreaterThan(1);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ca-export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(fs.readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');

    await page.getByTestId('ca-statement').click();
    await page.getByTestId('ca-statement-from').fill('2026-01-01');
    await page.getByTestId('ca-statement-to').fill('2026-10-31');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ca-statement-download').click()]);
    expect(fs.readFileSync((await pdf.path())!).subarray(0, 4).toString()).toBe('%PDF');
  });

  test('without the prices permission the amounts and the statement are not there', async ({ page }) => {
    await signInAt(page, 'customer.limited', '/dashboard/CurrentAccount');

    await expect(page.getByTestId('ca-row').first()).toBeVisible();
    await expect(page.getByTestId('ca-total-balance')).toHaveCount(0);
    await expect(page.getByTestId('ca-statement')).toHaveCount(0);
  });

  test('a contact creates an order and cancels it after confirming', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/Orders');
    await expect(page.getByTestId('order-row').first()).toBeVisible();

    await page.getByTestId('orders-new').click();
    const form = page.getByTestId('order-form');
    await form.getByTestId('order-document-type').selectOption({ index: 1 });
    await form.getByTestId('order-site').selectOption({ index: 1 });
    await form.getByTestId('order-quantity').fill('4');
    await form.getByTestId('order-unit').selectOption({ index: 1 });
    await form.getByTestId('order-requested-date').fill(isoDay(10));
    await form.getByTestId('order-work-location').fill('Loading bay 2');
    await shot(page, 'order-new');
    await form.getByTestId('order-submit').click();

    await expect(page.getByTestId('order-status')).toContainText(/Confirming|Pending/);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId('order-status')).toContainText(/Cancel/);
    await shot(page, 'order-cancelled');
  });

  test('the organisation chart highlights my node and the map lists the sites', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/ContractOrganization');
    await expect(page.getByTestId('org-chart')).toBeVisible();
    await expect(page.getByTestId('org-node-own').first()).toContainText('Lusitania Retail Group');
    await shot(page, 'org-chart');

    // Zoomed in, the chart takes its own size times the zoom, and keeps it.
    const canvas = page.getByTestId('org-canvas');
    const natural = await canvas.evaluate((element: HTMLElement) => element.offsetWidth);
    await page.getByTestId('org-zoom-in').click();
    await expect(canvas).toHaveAttribute('data-zoom', '1.1');
    await expect.poll(() => canvas.evaluate((element) => element.parentElement!.getBoundingClientRect().width)).toBeCloseTo(natural * 1.1, 0);
    expect(await canvas.evaluate((element: HTMLElement) => element.offsetWidth)).toBe(natural);
    await page.getByTestId('org-zoom-reset').click();

    // On a phone the whole chart fits its box at 100 %: no box is cut at the window's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('org-expand-all').click();
    await expect
      .poll(() => page.getByTestId('org-chart').evaluate((chart) => chart.scrollWidth - chart.clientWidth), { message: 'the chart scrolls sideways on a phone' })
      .toBeLessThanOrEqual(0);
    await shot(page, 'org-chart-phone');

    await page.goto('/dashboard/ContractsGeo');
    await expect(page.getByTestId('map-list-item').first()).toBeVisible();
    expect(await page.getByTestId('map-list-item').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('map-list-item').first().click();
    await shot(page, 'sites-map');
  });
});
