import { expect, shot, test } from './support.ts';

// These start from a fresh context: the config's default state has the cookie notice accepted.
test.use({ storageState: { cookies: [], origins: [] } });

test.describe('cookie banner', () => {
  test('shows the demo notice, expands it, and Accept survives a reload', async ({ page }) => {
    await page.goto('/signin');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toContainText('We use cookies');
    await shot(page, 'cookie-banner-signin-desktop');
    // The last link of the page can be scrolled above the banner.
    const signUp = page.getByRole('link', { name: 'Sign up with your customer number' });
    await signUp.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1000);
    const [bb, lb] = [await banner.boundingBox(), await signUp.boundingBox()];
    expect(bb && lb && lb.y + lb.height <= bb.y).toBe(true);

    await banner.getByRole('button', { name: 'Show more' }).click();
    await expect(banner.getByTestId('cookie-text')).toContainText('What we store');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('signin-form')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
  });

  test('on a 390-px phone it leaves the sign-in button clear, and the close button hides it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/signin');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await shot(page, 'cookie-banner-signin-phone');
    const submit = page.getByTestId('signin-form').getByRole('button', { name: 'Sign in', exact: true });
    const [b, s] = [await banner.boundingBox(), await submit.boundingBox()];
    expect(b && s && s.y + s.height <= b.y).toBe(true);

    await page.keyboard.press('Tab');
    await banner.getByRole('button', { name: 'Close the cookie notice' }).click();
    await expect(banner).toHaveCount(0);
  });
});
