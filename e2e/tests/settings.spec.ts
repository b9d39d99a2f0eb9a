import { type Page } from '@playwright/test';
import { expect, shot, signInAt, test, text } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Saves one settings section by its test id prefix and waits for its notice. */
async function save(page: Page, section: string) {
  const form = page.getByTestId(`${section}-form`);
  await form.getByTestId(`${section}-submit`).click();
  await expect(form.getByTestId(`${section}-saved`)).toHaveText(text('en-US', 'settings.saved'));
}

test.describe('settings', () => {
  test('an admin changes the order cut-off, the Qlik dashboard URL and the Power BI secret; after a reload the values stay and the secret shows only as set', async ({ page }) => {
    test.slow();
    const dashboardUrl = `https://qlik.example.test/sense/app/${unique()}/sheet/dashboard`;
    const secret = `pbi-secret-${unique()}-${unique()}`;

    // The demo admin reads English.
    await signInAt(page, 'admin', '/dashboard/Settings');
    await expect(page.getByTestId('settings-sections')).toBeVisible();

    const cutoff = page.getByTestId('order-settings-cutoff');
    await expect(cutoff).toHaveValue(/^\d+$/);
    // Another value than the one stored (the demo's 48, unless an earlier try left another).
    const hours = (await cutoff.inputValue()) === '72' ? '96' : '72';
    await cutoff.fill(hours);
    await save(page, 'order-settings');

    const reports = page.getByTestId('reports-settings-form');
    await reports.getByTestId('reports-settings-qlikDashboardUrl').fill(dashboardUrl);
    // A secret another test of the run has set is replaced, not typed over.
    const secretInput = reports.getByTestId('reports-settings-powerBiClientSecret');
    const replace = reports.getByTestId('reports-settings-powerBiClientSecret-replace');
    await expect(secretInput.or(replace)).toBeVisible();
    if (await replace.isVisible()) await replace.click();
    await secretInput.fill(secret);
    await save(page, 'reports-settings');
    // Saved: the typed secret leaves the page at once.
    await expect(reports.getByTestId('reports-settings-powerBiClientSecret-state')).toHaveText(text('en-US', 'settings.secret.set'));
    await expect(reports.getByTestId('reports-settings-powerBiClientSecret')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('order-settings-cutoff')).toHaveValue(hours);
    await expect(page.getByTestId('reports-settings-qlikDashboardUrl')).toHaveValue(dashboardUrl);
    await expect(page.getByTestId('reports-settings-powerBiClientSecret-state')).toHaveText(text('en-US', 'settings.secret.set'));
    await expect(page.getByTestId('reports-settings-powerBiClientSecret')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    // Nor in what the server answers.
    const answered = await page.evaluate(async () => {
      const res = await fetch('/api/settings/reports');
      return res.text();
    });
    expect(answered).toContain('"powerBiClientSecretSet":true');
    expect(answered).not.toContain(secret);

    // The sections' links reach each section, and the address says which (a reload lands there).
    await page.getByTestId('settings-link-erp').click();
    await expect(page).toHaveURL(/\/dashboard\/Settings#erp$/);
    await expect(page.locator('#erp')).toBeFocused();
    await expect(page.locator('#erp')).toBeInViewport();
    await page.reload();
    await expect(page.locator('#erp')).toBeInViewport();
    await expect(page.getByTestId('erp-settings-form')).toBeVisible();

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/dashboard/Settings');
      await expect(page.getByTestId('reports-settings-qlikDashboardUrl')).toHaveValue(dashboardUrl);
      await expect(page.getByTestId('erp-settings-form')).toBeVisible();
      // The connection's fields open (not saved), to be seen in the picture too.
      await page.getByTestId('erp-settings-connector').check({ force: true });
      await expect(page.getByTestId('erp-settings-baseUrl')).toBeVisible();
      await expect(page.getByTestId('template-key')).toBeVisible();
      // Nothing wider than the window (no sideways scrolling on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // From the top: the fixed top bar is drawn where the window is.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `settings-${width}`);
    }

    // Back to the demo's cut-off, for other tests of this run.
    await page.getByTestId('order-settings-cutoff').fill('48');
    await save(page, 'order-settings');
  });

  test('an admin reads the retention policy with its last and next run, runs it now, and opens the record of processing it fills, on a phone too', async ({ page }) => {
    await signInAt(page, 'admin', '/dashboard/Settings');
    await page.getByTestId('settings-link-retention').click();
    const section = page.locator('#retention');
    await expect(section.getByTestId('retention-days-loginLog')).toHaveValue(/^\d+$/);
    await expect(section.getByTestId('retention-next-run')).toBeVisible();

    await section.getByTestId('retention-run-now').click();
    const confirm = page.getByTestId('retention-run-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('retention-run-confirm-confirm').click();
    // The run ends (the section polls while it goes on) and says what it removed per kind.
    await expect(section.getByTestId('retention-last-run')).toContainText(text('en-US', 'settings.retention.statuses.done'), { timeout: 30_000 });
    await expect(section.getByTestId('retention-removed-loginLog')).toContainText(/\d+ removed/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'retention-1366');

    await section.getByTestId('retention-record-link').click();
    await expect(page).toHaveURL(/\/dashboard\/RecordOfProcessing$/);
    const days = await page.evaluate(async () => ((await (await fetch('/api/settings/retention')).json()) as { loginLog: number }).loginLog);
    await expect(page.getByTestId('rop-retention-signInLog')).toHaveText(`Sign-in log: ${days} days, then deleted`);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('rop-export').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('rop-category-accounts')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'record-of-processing-390');
  });
});
