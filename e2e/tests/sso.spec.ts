import type { APIRequestContext, Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../server/test/oidc-provider.ts';
import { acceptPolicyWhenShown, appLive, DEMO_PASSWORD, expect, signInAndWait, test, waitForAppOnLoads } from './support.ts';

/*
 * Single sign-on in the browser against a real OpenID provider (oidc-provider on 127.0.0.1, PKCE
 * required): the sign-in page's button, the provider's login page, back signed in — for staff
 * (an existing staff user linked by their verified address) and for a customer company (a user
 * created in it at the first sign-in); a token for another client, an expired one and a provider
 * that is down are refused with the page's explanation.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const HUB = `http://127.0.0.1:${PORT}`;
const IDP_PORT = PORT + 7;
const DOMAIN = 'sso-alpha.test';
let idp: TestProvider;
let admin: { authorization: string };
let companyId: string;
const figures = { staffMs: 0, customerMs: 0, refused: [] as string[] };

test.describe.configure({ mode: 'serial' });

async function bearer(request: APIRequestContext, username: string) {
  const res = await request.post(`${HUB}/token`, { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

test.beforeAll(async ({ request }) => {
  idp = await startTestProvider({ redirectUri: `${HUB}/api/sso/callback`, clients: [{ clientId: 'hub', clientSecret: 'hub-e2e-secret' }], port: IDP_PORT });
  admin = await bearer(request, 'admin');
  const me = await (await request.get(`${HUB}/api/Backoffice/User/GetUserVM`, { headers: admin })).json();
  idp.accounts.set('admin-sub', { sub: 'admin-sub', email: me.email, email_verified: true });
  idp.accounts.set('nora-sub', { sub: 'nora-sub', email: `nora@${DOMAIN}`, email_verified: true, given_name: 'Nora', family_name: 'Nuevo' });
  const common = { issuer: idp.issuer, clientId: 'hub', clientSecret: 'hub-e2e-secret', enabled: true };
  expect((await request.put(`${HUB}/api/sso/staff-provider`, { headers: admin, data: { ...common, name: 'Hub Entra ID' } })).ok()).toBe(true);
  const companies = await (await request.get(`${HUB}/api/companies?pageSize=1`, { headers: admin })).json();
  companyId = companies.items[0].id as string;
  const saved = await request.put(`${HUB}/api/companies/${companyId}/sso`, { headers: admin, data: { ...common, name: 'Alpha Google', emailDomains: [DOMAIN], defaultPermissions: ['Dashboard'], passwordSignInOff: false } });
  expect(saved.ok(), await saved.text()).toBe(true);
});
test.afterAll(async () => {
  await idp?.close();
  console.log(`OIDC in the browser: staff and customer sign-in via the provider in ${figures.staffMs} ms / ${figures.customerMs} ms; ${figures.refused.join(', ')} refused`);
});

/** At the provider's login page: chooses the account and signs in there. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByLabel('Account').selectOption({ label: email });
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();
}

async function openSignIn(page: Page) {
  waitForAppOnLoads(page);
  await acceptPolicyWhenShown(page);
  await page.goto('/signin');
  await appLive(page);
}

test('staff sign in with the staff provider: the existing staff user, back office shown', async ({ page }) => {
  await openSignIn(page);
  const started = Date.now();
  await page.getByTestId('sso-staff').click();
  await signInAtProvider(page, (idp.accounts.get('admin-sub')!).email);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('sidebar-backoffice')).toBeVisible();
  figures.staffMs = Date.now() - started;
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ch_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('a customer types their address, continues with their company’s provider, and is created in that company', async ({ page }) => {
  await openSignIn(page);
  await page.getByTestId('signin-username').fill(`nora@${DOMAIN}`);
  await expect(page.getByTestId('sso-company')).toHaveText('Continue with Alpha Google');
  await page.screenshot({ path: 'test-results/sso-signin-desktop.png' });
  const started = Date.now();
  await page.getByTestId('sso-company').click();
  await signInAtProvider(page, `nora@${DOMAIN}`);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar-backoffice')).toHaveCount(0);
  figures.customerMs = Date.now() - started;
});

test('a token for another client, an expired token and a provider that is down are refused with an explanation', async ({ page, request }) => {
  const refusedWith = async (name: string, error: RegExp) => {
    await page.context().clearCookies();
    await openSignIn(page);
    await page.getByTestId('signin-username').fill(`nora@${DOMAIN}`);
    await page.getByTestId('sso-company').click();
    if (name !== 'down') await signInAtProvider(page, `nora@${DOMAIN}`);
    await expect(page).toHaveURL(/\/signin\?sso_error=/);
    await expect(page.getByTestId('sso-error')).toContainText(error);
    await expect(page.getByTestId('sso-error')).not.toContainText(/ECONN|at \w+ \(/);
    figures.refused.push(name === 'audience' ? 'wrong audience' : name);
  };
  idp.tamper = (claims) => ({ ...claims, aud: 'another-client' });
  await refusedWith('audience', /could not be accepted/);
  idp.tamper = (claims) => ({ ...claims, iat: claims.iat! - 7200, exp: claims.iat! - 3600 });
  await refusedWith('expired', /could not be accepted/);
  idp.tamper = null;
  // The company's provider moves to an address where nothing answers.
  const common = { clientId: 'hub', enabled: true, name: 'Alpha Google', emailDomains: [DOMAIN], defaultPermissions: ['Dashboard'], passwordSignInOff: false };
  expect((await request.put(`${HUB}/api/companies/${companyId}/sso`, { headers: admin, data: { ...common, issuer: 'http://127.0.0.1:9' } })).ok()).toBe(true);
  await refusedWith('down', /cannot be reached/);
});

test('the phone shows the provider button under the form', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [{ origin: HUB, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] } });
  const page = await context.newPage();
  await openSignIn(page);
  await page.getByTestId('signin-username').fill(`nora@${DOMAIN}`);
  await expect(page.getByTestId('sso-company')).toBeVisible();
  await page.screenshot({ path: 'test-results/sso-signin-phone.png', fullPage: true });
  await context.close();
});

test('the Single sign-on card in Settings shows the redirect URI, keeps the secret write-only and tests the connection', async ({ page }) => {
  await signInAndWait(page, 'admin');
  await page.goto('/dashboard/Settings#sso');
  const card = page.getByTestId('sso-staff-card');
  await expect(card.getByTestId('sso-staff-redirect-uri')).toHaveText(`${HUB}/api/sso/callback`);
  await expect(card.getByTestId('sso-staff-client-secret')).toHaveValue('');
  await card.getByTestId('sso-staff-test').click();
  await expect(card.getByTestId('sso-staff-test-result')).toContainText(/answered|cannot be reached/);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/sso-settings-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/Companies/${companyId}?tab=sso`);
  await expect(page.getByTestId('sso-company-card')).toBeVisible();
  await page.screenshot({ path: 'test-results/sso-company-phone.png', fullPage: true });
});
