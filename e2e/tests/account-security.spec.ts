import type { Browser, BrowserContext, Page } from '@playwright/test';
import { codeIn, expect, linkIn, mailsTo, mailTo, shot, signIn, signUpCustomer, test } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const now = () => new Date().toISOString();
const PASSWORD = 'a passphrase of my own 2026';

/** A customer of their own, password set; the page is signed out. */
const newCustomer = (page: Page) => signUpCustomer(page, `owner.${unique()}@example.test`, PASSWORD);

/** A browser of its own, in a time zone of its own (the trusted-browsers list names its place from it). */
async function browserIn(browser: Browser, timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId });
  return { context, page: await context.newPage() };
}

/**
 * A new user's first sign-in: the demo's privacy policy is asked for and accepted here, before the
 * test goes on, so that no modal turns up in the middle of a later step.
 */
async function firstSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByTestId('signin-username').fill(email);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  const accept = page.getByTestId('privacy-policy-accept');
  await expect(accept).toBeEnabled();
  const accepted = page.waitForResponse((r) => r.url().includes('/PrivacyPolicy/CreateGDPRAcceptance'));
  await accept.click();
  expect((await accepted).ok()).toBe(true);
  await atHome(page);
  await expect(page.getByTestId('privacy-policy-modal')).toHaveCount(0);
}

/** Home is shown, the privacy policy (new users are asked for it) accepted on the way. */
async function atHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/signin$/);
}

test.describe('sign-in that a stranger cannot lock', () => {
  // The page of each test is the owner's everyday browser, in Lisbon; the others say where they are.
  test.use({ timezoneId: 'Europe/Lisbon' });

  test('lock from a stranger: the owner still gets in with the emailed code, and the browsers they trust are theirs to remove', async ({ page, browser }) => {
    // Four browsers, a lock and three emails.
    test.slow();
    const started = Date.now();
    const lisbon = { page };
    const email = await newCustomer(lisbon.page);
    // The owner's everyday browser signs in once: from then on it is a trusted one.
    await firstSignIn(lisbon.page, email);
    await signOut(lisbon.page);

    // A stranger guesses until the account is locked for browsers it does not know (AUTH_LOCK_AFTER, 5).
    const stranger = await browserIn(browser, 'Asia/Tokyo');
    for (let i = 0; i < 5; i++) {
      await signIn(stranger.page, email, `guess number ${i}`);
      await expect(stranger.page.getByTestId('signin-error')).toBeVisible();
    }
    // Locked: the stranger is asked for a code like anyone would be, and no code is sent.
    const guessSince = now();
    await signIn(stranger.page, email, 'one more guess');
    await expect(stranger.page.getByTestId('twofactor-form')).toHaveAttribute('data-method', 'email_unlock');

    // The owner's trusted browser is not held up by the lock.
    await signIn(lisbon.page, email, PASSWORD);
    await atHome(lisbon.page);

    // From a new browser the right password is answered the same challenge, and the code comes by email.
    const madrid = await browserIn(browser, 'Europe/Madrid');
    const unlockSince = now();
    await madrid.page.goto('/signin');
    await signIn(madrid.page, email, PASSWORD);
    await expect(madrid.page.getByTestId('twofactor-form')).toHaveAttribute('data-method', 'email_unlock');
    await expect(madrid.page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    await shot(madrid.page, 'signin-unlock');
    const unlockMail = await mailTo(email, unlockSince);
    expect(unlockMail.text).toContain('protected after several failed sign-ins');
    expect(await mailsTo(email, guessSince), 'a code went out for the right password only').toHaveLength(1);
    await madrid.page.getByTestId('twofactor-code').fill(codeIn(unlockMail.text));
    await madrid.page.getByTestId('twofactor-submit').click();
    await atHome(madrid.page);

    // The stranger's code box takes no code of the owner's: a guess of the code is refused.
    await stranger.page.getByTestId('twofactor-code').fill('000000');
    await stranger.page.getByTestId('twofactor-submit').click();
    await expect(stranger.page.getByTestId('twofactor-error')).toBeVisible();

    // My account lists both trusted browsers by place; removing Lisbon's makes it a stranger again.
    await madrid.page.goto('/dashboard/Utilizadores');
    const devices = madrid.page.getByTestId('device-item');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'Madrid' })).toHaveCount(1);
    await expect(devices.first(), 'named by browser and system').toContainText('Chrome on Linux');
    await madrid.page.setViewportSize({ width: 390, height: 844 });
    await madrid.page.getByTestId('devices-list').scrollIntoViewIfNeeded();
    await shot(madrid.page, 'my-account-trusted-browsers-phone');
    await madrid.page.setViewportSize({ width: 1280, height: 800 });
    await devices.filter({ hasText: 'Lisbon' }).getByTestId('device-remove').click();
    await expect(madrid.page.getByTestId('device-remove-dialog')).toBeVisible();
    await madrid.page.getByTestId('device-remove-dialog-confirm').click();
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText('Madrid');

    await signOut(lisbon.page);
    await stranger.page.getByTestId('twofactor-cancel').click();
    await signIn(stranger.page, email, 'the stranger keeps trying');
    await expect(stranger.page.getByTestId('twofactor-form')).toHaveAttribute('data-method', 'email_unlock');
    await signIn(lisbon.page, email, PASSWORD);
    await expect(lisbon.page.getByTestId('twofactor-form')).toHaveAttribute('data-method', 'email_unlock');

    console.log(`lock from a stranger: the owner still gets in with the emailed code (sign-up to trusted new browser in ${((Date.now() - started) / 1000).toFixed(1)} s); a removed browser is a stranger again`);
    for (const b of [stranger, madrid]) await b.context.close();
  });

  test('a new email address counts once the link sent to it is followed; the old one is told', async ({ page }) => {
    const email = await newCustomer(page);
    const newEmail = `moved.${unique()}@example.test`;
    await firstSignIn(page, email);
    await page.goto('/dashboard/Utilizadores');
    const card = page.getByTestId('profile-card');
    await page.getByTestId('profile-edit').click();
    // A sign-up gives only an address: the form asks for the name too.
    await page.getByTestId('user-firstName').fill('Olga');
    await page.getByTestId('user-email').fill(newEmail);
    const since = now();
    await page.getByTestId('user-submit').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing changes until the new address answers.
    await expect(card).toContainText(email);
    const [verify, notice] = await Promise.all([mailTo(newEmail, since), mailTo(email, since)]);
    expect(notice.text).toContain(newEmail);
    expect(notice.text, 'the old address is told, not handed the link').not.toMatch(/token=/);

    const link = linkIn(verify.text);
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-submit')).toBeVisible();
    await shot(page, 'confirm-email');
    await page.getByTestId('confirm-email-submit').click();
    await expect(page.getByTestId('confirm-email-done')).toContainText(newEmail);
    await shot(page, 'confirm-email-done');
    await page.getByTestId('confirm-email-next').click();
    await expect(card).toContainText(newEmail);

    // The link works once.
    await page.goto(link);
    await page.getByTestId('confirm-email-submit').click();
    await expect(page.getByTestId('confirm-email-invalid')).toBeVisible();
  });
});
