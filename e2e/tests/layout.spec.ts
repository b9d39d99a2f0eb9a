import { expect, test } from '@playwright/test';
import { shot, signIn, signInAndWait } from './support.ts';

test.describe('layout', () => {
  test('on a phone the sidebar is a drawer opened by the menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/signin');
    await signIn(page, 'customer');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('routes.Home')).toBeHidden();
    await shot(page, 'home-phone');

    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('nav-SearchDocuments')).toBeVisible();
    await page.waitForTimeout(500); // let the drawer finish sliding in before the screenshot
    await shot(page, 'home-phone-drawer');
    await page.getByTestId('nav-SearchDocuments').click();

    await expect(page).toHaveURL(/\/dashboard\/SearchDocuments$/);
    await expect(page.getByTestId('nav-SearchDocuments')).toBeHidden();
  });

  test('the top bar is 60 high and the sidebar 240 wide on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAndWait(page, 'customer');

    expect((await page.getByTestId('topbar').boundingBox())?.height).toBe(60);
    expect((await page.getByTestId('sidebar-panel').boundingBox())?.width).toBe(240);
    await expect(page.getByTestId('footer')).toBeVisible();
  });

  test('a back navigation while signed in goes to Home, to the first page of the visit too', async ({ page }) => {
    await signInAndWait(page, 'customer');
    // The page the document was opened at: its history entry keeps its key when Back returns to it.
    await page.goto('/dashboard/SearchDocuments');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.getByTestId('nav-Reports').click();
    await expect(page).toHaveURL(/\/dashboard\/Reports$/);

    await page.goBack();

    await expect(page).toHaveURL(/\/dashboard\/Home$/);
  });
});
