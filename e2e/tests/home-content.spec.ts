import { signInAndWait, signInAt, text } from './support';
import { expect, test } from './support.ts';

test.describe('Home content', () => {
  test('the demo Home shows the carousel, news, links and documents; a featured document downloads', async ({ page }) => {
    await signInAndWait(page, 'customer');
    const carousel = page.getByTestId('home-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('home-slide')).toHaveCount(3);
    const shown = carousel.locator('[data-testid="home-slide"][aria-hidden="false"]');
    await expect(shown).toContainText('Welcome to Customer Hub');
    await carousel.getByRole('button', { name: text('en-US', 'homeContent.nextSlide') }).click();
    await expect(shown).toContainText('Greener sites');
    // The photo is a re-encoded WebP, no wider than the largest variant (once the browser has
    // picked its source and loaded it: a slide's image may still be on its way).
    const image = shown.locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const photo = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(photo.src).toMatch(/\/api\/home-images\/[0-9a-f-]+\/(large|small)\?exp=\d+&sig=/);
    expect(photo.width).toBeLessThanOrEqual(1600);

    const news = page.getByTestId('home-news');
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText('New opening hours for the help desk');
    await expect(page.getByTestId('home-links').getByRole('link')).toHaveCount(4);
    const docs = page.getByTestId('home-documents');
    await expect(docs).toContainText('Cleaning budget 2027');
    const download = page.waitForEvent('download');
    await docs.getByTestId('home-document-download').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('staff write a news item in Spanish in the back office; a Spanish-speaking customer reads it on Home', async ({ browser }) => {
    const title = `Corte de agua programado ${Date.now()}`;
    const staff = await browser.newPage();
    await signInAt(staff, 'backoffice', '/dashboard/ContentManagement?tab=news&lang=es-ES');
    await staff.getByTestId('new-news').click();
    const editor = staff.getByRole('dialog');
    await editor.getByTestId('item-title').fill(title);
    await editor.getByTestId('item-date').fill('2027-01-15');
    await editor.getByTestId('item-summary').fill('El lunes no habrá agua de 9:00 a 11:00.');
    await editor.locator('.ProseMirror').click();
    await staff.keyboard.type('Trabajos de mantenimiento en la red.');
    await editor.getByTestId('item-published').check({ force: true });
    await editor.getByTestId('item-save').click();
    await expect(staff.getByRole('dialog')).toHaveCount(0);
    await expect(staff.getByTestId('home-items-news')).toContainText(title);

    const customer = await browser.newPage();
    await signInAndWait(customer, 'customer.b');
    const news = customer.getByTestId('home-news');
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(title);
    await news.getByRole('button', { name: text('es-ES', 'homeContent.readMore') }).first().click();
    await expect(customer.getByRole('dialog', { name: title })).toContainText('Trabajos de mantenimiento en la red.');

    // Removed again, after the confirmation the spec asks for.
    const row = staff.getByTestId('home-item-row').filter({ hasText: title });
    await row.getByRole('button', { name: text('pt-PT', 'contentItems.deleteOf').replace('{{title}}', title) }).click();
    await expect(staff.getByRole('dialog')).toContainText(text('pt-PT', 'common.deleteConfirm'));
    await staff.getByTestId('delete-confirm-yes').click();
    await expect(staff.getByTestId('home-items-news')).not.toContainText(title);
  });
});
