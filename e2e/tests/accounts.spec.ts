import { codeIn, expect, linkIn, mailTo, setPasswordFromLink, shot, signIn, signInAt, test, watchCsp } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const now = () => new Date().toISOString();

test.describe('account flows with real emails', () => {
  test('request access → staff approve → invitation → set password → sign in with an emailed code', async ({ page, browser }) => {
    // Two browsers, three emails and four screens: it needs more than one test's usual time on a busy machine.
    test.slow();
    const local = `rita.${unique()}`;
    const email = `${local}@example.test`;
    const password = 'my very own passphrase 2026';
    const since = now();

    await page.goto('/Request');
    await page.getByTestId('request-name').fill('Rita Rocha');
    await page.getByTestId('request-email').fill(email);
    await page.getByTestId('request-company').fill('Lusitania Retail Group');
    await page.getByTestId('request-presentation').fill('I manage the Porto store.');
    await page.getByTestId('request-submit').click();
    await expect(page.getByTestId('request-success')).toBeVisible();
    await mailTo(email, since);

    const staffContext = await browser.newContext({ locale: 'en-US' });
    const staff = await staffContext.newPage();
    await signInAt(staff, 'backoffice', '/dashboard/AccessRequests');
    const row = staff.getByRole('row').filter({ hasText: email });
    await row.getByTestId('request-approve').click();
    await staff.getByTestId('approve-company').selectOption({ label: 'Lusitania Retail Group (LRG)' });
    await expect(staff.getByTestId('approve-username')).toHaveValue(local);
    await shot(staff, 'approve-access-request');
    // The invitation, not the acknowledgement of the request already in the mailbox.
    const approvedSince = now();
    await staff.getByTestId('approve-submit').click();
    await expect(row).toHaveCount(0);
    await staffContext.close();

    const invitation = await mailTo(email, approvedSince);
    await setPasswordFromLink(page, linkIn(invitation.text), password);

    await page.goto('/signin');
    await signIn(page, local, password);
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    await page.goto('/dashboard/Utilizadores');
    // Email codes are on only once the code the set-up emails comes back.
    const setupSince = now();
    await page.getByTestId('twofactor-use-email').click();
    await page.getByTestId('password-confirm').fill(password);
    await page.getByTestId('password-confirm-submit').click();
    await page.getByTestId('email-setup-code').fill(codeIn((await mailTo(email, setupSince)).text));
    await page.getByTestId('email-setup-enable').click();
    await expect(page.getByTestId('twofactor-status')).toHaveText('Email codes');
    await shot(page, 'my-account');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();

    const codeSince = now();
    await signIn(page, local, password);
    await expect(page.getByTestId('twofactor-form')).toBeVisible();
    await shot(page, 'signin-two-factor');
    await page.getByTestId('twofactor-code').fill(codeIn((await mailTo(email, codeSince)).text));
    await page.getByTestId('twofactor-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
  });

  test('sign up with a customer and invoice number, then recover the password: the old session ends', async ({ page, browser }) => {
    const violations = await watchCsp(page);
    const email = `new.${unique()}@example.test`;
    const since = now();

    await page.goto('/SignUp');
    await page.getByTestId('signup-customer-no').fill('C10001');
    await page.getByTestId('signup-invoice-no').fill(`FT ${new Date().getUTCFullYear()}/10001-1`);
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('signup-success')).toBeVisible();
    await setPasswordFromLink(page, linkIn((await mailTo(email, since)).text), 'first passphrase of mine');
    await page.goto('/signin');
    await signIn(page, email, 'first passphrase of mine');
    await expect(page).toHaveURL(/\/dashboard\/Home$/);

    const other = await browser.newContext({ locale: 'en-US' });
    const visitor = await other.newPage();
    const recoverSince = now();
    await visitor.goto('/RecoverPassword');
    await visitor.getByTestId('recover-email').fill(email);
    await visitor.getByTestId('recover-submit').click();
    await expect(visitor.getByTestId('recover-success')).toContainText('Recovery email sent successfully!');
    await setPasswordFromLink(visitor, linkIn((await mailTo(email, recoverSince)).text), 'second passphrase of mine');
    await other.close();

    await page.reload();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, email, 'first passphrase of mine');
    await expect(page.getByTestId('signin-error')).toBeVisible();
    await signIn(page, email, 'second passphrase of mine');
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    expect(violations, 'the sign-up form breaks no Content-Security-Policy rule').toEqual([]);
  });

  test('an admin reads the email log with links redacted', async ({ page }) => {
    await signInAt(page, 'admin', '/dashboard/EmailLogs');

    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/token=[\w-]{20,}/);
    await shot(page, 'email-log');
  });
});
