import { expect, shot, signInAndWait, test, text } from './support.ts';

test.describe('languages', () => {
  test('before sign-in the browser language is used when supported', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-PT' });
    const page = await context.newPage();

    await page.goto('/signin');

    await expect(page.getByTestId('signin-submit')).toHaveText(text('pt-PT', 'signin.submit'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await context.close();
  });

  test('before sign-in an unsupported browser language falls back to Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();

    await page.goto('/signin');

    await expect(page.getByTestId('signin-submit')).toHaveText(text('es-ES', 'signin.submit'));
    await context.close();
  });

  test("after sign-in the user's language is used; a change is saved and survives a reload", async ({ page }) => {
    await signInAndWait(page, 'customer.b');
    await expect(page.getByTestId('nav-Home')).toHaveText(text('es-ES', 'routes.Home'));

    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-pt-PT').click();

    await expect(page.getByTestId('nav-Home')).toHaveText(text('pt-PT', 'routes.Home'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await page.reload();
    await expect(page.getByTestId('nav-Home')).toHaveText(text('pt-PT', 'routes.Home'));
    await shot(page, 'home-pt-PT');

    // Back to Spanish: other flows (server-render.spec) read this user's pages in their language.
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-es-ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect.poll(async () => ((await (await page.request.get('/api/Backoffice/User/GetUserVM')).json()) as { language?: string }).language).toBe('es-ES');
  });

  test('?dir=rtl lays the page out right to left', async ({ page }) => {
    await page.goto('/signin?dir=rtl');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, 'signin-rtl');
  });
});
