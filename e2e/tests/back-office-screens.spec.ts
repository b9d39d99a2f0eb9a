import { type Page } from '@playwright/test';
import { follow } from '../support/axe-sweep.ts';
import { registryScreens } from '../support/screen-registry.ts';
import { shot, signIn, text } from './support';
import { expect, test } from './support.ts';

/**
 * Every back-office screen opens for an Admin at a laptop's and a phone's width, titled, its list
 * settled, and never wider than the window (a wide table scrolls inside its own box), with a
 * screenshot of each (test-results/screens/back-office-*). The screens are the sidebar's BackOffice
 * group as the registry declares it (web/src/app/screens.ts), so a new one is opened here unlisted.
 */
const SCREENS = registryScreens()
  .filter((screen) => screen.sidebarGroups.includes('backOffice'))
  .map((screen) => screen.path);

test('the back office screens are read from the registry', () => {
  expect(SCREENS).toEqual(expect.arrayContaining(['Users', 'Utilizadores', 'Companies', 'Logs', 'EmailOutbox', 'AuditLog', 'Settings']));
});
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the window').toBeLessThanOrEqual(widths.window + 1);
}

/** Waits until no table on the page is loading. */
async function settled(page: Page) {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(`the back-office screens fit a ${viewport.width} px screen`, async ({ page }) => {
    test.setTimeout(180_000);
    // Signed in at the window's size, as a user on that device is: on a phone the sidebar's
    // links sit in the menu, which `follow` opens.
    await page.setViewportSize(viewport);
    await page.goto('/signin');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    // The address changes as the router takes Home; the sign-in page (which has a title too) stays
    // on screen until Home's frame is drawn.
    await expect(page.getByTestId('topbar')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();
    for (const screen of SCREENS) {
      // Through the sidebar (the phone's menu), as a user moves: the app is loaded once.
      await follow(page, `/dashboard/${screen}`);
      await expect(page.getByTestId('page-title')).toHaveText(text('en-US', `routes.${screen}`));
      await settled(page);
      await expectNoPageScroll(page);
      await shot(page, `back-office-${screen}-${viewport.width}`);
    }
    // A company's own page, opened from the list.
    await follow(page, '/dashboard/Companies');
    await page.locator('[data-testid^="company-row-"]').first().click();
    await expect(page).toHaveURL(/\/dashboard\/Companies\/[0-9a-f-]+$/);
    await settled(page);
    await expectNoPageScroll(page);
    await shot(page, `back-office-company-${viewport.width}`);
  });
}
