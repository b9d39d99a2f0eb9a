import { type Page } from '@playwright/test';
import { expect, sessionCookie, shot, signInAndWait, test, text } from './support.ts';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const REASON = 'Ticket 4711: the customer reports a balance that looks wrong';

const bannerText = (name: string) => text('en-US', 'viewAs.banner').replace('{{name}}', name);
/** The page's session (the cookie's token) as a bearer header, for calls made beside the page. */
const bearer = async (page: Page) => ({ Authorization: `Bearer ${(await sessionCookie(page))!.value}` });

/** The screen at desktop and phone width (`<name>-1366`, `<name>-390`), then desktop again. */
async function shots(page: Page, name: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // The shell reads the width a second after resizing stops (the chat frame leaves phones).
    await page.waitForTimeout(1_200);
    await shot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

test.describe('view as customer', () => {
  test('staff view the portal as a contact, read-only, and come back as themselves', async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, 'admin');

    // The Users list offers it on the contact; the reason is required.
    await page.goto('/dashboard/Users');
    await page.getByTestId('users-search').fill('Carla');
    const row = page.getByRole('row').filter({ hasText: 'Carla Costa' });
    await expect(row).toHaveCount(1);
    await shots(page, 'view-as-users');
    await row.getByRole('button', { name: 'View as Carla Costa' }).click();
    const form = page.getByTestId('view-as-form');
    await expect(form).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'View the portal as Carla Costa' })).toBeVisible();
    await form.getByTestId('view-as-submit').click();
    await expect(form.getByText(text('en-US', 'validation.required'))).toBeVisible();
    await form.getByTestId('view-as-reason-input').fill(REASON);
    await shots(page, 'view-as-reason');
    // Resizing the window (a phone turned, a window made narrow) keeps the dialog and what was typed.
    await expect(form.getByTestId('view-as-reason-input')).toHaveValue(REASON);
    await form.getByTestId('view-as-submit').click();

    // The app reloads as the contact: their Home, their sidebar, and the banner saying so.
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    const banner = page.getByTestId('view-as-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner.getByTestId('view-as-title')).toHaveText(bannerText('Carla Costa'));
    await expect(banner).toContainText(REASON);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('CC');
    const vm = await (await page.request.get('/api/Backoffice/User/GetUserVM', { headers: await bearer(page) })).json();
    expect(vm).toMatchObject({ userName: 'customer', roles: ['Customer'] });
    await shots(page, 'view-as-banner');

    // On a phone the banner keeps inside the screen, its button in reach.
    await page.setViewportSize(PHONE);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
    await expect(banner.getByTestId('view-as-end')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // The contact's data: the current account of their company only.
    const ledger = page.waitForResponse((r) => r.url().includes('/api/current-account?') && r.request().method() === 'GET');
    await page.goto('/dashboard/CurrentAccount');
    const answer = (await (await ledger).json()) as { items: { businessPartnerName: string }[] };
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((i) => i.businessPartnerName.startsWith('Lusitania'))).toBe(true);
    await expect(page.getByTestId('ca-row').first()).toBeVisible();
    await expect(banner).toBeVisible();

    // A write is refused, and the page says why in the reader's language.
    await page.goto('/dashboard/Request');
    const ticket = page.getByTestId('ticket-form');
    await expect(ticket.getByTestId('ticket-site')).toBeEnabled();
    await ticket.getByTestId('ticket-type').selectOption('Defect');
    await ticket.getByTestId('ticket-site').selectOption({ index: 1 });
    await ticket.getByTestId('ticket-title').fill('Broken window');
    await ticket.getByTestId('ticket-description').fill('The window beside the entrance is cracked.');
    await ticket.getByTestId('ticket-submit').click();
    await expect(page.getByTestId('ticket-form-error')).toHaveText(text('en-US', 'errors.VIEW_AS_READ_ONLY'));
    await expect(page).toHaveURL(/\/dashboard\/Request$/);
    await page.getByTestId('ticket-form-error').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/view-as-refused-1366.png' });
    const language = await page.request.put('/api/account/language', { headers: await bearer(page), data: { language: 'es-ES' } });
    expect(language.status()).toBe(403);
    expect((await language.json()).code).toBe('VIEW_AS_READ_ONLY');

    // Ending the view: back at the Users list as the staff user; the view-as token no longer works.
    const viewAsHeaders = await bearer(page);
    await banner.getByTestId('view-as-end').click();
    await expect(page).toHaveURL(/\/dashboard\/Users$/);
    await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
    await expect(page.getByTestId('users')).toBeVisible();
    expect((await page.request.get('/api/Example/IsTokenValid', { headers: viewAsHeaders })).status()).toBe(401);
    const staffVm = await (await page.request.get('/api/Backoffice/User/GetUserVM', { headers: await bearer(page) })).json();
    expect(staffVm).toMatchObject({ userName: 'admin', roles: ['Admin'] });

    // The trail holds the view, ended, with its reason.
    const history = await (await page.request.get('/api/view-as/history', { headers: await bearer(page) })).json();
    expect(history.items[0]).toMatchObject({ contactName: 'Carla Costa', staffName: 'Ana Admin', reason: REASON, endedAt: expect.any(String) });
  });
});
