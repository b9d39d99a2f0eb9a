import { expect, sessionCookie, shot, signIn, signInAndWait, test, text } from './support.ts';

test.describe('sign-in', () => {
  test('a customer signs in, lands on Home and sees only customer items', async ({ page }) => {
    await page.goto('/signin');
    await shot(page, 'signin-desktop');

    await signIn(page, 'customer');

    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    await expect(page.getByTestId('nav-Home')).toHaveText(text('en-US', 'routes.Home'));
    await expect(page.getByTestId('nav-SearchDocuments')).toBeVisible();
    await expect(page.getByTestId('sidebar-backoffice')).toHaveCount(0);
    // The session is a cookie no script can read; the page keeps its expiry only.
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(cookie!.value);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const expires = Number(await page.evaluate(() => localStorage.getItem('tokenExpires')));
    expect(expires).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(await page.evaluate(() => localStorage.getItem('ticketCredentials'))).toContain('url');
    await shot(page, 'home-customer-desktop');
  });

  test('a limited customer sees only the items their permissions allow', async ({ page }) => {
    await signInAndWait(page, 'customer.limited');

    await expect(page.getByTestId('nav-SearchDocuments')).toBeVisible();
    await expect(page.getByTestId('nav-Reports')).toHaveCount(0);
    await expect(page.getByTestId('nav-ContractOrganization')).toHaveCount(0);
  });

  test('an admin sees the BackOffice group', async ({ page }) => {
    await signInAndWait(page, 'admin');

    await expect(page.getByTestId('sidebar-backoffice')).toBeVisible();
    await page.getByTestId('nav-LoginLogs').click();
    await expect(page).toHaveURL(/\/dashboard\/LoginLogs$/);
    await shot(page, 'admin-desktop');
  });

  test('a deep link while signed out returns to the deep link after sign-in', async ({ page }) => {
    await page.goto('/dashboard/Trips');
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, 'customer');

    await expect(page).toHaveURL(/\/dashboard\/Trips$/);
  });

  test('empty fields, a wrong password and a disabled user show their messages', async ({ page }) => {
    await page.goto('/signin');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-error')).toContainText(text('en-US', 'signin.required'));

    await signIn(page, 'customer', 'not-the-password');
    await expect(page.getByTestId('signin-error')).toContainText(text('en-US', 'signin.failed'));
    await expect(page.getByTestId('signin-error')).toContainText('Oops!');

    await signIn(page, 'customer.disabled');
    await expect(page.getByTestId('signin-error')).toContainText(text('en-US', 'signin.notAllowed'));
    await shot(page, 'signin-error');
  });

  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByText(text('en-US', 'notFound.text'))).toBeVisible();
    await page.getByRole('link', { name: text('en-US', 'common.backHome') }).click();
    await expect(page).toHaveURL(/\/(signin)?$/);
  });

  test('the 500 page says to try again later', async ({ page }) => {
    await page.goto('/500');

    await expect(page.getByText('An error occurred. Try again later.')).toBeVisible();
  });
});

test.describe('session', () => {
  test('logout clears the stored session and goes to /signin', async ({ page }) => {
    await signInAndWait(page, 'customer.limited');
    await page.evaluate(() => localStorage.setItem('invoiceData', '[1]'));

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();

    await expect(page).toHaveURL(/\/signin$/);
    const left = await page.evaluate(() => ['token', 'tokenExpires', 'ticketCredentials', 'invoiceData'].map((k) => localStorage.getItem(k)));
    expect(left).toEqual([null, null, null, null]);
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto('/dashboard/Home');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an expired token sends the user to /signin on the next navigation', async ({ page }) => {
    await signInAndWait(page, 'backoffice');

    await page.evaluate(() => localStorage.setItem('tokenExpires', String(Date.now() - 1000)));
    await page.getByTestId('nav-Users').click();

    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('tokenExpires'))).toBeNull();
  });
});
