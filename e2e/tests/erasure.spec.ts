import path from 'node:path';
import { createLusitaniaContact, expect, linkIn, mailTo, setPasswordFromLink, shot, signIn, signInAt, test, text } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('erasure requests', () => {
  test('a contact downloads their data, then asks for erasure in My account; staff review and approve it; the contact is signed out and cannot sign in again', async ({ page, browser }) => {
    test.slow();
    const userName = `ines.${unique()}`;
    const email = `${userName}@example.test`;
    const password = 'ines has a passphrase 2026';
    const since = new Date().toISOString();

    // Backoffice (reads Portuguese) creates the contact, who sets a password and signs in.
    await signInAt(page, 'backoffice', '/dashboard/Users');
    await createLusitaniaContact(page, { userName, firstName: 'Inês', lastName: 'Esquecida', email });

    const contact = await browser.newContext({ locale: 'en-US' });
    const them = await contact.newPage();
    await setPasswordFromLink(them, linkIn((await mailTo(email, since)).text), password);
    await them.goto('/signin');
    await signIn(them, userName, password);
    await expect(them).toHaveURL(/\/dashboard\/Home$/);

    // My account: their data first, prepared in the background and downloaded as a ZIP.
    await them.goto('/dashboard/Utilizadores');
    const exportSection = them.getByTestId('data-export-section');
    await exportSection.scrollIntoViewIfNeeded();
    await exportSection.getByTestId('data-export-ask').click();
    const downloadButton = exportSection.getByTestId('data-export-download');
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    // Once a day: asking again is not offered until the next allowed time, which the section says.
    await expect(exportSection.getByTestId('data-export-next')).toBeVisible();
    await expect(exportSection.getByTestId('data-export-ask')).toHaveCount(0);
    await shot(them, 'data-export-my-account');
    const [archive] = await Promise.all([them.waitForEvent('download'), downloadButton.click()]);
    expect(archive.suggestedFilename()).toMatch(/\.zip$/);
    await archive.saveAs(path.resolve(import.meta.dirname, '../../test-results/screens/data-export.zip'));

    // Then the erasure request, confirmed first (the contact reads their browser's English or the Portuguese of the staff who created them).
    const section = them.getByTestId('erasure-section');
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('erasure-reason').fill('I no longer work with this supplier.');
    await section.getByTestId('erasure-ask').click();
    const confirm = them.getByTestId('erasure-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('erasure-confirm-confirm').click();
    const open = (['en-US', 'pt-PT'] as const).map((language) => text(language, 'screens.ErasureRequests.statuses.open'));
    await expect(section.getByTestId('erasure-status')).toContainText(new RegExp(open.join('|')));
    await shot(them, 'erasure-my-account');

    // Staff find it, read what will be erased and what kept, and approve it.
    await page.goto('/dashboard/ErasureRequests');
    await page.getByTestId('erasure-search').fill(userName);
    // The search is in the address once it applies (a row opened before then would close with the new list).
    await expect(page).toHaveURL(/search=/);
    const row = page.getByTestId('erasure-row').filter({ hasText: userName });
    await expect(row).toHaveCount(1);
    await row.click();
    const detail = page.getByTestId('erasure-detail');
    await expect(detail.getByTestId('erasure-erased')).toBeVisible();
    await expect(detail.getByTestId('erasure-kept')).toBeVisible();
    // The drawer has slid in whole (its close button inside the window) before the picture.
    await expect(page.getByRole('dialog').getByRole('button', { name: text('pt-PT', 'common.close') })).toBeInViewport({ ratio: 1 });
    await shot(page, 'erasure-review');
    await detail.getByTestId('erasure-approve').click();
    const decision = page.getByTestId('erasure-decision');
    await decision.getByTestId('erasure-note').fill('Identity checked by phone.');
    await decision.getByTestId('erasure-decision-confirm').click();
    await expect(page.getByText(text('pt-PT', 'screens.ErasureRequests.approve.done'))).toBeVisible();

    // The contact's open portal is signed out, and neither name signs in any more.
    expect(await them.evaluate(async () => (await fetch('/api/Example/IsTokenValid')).status)).toBe(401);
    await them.goto('/dashboard/Home');
    await expect(them).toHaveURL(/\/signin/);
    await expect(them.getByTestId('signin-username')).toBeVisible();
    await signIn(them, userName, password);
    await expect(them).toHaveURL(/\/signin/);
    await signIn(them, email, password);
    await expect(them).toHaveURL(/\/signin/);
    await contact.close();
  });
});
