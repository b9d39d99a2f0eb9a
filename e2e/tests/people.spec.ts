import { type Page } from '@playwright/test';
import { createLusitaniaContact, expect, linkIn, mailTo, setPasswordFromLink, shot, signIn, signInAt, test, text } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const now = () => new Date().toISOString();
const ALL = [
  'Dashboard', 'Reports', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Notifications', 'ContractOrganization',
  'ContractLines', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'PricesColumn',
  'CreateOrder', 'CancelOrder',
] as const;

/** Sets every switch of the open permissions editor, tab by tab: on exactly for `wanted`. */
async function setPermissions(page: Page, wanted: readonly string[]) {
  const form = page.getByTestId('permissions-form');
  const tabs = form.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    for (const key of ALL) {
      const input = form.getByTestId(`permission-${key}`);
      if (await input.isVisible()) await input.setChecked(wanted.includes(key), { force: true });
    }
  }
}

/** The ids of the sidebar's items (`nav-<screen>`), in order. */
const sidebarItems = (page: Page) =>
  page.getByTestId('sidebar').locator('[data-testid^="nav-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

test.describe('people and permissions', () => {
  test('staff create a contact and set their permissions; the contact sees exactly those sidebar items', async ({ page, browser }) => {
    test.slow();
    const userName = `nuno.${unique()}`;
    const email = `${userName}@example.test`;
    const since = now();

    await signInAt(page, 'backoffice', '/dashboard/Users');
    await createLusitaniaContact(page, { userName, firstName: 'Nuno', lastName: 'Neves', email }, () => shot(page, 'people-new-user'));

    await page.getByTestId('users-search').fill(userName);
    const row = page.getByRole('row').filter({ hasText: userName });
    await expect(row).toHaveCount(1);
    // The demo Backoffice user reads Portuguese.
    await expect(row).toContainText(text('pt-PT', 'people.status.invited'));
    await row.getByTestId('user-permissions').click();
    await expect(page.getByTestId('permissions-form')).toBeVisible();
    await setPermissions(page, ['Reports', 'SearchDocuments']);
    await shot(page, 'people-permissions');
    await page.getByTestId('permissions-submit').click();
    await expect(page.getByText(text('pt-PT', 'people.permissions.saved'))).toBeVisible();

    const contact = await browser.newContext({ locale: 'en-US' });
    const them = await contact.newPage();
    await setPasswordFromLink(them, linkIn((await mailTo(email, since)).text), 'nuno has a passphrase 2026');
    await them.goto('/signin');
    await signIn(them, userName, 'nuno has a passphrase 2026');
    await expect(them).toHaveURL(/\/dashboard\/Home$/);
    await expect(them.getByTestId('nav-Reports')).toBeVisible();
    // Home and the knowledge base are every signed-in user's; the rest are the permissions set.
    expect(await sidebarItems(them)).toEqual(['nav-Home', 'nav-Knowledge', 'nav-Reports', 'nav-SearchDocuments']);
    await contact.close();
  });

  test('a main contact invites a colleague and cannot grant a permission they do not hold', async ({ page }) => {
    test.slow();
    const userName = `pilar.${unique()}`;
    // Beatriz, main contact of Iberia Logistics Park, holds neither PricesColumn nor CancelOrder.
    await signInAt(page, 'customer.b', '/dashboard/Utilizadores?tab=contacts');
    await page.getByTestId('user-new').click();
    await page.getByTestId('user-userName').fill(userName);
    await page.getByTestId('user-firstName').fill('Pilar');
    await page.getByTestId('user-email').fill(`${userName}@example.test`);
    await expect(page.getByTestId('user-company')).toHaveCount(0);
    await page.getByTestId('user-submit').click();
    await expect(page.getByTestId('user-form')).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: userName });
    await row.getByTestId('user-permissions').click();
    const form = page.getByTestId('permissions-form');
    await form.getByRole('tab').nth(1).click();
    await expect(form.getByTestId('permission-PricesColumn')).toBeDisabled();
    await expect(form.getByTestId('permission-Folders')).toBeEnabled();
    await shot(page, 'people-main-contact-permissions');

    // The server refuses the wider grant whatever the screen allows, naming the field.
    const id = await page.evaluate(async (name) => {
      // The page's own calls: the session cookie goes with them.
      const list = await fetch(`/api/users?search=${name}`);
      return ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
    }, userName);
    const refused = await page.evaluate(
      async ({ id }) => {
        const res = await fetch(`/api/users/${id}/permissions`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ permissions: ['Dashboard', 'PricesColumn'] }),
        });
        return { status: res.status, body: (await res.json()) as { errors?: { path: string }[] } };
      },
      { id },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.path).toBe('body.permissions');
  });

  test('staff deactivate a customer user who has the portal open: their session ends at once', async ({ page, browser }) => {
    test.slow();
    const userName = `rita.${unique()}`;
    const email = `${userName}@example.test`;
    const password = 'rita has a passphrase 2026';
    const since = now();

    // Backoffice (reads Portuguese) creates the contact; the contact sets a password and signs in elsewhere.
    await signInAt(page, 'backoffice', '/dashboard/Users');
    await createLusitaniaContact(page, { userName, firstName: 'Rita', lastName: 'Ramos', email });

    const contact = await browser.newContext({ locale: 'en-US' });
    const them = await contact.newPage();
    await setPasswordFromLink(them, linkIn((await mailTo(email, since)).text), password);
    await them.goto('/signin');
    await signIn(them, userName, password);
    await expect(them).toHaveURL(/\/dashboard\/Home$/);
    await expect(them.getByTestId('page-title')).toBeVisible();
    const tokenValid = () =>
      them.evaluate(async () => (await fetch('/api/Example/IsTokenValid')).status);
    expect(await tokenValid()).toBe(200);

    // Deactivated from the Users screen, after its confirmation.
    await page.getByTestId('users-search').fill(userName);
    const row = page.getByRole('row').filter({ hasText: userName });
    await expect(row).toHaveCount(1);
    await row.getByTestId('user-more').click();
    await page.getByTestId('user-action-deactivate').click();
    const confirm = page.getByTestId('user-confirm');
    await expect(confirm).toContainText(email);
    await confirm.getByTestId('user-confirm-confirm').click();
    await expect(page.getByText(text('pt-PT', 'people.actions.deactivate.done').replace('{{name}}', userName))).toBeVisible();
    await expect(row).toContainText(text('pt-PT', 'people.status.inactive'));

    // The open portal: its token is refused at once, and the next navigation lands on the sign-in page.
    expect(await tokenValid()).toBe(401);
    await them.goto('/dashboard/Home');
    await expect(them).toHaveURL(/\/signin/);
    await expect(them.getByTestId('signin-username')).toBeVisible();
    // And the password no longer signs in.
    await signIn(them, userName, password);
    await expect(them).toHaveURL(/\/signin/);
    await contact.close();
  });
});
