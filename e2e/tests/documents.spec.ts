import fs from 'node:fs';
import { type Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, shot, signIn, signInAndWait, signInAt, test, text } from './support.ts';

/** Opens the global search from the top bar and types a search. */
async function globalSearch(page: Page, search: string) {
  await page.getByTestId('global-search-open').click();
  const modal = page.getByRole('dialog', { name: text('en-US', 'globalSearch.title') });
  await expect(modal).toBeVisible();
  await page.getByTestId('global-search-input').fill(search);
  return modal;
}

test.describe('documents and global search', () => {
  test('global search from the top bar: grouped results, context filter, a heading link and a download', async ({ page }) => {
    await signInAndWait(page, 'customer');
    const modal = await globalSearch(page, 'Port');
    // Under five characters nothing is searched.
    await expect(page.getByTestId('global-search-hint')).toBeVisible();
    await expect(page.getByTestId('global-search-results')).toHaveCount(0);

    await page.getByTestId('global-search-input').fill('Porto Norte');
    await expect(page.getByTestId('global-search-heading-searchDocuments')).toBeVisible();
    await expect(page.getByTestId('global-search-heading-trips')).toBeVisible();
    await shot(page, 'global-search');

    // Leave only Trips: the document group goes, the trips stay.
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/GlobalSearch/getGlobalInformation') && new URL(r.url()).searchParams.getAll('Contexts').join() === 'CTrips',
    );
    // Keyboard only: Backspace in the contexts field removes the last context, six times leaves Trips.
    await page.getByTestId('global-search-contexts').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await answered;
    await expect(page.getByTestId('global-search-heading-searchDocuments')).toHaveCount(0);
    await expect(page.getByTestId('global-search-heading-trips')).toBeVisible();
    await shot(page, 'global-search-trips-only');
    await page.getByTestId('global-search-cancel').click();
    await expect(modal).toBeHidden();

    // A fresh search, all contexts again: download a document, then follow a heading.
    await globalSearch(page, 'relatorio');
    const download = page.locator('[data-testid^="global-search-download-"]').first();
    await expect(download).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByTestId('global-search-heading-searchDocuments').click();
    await expect(page).toHaveURL(/\/dashboard\/SearchDocuments/);
    await expect(page.getByRole('dialog', { name: text('en-US', 'globalSearch.title') })).toBeHidden();
  });

  test('search documents: section tabs, a search, a download and a ZIP of a selection', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/SearchDocuments');
    const listed = page.waitForResponse((r) => r.url().includes('/api/documents?') && r.url().includes('section=IncidenceReports'));
    await page.getByTestId('docs-tab-IncidenceReports').click();
    const count = ((await (await listed).json()) as { items: unknown[] }).items.length;
    expect(count).toBeGreaterThanOrEqual(2);
    const rows = page.locator('[data-testid^="docs-row-"]');
    await expect(rows).toHaveCount(count);

    const searched = page.waitForResponse((r) => r.url().includes('/api/documents?') && r.url().includes('search='));
    await page.getByTestId('docs-search').fill('fuga de agua');
    await searched;
    await expect(rows.first()).toBeVisible();
    await shot(page, 'search-documents');

    const first = (await rows.first().getAttribute('data-testid'))!.replace('docs-row-', '');
    const [single] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`docs-download-${first}`).click()]);
    expect(single.suggestedFilename()).toMatch(/\.pdf$/);

    // The tab is in the address: a fresh page opens it again, unfiltered.
    await page.goto('/dashboard/SearchDocuments?section=IncidenceReports');
    await expect(rows).toHaveCount(count);
    const ids = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).getAttribute('data-testid'))!.replace('docs-row-', '')));
    for (const id of ids) await page.getByTestId(`docs-select-${id}`).check();
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('docs-download-zip').click()]);
    expect(zip.suggestedFilename()).toMatch(/^documents-\d{8}-\d{4}\.zip$/);
    const archive = await JSZip.loadAsync(fs.readFileSync((await zip.path())!));
    const names = Object.keys(archive.files);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);
  });

  test('an invoice PDF downloads from its current-account row', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/CurrentAccount');
    const pdf = page.locator('[data-testid^="ca-pdf-"]').first();
    await expect(pdf).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(file.suggestedFilename()).toMatch(/^(FT|NC) 2026-\S+ .*\.pdf$/);
    expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'current-account-pdf');
  });

  test('a limited contact sees only the sections their permissions open', async ({ page }) => {
    await signInAt(page, 'customer.limited', '/dashboard/SearchDocuments');
    await expect(page.getByTestId('docs-tab-Budgets')).toBeVisible();
    await expect(page.getByTestId('docs-tab-Folders')).toHaveCount(0);
    await expect(page.getByTestId('docs-tab-IncidenceReports')).toHaveCount(0);
    // Without the prices permission an invoice's PDF is prices too: no row offers it.
    await page.goto('/dashboard/CurrentAccount');
    await expect(page.getByTestId('ca-prices-hidden')).toBeVisible();
    await expect(page.getByTestId('ca-table').getByText('FT 2026/10002-16', { exact: true })).toBeVisible();
    await expect(page.locator('[data-testid^="ca-pdf-"]')).toHaveCount(0);
  });

  test('on a phone the documents show as cards and the search modal fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signin');
    await signIn(page, 'customer');
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    await page.goto('/dashboard/SearchDocuments');
    await expect(page.locator('[data-testid^="docs-row-"]').first()).toBeVisible();
    await shot(page, 'search-documents-phone');
    await globalSearch(page, 'Porto Norte');
    await expect(page.getByTestId('global-search-heading-trips')).toBeVisible();
    await shot(page, 'global-search-phone');
  });

  test('staff upload a document, customers find it, staff delete it after confirming', async ({ page, browser }) => {
    await signInAt(page, 'backoffice', '/dashboard/ContentManagement');
    await expect(page.locator('[data-testid^="docs-row-"]').first()).toBeVisible();
    await shot(page, 'content-management-documents');

    await page.getByTestId('docs-upload').click();
    const form = page.getByTestId('docs-upload-form');
    await expect(form).toBeVisible();
    await form.getByTestId('docs-upload-company').selectOption({ label: 'Lusitania Retail Group' });
    await form.getByTestId('docs-upload-partner').selectOption({ index: 1 });
    await form.getByTestId('docs-upload-type').selectOption('Budget');
    await form.getByTestId('docs-upload-number').fill('ORC-E2E-1');
    await form.getByTestId('docs-upload-title').fill('Orçamento de jardinagem E2E');
    await form.getByTestId('docs-upload-date').fill('2026-11-02');
    // Leaving the field closes its calendar, which would otherwise lie over the buttons below.
    await form.getByTestId('docs-upload-date').press('Tab');
    await form.locator('input[type="file"]').setInputFiles({ name: 'jardinagem.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e upload\n%%EOF\n') });
    await shot(page, 'content-management-upload');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/documents') && r.request().method() === 'POST');
    await form.getByTestId('docs-upload-submit').click();
    const doc = await (await created).json();
    expect(doc.documentNo).toBe('ORC-E2E-1');

    // The customer finds it through global search.
    const customer = await browser.newPage();
    await signInAndWait(customer, 'customer');
    await globalSearch(customer, 'jardinagem');
    await expect(customer.getByTestId(`global-search-hit-${doc.id}`)).toBeVisible();
    await customer.close();

    await page.getByTestId('cm-tab-types').click();
    await expect(page.getByTestId('doctype-row-Budget')).toBeVisible();
    await shot(page, 'document-configuration');
    await page.getByTestId('cm-tab-documents').click();
    await page.getByTestId('docs-section').selectOption('Budgets');
    await page.getByTestId('docs-search').fill('ORC-E2E-1');
    await page.getByTestId(`docs-delete-${doc.id}`).click();
    await expect(page.getByTestId('confirm-modal')).toContainText(text('pt-PT', 'common.deleteConfirm'));
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId(`docs-row-${doc.id}`)).toHaveCount(0);
  });
});
