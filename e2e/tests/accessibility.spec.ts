import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { COOKIES_ACCEPTED_STATE } from '../playwright.config.ts';
import { acceptPolicyWhenShown, shot, signIn } from './support.ts';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) over every screen of the customer area and the back office, the
 * public pages and the open states that matter (cookie banner, a row's detail,
 * a form showing its errors, the phone's menu), in the three languages at a laptop's and a phone's
 * size. Each role signs in once per language; the language is the user's own choice, which the
 * app reads from GET /api/Account/GetUserLanguage (answered here, so no demo user's saved choice
 * changes under the other specs). Ends with one line: "S screens × 3 languages × 2 viewports: V
 * serious/critical violations".
 */
const LANGUAGES = ['en-US', 'es-ES', 'pt-PT'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const PUBLIC = ['/signin', '/RecoverPassword', '/Request', '/SignUp', '/404'] as const;
/** The customer area, as its main contact (every permission) sees it. */
const CUSTOMER = ['Home', 'Dashboard', 'CurrentAccount', 'Orders', 'Trips', 'Transports', 'Contracts', 'ContractsGeo', 'Teams', 'Stocks', 'Reports', 'ContractOrganization', 'SearchDocuments', 'MyTickets', 'MyMessages', 'Request', 'Utilizadores'] as const;
/** The back office, as an Admin sees it. */
const BACK_OFFICE = ['Users', 'AccessRequests', 'Companies', 'Buildings', 'ServiceRequests', 'Logs', 'EmailLogs', 'LoginLogs', 'Sync', 'AuditLog', 'ContentManagement', 'Settings'] as const;

interface Finding {
  screen: string;
  language: Language;
  viewport: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}
const findings: Finding[] = [];
const screensChecked = new Set<string>();

/**
 * Runs axe on the page as it stands. The support chat's frame is the same on every screen of the
 * shell, so it is checked where `frames` says (Home), not on each screen again.
 */
async function check(page: Page, screen: string, language: Language, viewport: Viewport, frames = false): Promise<void> {
  screensChecked.add(screen);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ iframes: frames });
  const { violations } = await builder.analyze();
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    findings.push({ screen, language, viewport: viewport.name, id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) });
  }
}

/** Waits until the screen is titled and no table or loader is still busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function languageContext(browser: Browser, language: Language, viewport: Viewport, withCookieNotice = false) {
  const context = await browser.newContext({
    locale: language,
    viewport: { width: viewport.width, height: viewport.height },
    storageState: withCookieNotice ? undefined : COOKIES_ACCEPTED_STATE,
    // The offline shell's worker would take the page's calls out of reach of the answers below.
    serviceWorkers: 'block',
  });
  await context.addInitScript((code) => localStorage.setItem('language', code), language);
  await context.route('**/api/Account/GetUserLanguage', (route) => route.fulfill({ json: language }));
  return context;
}

async function signedIn(browser: Browser, user: string, language: Language, viewport: Viewport): Promise<Page> {
  const context = await languageContext(browser, language, viewport);
  const page = await context.newPage();
  await acceptPolicyWhenShown(page);
  await page.goto('/signin');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await settled(page);
  return page;
}

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path === 'Dashboard' ? '/dashboard' : `/dashboard/${path}`);
  await settled(page);
}

// The tests of this file run one after the other in one worker, so the last line adds them all up.
for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`public pages, ${language}, ${viewport.name}`, async ({ browser }) => {
      const context = await languageContext(browser, language, viewport, true);
      const page = await context.newPage();
      for (const path of PUBLIC) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        if (path === '/signin') {
          // The cookie banner greets a first visit; then the form, sent empty, shows its errors.
          await expect(page.getByTestId('cookie-banner')).toBeVisible();
          await check(page, 'sign-in with the cookie banner', language, viewport);
          await page.getByTestId('cookie-accept').click();
          await page.getByTestId('signin-submit').click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          await check(page, 'sign-in with errors', language, viewport);
        } else await check(page, path, language, viewport);
      }
      await context.close();
    });

    test(`customer area, ${language}, ${viewport.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const page = await signedIn(browser, 'customer', language, viewport);
      for (const screen of CUSTOMER) {
        await openScreen(page, screen);
        await check(page, screen, language, viewport, screen === 'Home');
        // The status badges, as the theme colours them (test-results/screens/a11y-*).
        if (screen === 'MyTickets') await shot(page, `a11y-MyTickets-${language}-${viewport.name}`);
      }
      // A row's detail, opened from the current account.
      await openScreen(page, 'CurrentAccount');
      await page.getByTestId('ca-row').first().click();
      await expect(page.getByTestId('list-row-detail')).toBeVisible();
      await check(page, 'CurrentAccount row detail', language, viewport);
      // The new request form sent empty.
      await openScreen(page, 'Request');
      await page.getByTestId('ticket-submit').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check(page, 'Request with errors', language, viewport);
      await shot(page, `a11y-request-errors-${language}-${viewport.name}`);
      if (viewport.name === 'phone') {
        await openScreen(page, 'Home');
        await page.getByTestId('menu-toggle').click();
        await expect(page.getByTestId('sidebar')).toBeVisible();
        await check(page, 'phone menu', language, viewport);
      }
      await page.context().close();
    });

    test(`back office, ${language}, ${viewport.name}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const page = await signedIn(browser, 'admin', language, viewport);
      for (const screen of BACK_OFFICE) {
        await openScreen(page, screen);
        await check(page, screen, language, viewport);
      }
      await openScreen(page, 'Companies');
      await page.locator('[data-testid^="company-row-"]').first().click();
      await expect(page).toHaveURL(/\/dashboard\/Companies\/[0-9a-f-]+$/);
      await settled(page);
      await check(page, 'Companies/:id', language, viewport);
      await page.context().close();
    });
  }
}

test.afterAll(() => {
  const summary = `${screensChecked.size} screens × ${LANGUAGES.length} languages × ${VIEWPORTS.length} viewports: ${findings.length} serious/critical violations`;
  for (const f of findings) console.log(`  ${f.impact} ${f.id} on ${f.screen} (${f.language}, ${f.viewport}): ${f.help} — ${f.targets.join(', ')}`);
  console.log(summary);
  expect(findings, summary).toEqual([]);
});
