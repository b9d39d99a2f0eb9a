import { type Page } from '@playwright/test';
import { expect, sessionCookie, shot, signUpCustomer, test } from './support.ts';

/**
 * The privacy-policy gate with the demo policy (version 1, three languages). Each test signs up a
 * user of its own, so nobody else has decided for them, whatever runs in parallel. Publishing is
 * tested at API level only: a new version here would make every other test's user decide again.
 */
const PASSWORD = 'a passphrase for the policy';

async function signUpAndSignIn(page: Page): Promise<string> {
  const email = `policy.${Math.random().toString(36).slice(2, 8)}@example.test`;
  await signUpCustomer(page, email, PASSWORD);

  await signInThroughForm(page, email);
  return email;
}

/** Signed in through the form without the helpers' automatic Accept. */
async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByTestId('signin-username').fill(email);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
}

test.describe('privacy-policy gate', () => {
  test('a user who has not decided sees the policy and no dashboard content until Accept', async ({ page }) => {
    await signUpAndSignIn(page);

    // As the server renders it for them: the frame, and neither the screen nor its data.
    const rendered = await page.request.get('/dashboard/Home');
    expect(rendered.headers()['cache-control']).toBe('private, no-store');
    const html = await rendered.text();
    expect(html).toMatch(/<html [^>]*data-server-rendered/);
    expect(html).toContain('data-testid="topbar"');
    expect(html).not.toContain('data-testid="page-title"');
    expect(html).not.toContain('data-testid="home-news"');

    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('privacy-policy-text')).toContainText('This policy explains how Customer Hub handles');
    await expect(page.getByTestId('topbar')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveCount(0);
    // Spec §9: 65 % of the window.
    await expect.poll(async () => (await modal.boundingBox())!.width / page.viewportSize()!.width).toBeCloseTo(0.65, 3);
    await shot(page, 'privacy-policy-gate');

    await page.getByTestId('privacy-policy-accept').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('page-title')).toBeVisible();

    // Decided once: the next sign-in goes straight to the dashboard.
    await page.reload();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Decline signs the user out, the old token no longer works, and the next sign-in asks again', async ({ page }) => {
    const email = await signUpAndSignIn(page);
    await expect(page.getByTestId('privacy-policy-decline')).toBeVisible();
    const token = (await sessionCookie(page))?.value;
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/Backoffice/User/GetUserVM', { headers })).status()).toBe(200);

    await page.getByTestId('privacy-policy-decline').click();

    await expect(page).toHaveURL(/\/signin$/);
    expect(await sessionCookie(page)).toBeUndefined();
    expect((await page.request.get('/api/Backoffice/User/GetUserVM', { headers })).status()).toBe(401);

    // A refusal settles nothing: signing in again shows the same policy, and no dashboard content.
    await signInThroughForm(page, email);
    await expect(page.getByTestId('privacy-policy-text')).toContainText('This policy explains how Customer Hub handles');
    await expect(page.getByTestId('page-title')).toHaveCount(0);
  });
});
