import { expect, shot, signInAndWait, signInAt, test } from './support.ts';

test.describe('organisation (back office)', () => {
  test('staff create a company with a business partner, a site and a building, and find them in the lists', async ({ page }) => {
    const tag = Date.now().toString(36).toUpperCase();
    const code = `E2E-${tag}`;
    await signInAndWait(page, 'backoffice');

    // A company, with what its contacts receive on sign-up.
    await page.goto('/dashboard/Companies');
    await page.getByTestId('companies-add').click();
    const companyForm = page.getByTestId('company-form');
    await companyForm.getByTestId('company-form-code').fill(code);
    await companyForm.getByTestId('company-form-name').fill(`Atlantic Facilities ${tag}`);
    await companyForm.getByTestId('company-form-permissions-Dashboard').check();
    await companyForm.getByTestId('company-form-permissions-CurrentAccounts').check();
    await companyForm.getByTestId('company-form-submit').click();
    await expect(page.getByTestId('company-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(`Atlantic Facilities ${tag}`);

    // A second company with the same code is refused on the field.
    await page.goto('/dashboard/Companies');
    await page.getByTestId('companies-add').click();
    await page.getByTestId('company-form-code').fill(code);
    await page.getByTestId('company-form-name').fill('Copy');
    await page.getByTestId('company-form-submit').click();
    // (The demo Backoffice user reads Portuguese: the field and the alert are checked, not the words.)
    await expect(page.getByTestId('company-form-error')).toBeVisible();
    await expect(page.getByTestId('company-form-code')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('company-form')).toHaveCount(0);

    // Found by its name in the list, opened, and a business partner added.
    await page.getByTestId('companies-search').fill(`atlantic facilities ${tag.toLowerCase()}`);
    await page.getByTestId(`company-row-${code}`).click();
    await page.getByTestId('partners-add').click();
    await page.getByTestId('partner-form-customer-no').fill(`C${tag}`);
    await page.getByTestId('partner-form-name').fill('Atlantic Norte, Lda.');
    await page.getByTestId('partner-form-submit').click();
    await expect(page.getByTestId(`partner-row-C${tag}`)).toContainText('Atlantic Norte, Lda.');

    // A site of that partner.
    await page.getByTestId('company-tab-sites').click();
    await page.getByTestId('sites-add').click();
    const siteForm = page.getByTestId('site-form');
    await siteForm.getByTestId('site-form-code').fill(`AVR-${tag}`);
    await siteForm.getByTestId('site-form-name').fill(`Aveiro depot ${tag}`);
    await siteForm.getByTestId('site-form-city').fill('Aveiro');
    await siteForm.getByTestId('site-form-country').fill('pt');
    await siteForm.getByTestId('site-form-submit').click();
    await expect(page.getByTestId(`site-row-AVR-${tag}`)).toContainText('Atlantic Norte, Lda.');
    await expect(page.getByTestId(`site-row-AVR-${tag}`)).toContainText('Aveiro, PT');

    // The default sign-up permissions are those chosen at creation.
    await page.getByTestId('company-tab-permissions').click();
    await expect(page.getByTestId('default-permissions-editor-Dashboard')).toBeChecked();
    await expect(page.getByTestId('default-permissions-editor-CurrentAccounts')).toBeChecked();
    await expect(page.getByTestId('default-permissions-editor-Trips')).not.toBeChecked();

    // A building at the site, found in the buildings list by the site's name.
    await page.goto('/dashboard/Buildings');
    await page.getByTestId('buildings-add').click();
    const buildingForm = page.getByTestId('building-form');
    await buildingForm.getByTestId('building-form-site').click();
    await page.getByRole('option', { name: new RegExp(`Aveiro depot ${tag}`) }).click();
    await buildingForm.getByTestId('building-form-code').fill(`AVR-${tag}-B1`);
    await buildingForm.getByTestId('building-form-name').fill('Cold store');
    await buildingForm.getByTestId('building-form-submit').click();
    await expect(buildingForm).toHaveCount(0);

    await page.getByTestId('buildings-search').fill(`aveiro depot ${tag.toLowerCase()}`);
    const row = page.getByTestId(`building-row-AVR-${tag}-B1`);
    await expect(row).toContainText('Cold store');
    await expect(row).toContainText(`Aveiro depot ${tag}`);
    await expect(page.getByTestId('buildings').locator('[data-testid^=building-row-]')).toHaveCount(1);
    await shot(page, 'organisation-buildings');
  });

  test('a customer is not offered the organisation screens', async ({ page }) => {
    await signInAt(page, 'customer', '/dashboard/Companies');
    await expect(page.getByText('You do not have permission')).toBeVisible();
  });
});
