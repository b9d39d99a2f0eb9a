import { type Page } from '@playwright/test';
import { acceptPolicyWhenShown, expect, signIn, test, text } from './support.ts';

/**
 * Only the reader's dictionary comes with the first page, and only its first part: each language
 * is two chunks (web/src/i18n/first-sections.ts), the first asked for by a modulepreload link for
 * the language chosen. The sign-in page takes the browser's language; Home, opened afresh after
 * sign-in, the user's own (a demo user of each language), which the app remembers in this browser.
 * Another page brings the rest of that language, and its words show.
 */
const USERS = { 'en-US': 'customer', 'es-ES': 'customer.b', 'pt-PT': 'customer.limited' } as const;
const DICTIONARY = /\/assets\/((?:en-US|es-ES|pt-PT)-(?:first|rest))-[\w-]+\.js$/;

/** The dictionaries the page itself asks for from now until `action` has settled. */
async function dictionariesLoadedBy(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const match = DICTIONARY.exec(new URL(request.url()).pathname);
    if (match) seen.push(match[1]!);
  };
  page.on('request', onRequest);
  await action();
  // Anything the page asks for late (a lazy chunk, a language switch) has left by then.
  await page.waitForTimeout(1500);
  page.off('request', onRequest);
  return seen;
}

for (const [language, user] of Object.entries(USERS) as [keyof typeof USERS, string][]) {
  test(`in ${language} the sign-in page and Home load the first part of the ${language} dictionary only, another page the rest`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();

    const atSignIn = await dictionariesLoadedBy(page, async () => {
      await page.goto('/signin');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('signin-submit')).toBeVisible();
    });
    expect(atSignIn).toEqual([`${language}-first`]);

    await acceptPolicyWhenShown(page);
    await signIn(page, user);
    await expect(page.getByTestId('topbar')).toBeVisible();

    const atHome = await dictionariesLoadedBy(page, async () => {
      await page.goto('/dashboard/Home');
      await expect(page.getByTestId('page-title')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
    expect(atHome).toEqual([`${language}-first`]);

    const atDocuments = await dictionariesLoadedBy(page, async () => {
      await page.getByTestId('nav-SearchDocuments').click();
      await expect(page.getByTestId('page-title')).toHaveText(text(language, 'routes.SearchDocuments'));
    });
    expect(atDocuments).toEqual([`${language}-rest`]);
    await expect(page.getByText(text(language, 'documents.lead'))).toBeVisible();
    console.log(`${language}: sign-in page loaded ${atSignIn.join(', ')}; Home ${atHome.join(', ')}; documents ${atDocuments.join(', ')}`);
    await context.close();
  });
}
