import path from 'node:path';
import { type Locator } from '@playwright/test';
import { expect, shot, signInAt, test } from './support.ts';

/** A picture of one dialog (a full-page one would show the page under it). */
const shotOf = (dialog: Locator, name: string) => dialog.screenshot({ path: path.resolve(import.meta.dirname, `../../test-results/screens/${name}.png`) });

test.describe('company API keys', () => {
  test('a main contact creates a key for orders, sees it once, a system calls the API with it, then the contact revokes it', async ({ page, request }) => {
    const name = `ERP link ${Math.random().toString(36).slice(2, 8)}`;
    // The demo main contact of Lusitania Retail Group (reads English).
    await signInAt(page, 'customer', '/dashboard/Utilizadores');
    const section = page.getByTestId('api-keys-section');
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('api-key-create').click();
    const form = page.getByTestId('api-key-create-form');
    await form.getByTestId('api-key-name-input').fill(name);
    await form.getByTestId('api-key-scope-orders:read').check({ force: true });
    await shotOf(form, 'api-keys-create');
    await form.getByTestId('api-key-submit').click();

    const dialog = page.getByTestId('api-key-secret-dialog');
    const secret = (await dialog.getByTestId('api-key-secret').innerText()).trim();
    expect(secret).toMatch(/^chk_[A-Za-z0-9_-]{40,}$/);
    await shotOf(dialog, 'api-keys-secret');
    await dialog.getByTestId('api-key-secret-done').click();
    const item = section.getByTestId('api-key-item').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    // Shown once: the list names the key by its prefix, never the whole of it.
    await expect(section).not.toContainText(secret);

    // The customer's system, with no session: orders answer, what the key's scope does not open is refused.
    const headers = { 'x-api-key': secret };
    const orders = await request.get('/api/orders', { headers });
    expect(orders.status()).toBe(200);
    expect((await orders.json()).items.length).toBeGreaterThan(0);
    expect((await request.get('/api/current-account', { headers })).status()).toBe(403);

    await page.reload();
    await expect(item.getByTestId('api-key-last-used')).not.toBeEmpty();
    await page.setViewportSize({ width: 390, height: 844 });
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'api-keys-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await item.getByTestId('api-key-revoke').click();
    const confirm = page.getByTestId('api-key-revoke-dialog');
    await confirm.getByTestId('api-key-revoke-dialog-confirm').click();
    await expect(confirm).toBeHidden();
    expect((await request.get('/api/orders', { headers })).status()).toBe(401);
  });
});
