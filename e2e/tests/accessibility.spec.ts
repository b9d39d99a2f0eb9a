import { type Browser, type Page } from '@playwright/test';
import { follow, go, languageContext, leaving, LANGUAGES, settled, Sweep, VIEWPORTS, type Coverage, type Language, type Viewport } from '../support/axe-sweep.ts';
import { recordSweep } from '../support/a11y-summary.ts';
import { publicRoutes, registryScreens, type RegistryScreen } from '../support/screen-registry.ts';
import { acceptPolicyWhenShown, expect, linkIn, mailTo, shot, signIn, test } from './support.ts';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) over every screen of the web app, in the three languages at a
 * laptop's and a phone's size: the public pages of routes.tsx and every entry of the screen
 * registry (web/src/app/screens.ts) with its detail page, so a new screen is swept without being
 * listed here. The customer area is seen by its main contact (every permission), the back office
 * by an Admin; each signs in once per language and size and moves between screens as the app's
 * own links do. With them the open states that matter: the cookie banner, the privacy policy
 * awaiting a new user, forms showing their errors, a row's detail, the phone's menu, the bell,
 * the user menu and a confirmation dialog.
 *
 * Each area is swept in full at both sizes, in a different language at each (the languages
 * rotate, so each is swept in full twice), and in its third language on a sample of its screens
 * (Sweep.includes): what changes between languages is the words, which a spread of screens shows,
 * while the structure (names, roles, focus, contrast of the theme) is the same in all three. The
 * run ends with one line (support/a11y-summary.ts): "S screens …: V serious/critical
 * violations", and the time it took.
 */
// Each combination signs in on its own, so the tests share nothing and two workers can split them.
test.describe.configure({ mode: 'parallel' });

const REGISTRY = registryScreens();
const PUBLIC = publicRoutes();

/** The customer area: what a contact may be given; the back office: what only staff open. */
const CUSTOMER = REGISTRY.filter((screen) => screen.access === 'authenticated' || typeof screen.access === 'object');
const BACK_OFFICE = REGISTRY.filter((screen) => screen.access === 'staff' || screen.access === 'admin');

/** How a detail page is reached with a real id: from its list, as a user does. */
const DETAILS: Record<string, (page: Page) => Promise<void>> = {
  'MyTickets/:id': (page) => page.getByTestId('ticket-row').first().click(),
  'Reports/:id': (page) => page.locator('[data-testid^="report-card-"]').first().click(),
  'Companies/:id': (page) => page.locator('[data-testid^="company-row-"]').first().click(),
  'Knowledge/:id': (page) => page.getByTestId('kb-result').first().getByRole('link').click(),
};

/** The top bar's menus that hold a link to a screen the sidebar does not list. */
const OPENERS: Partial<Record<string, string>> = { Utilizadores: 'user-menu', MyMessages: 'bell' };

const address = (screen: RegistryScreen) => (screen.landing ? '/dashboard' : `/dashboard/${screen.path}`);

const PASSWORD = 'a passphrase for the sweep';

test('the sweep covers every screen of the registry and every public page', () => {
  const swept = new Set([...CUSTOMER, ...BACK_OFFICE].map((screen) => screen.path));
  expect(REGISTRY.filter((screen) => !swept.has(screen.path)).map((screen) => screen.path), 'screens of no swept area').toEqual([]);
  const details = REGISTRY.flatMap((screen) => (screen.detail ? [screen.detail] : []));
  expect(details.filter((detail) => !DETAILS[detail]), 'detail pages with no way to a real id in DETAILS').toEqual([]);
  expect(PUBLIC).toEqual(expect.arrayContaining(['/signin', '/SignUp', '/SetPassword', '/ResetPassword', '/404']));
});

/** The open states of a screen, checked where the sweep already is. */
type States = Partial<Record<string, (page: Page, sweep: Sweep) => Promise<void>>>;

/** Opens each screen in turn, checks it and its states, and its detail page from its list. */
async function sweepScreens(page: Page, sweep: Sweep, screens: RegistryScreen[], states: States): Promise<void> {
  for (const [index, screen] of screens.entries()) {
    // Home, where the sign-in lands, was checked with the frame around it.
    if (sweep.screens.has(screen.path) || !sweep.includes(index)) continue;
    await follow(page, address(screen), OPENERS[screen.path]);
    await sweep.check(page, screen.path, 'main');
    await states[screen.path]?.(page, sweep);
    if (screen.detail) {
      await leaving(page);
      await DETAILS[screen.detail]!(page);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${screen.path}/[^/]+$`));
      await settled(page);
      await sweep.check(page, screen.detail, 'main');
    }
  }
}

async function signedIn(browser: Browser, sweep: Sweep, user: string): Promise<Page> {
  const page = await (await languageContext(browser, sweep)).newPage();
  await acceptPolicyWhenShown(page);
  await page.goto('/signin');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
  await settled(page);
  // The frame and the chat's frame, once for this combination; the screens' own parts after.
  await expect(page.getByTestId('footer')).toBeVisible();
  await sweep.check(page, 'Home', 'page with frames');
  return page;
}

/** An open popover, menu or drawer: checked with the page around it, then closed. */
async function checkOpen(page: Page, sweep: Sweep, name: string, opener: string, opened: string): Promise<void> {
  await page.getByTestId(opener).click();
  await expect(page.getByTestId(opened)).toBeVisible();
  await sweep.check(page, name);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(opened)).toBeHidden();
}

/** The public pages in the order a new user meets them, ending at the privacy policy that awaits them. */
async function sweepPublic(browser: Browser, sweep: Sweep): Promise<void> {
  const context = await languageContext(browser, sweep, true);
  const page = await context.newPage();
  // The cookie banner greets a first visit; then the form, sent empty, shows its errors.
  await page.goto('/signin');
  await settled(page);
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await sweep.check(page, 'sign-in with the cookie banner');
  await page.getByTestId('cookie-accept').click();
  await page.getByTestId('signin-submit').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await sweep.check(page, '/signin with errors');
  for (const path of PUBLIC.filter((p) => !['/signin', '/SetPassword'].includes(p))) {
    await go(page, path);
    await sweep.check(page, path);
  }
  if (sweep.coverage === 'sample') return context.close();
  // A new user: the form sent, the emailed link's password page, then their first sign-in.
  await go(page, '/SignUp');
  const email = `a11y.${sweep.language}.${sweep.viewport.name}.${Math.random().toString(36).slice(2, 8)}@example.test`.toLowerCase();
  const since = new Date().toISOString();
  await page.getByTestId('signup-customer-no').fill('C10001');
  await page.getByTestId('signup-invoice-no').fill(`FT ${new Date().getUTCFullYear()}/10001-1`);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  await sweep.check(page, '/SignUp sent');
  const link = new URL(linkIn((await mailTo(email, since)).text));
  await go(page, link.pathname + link.search);
  await expect(page.getByTestId('reset-form')).toBeVisible();
  await sweep.check(page, '/SetPassword');
  await page.getByTestId('new-password').fill(PASSWORD);
  await page.getByTestId('repeat-password').fill(PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();
  // Signed in without the helpers' automatic Accept: the policy they have not decided on shows.
  await go(page, '/signin');
  await page.getByTestId('signin-username').fill(email);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('privacy-policy-accept')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await sweep.check(page, 'privacy policy awaiting acceptance');
  await context.close();
}

const CUSTOMER_STATES: States = {
  // A row's detail.
  CurrentAccount: async (page, sweep) => {
    await page.getByTestId('ca-row').first().click();
    await expect(page.getByTestId('list-row-detail')).toBeVisible();
    await sweep.check(page, 'CurrentAccount row detail');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('list-row-detail')).toBeHidden();
  },
  // The new request form sent empty.
  Request: async (page, sweep) => {
    await page.getByTestId('ticket-submit').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await sweep.check(page, 'Request with errors', 'main');
    await shot(page, `a11y-request-errors-${sweep.language}-${sweep.viewport.name}`);
    // What the customer types is answered with knowledge-base articles; one opens in a drawer over the form.
    await page.getByTestId('ticket-title').fill('invoice factura fatura');
    await expect(page.getByTestId('kb-suggestion').first()).toBeVisible();
    await sweep.check(page, 'Request with suggested articles', 'main');
    await page.getByTestId('kb-suggestion').first().click();
    await expect(page.getByTestId('kb-suggestion-body')).toBeVisible();
    await sweep.check(page, 'a suggested article open over the request');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('kb-suggestion-body')).toBeHidden();
  },
  // A search that finds nothing says so.
  Knowledge: async (page, sweep) => {
    await page.getByTestId('kb-search').fill('zzzz');
    await expect(page.getByTestId('kb-empty')).toBeVisible();
    await sweep.check(page, 'Knowledge with no results', 'main');
    await page.getByTestId('kb-search').fill('');
    await expect(page.getByTestId('kb-result').first()).toBeVisible();
  },
};

async function sweepCustomer(browser: Browser, sweep: Sweep): Promise<void> {
  const page = await signedIn(browser, sweep, 'customer');
  if (sweep.coverage === 'full') {
    await checkOpen(page, sweep, 'the bell open', 'bell', 'bell-popover');
    await checkOpen(page, sweep, 'the user menu open', 'user-menu', 'logout');
  }
  if (sweep.viewport.name === 'phone') await checkOpen(page, sweep, "the customer's phone menu", 'menu-toggle', 'sidebar');
  await sweepScreens(page, sweep, CUSTOMER, CUSTOMER_STATES);
  await page.context().close();
}

const BACK_OFFICE_STATES: States = {
  // The knowledge base's tab, its article editor and its categories.
  ContentManagement: async (page, sweep) => {
    await page.getByTestId('cm-tab-knowledge').click();
    await expect(page.getByTestId('kb-row').first()).toBeVisible();
    await sweep.check(page, 'ContentManagement knowledge base', 'main');
    await page.getByTestId('kb-new').click();
    await expect(page.getByTestId('kb-editor-save')).toBeVisible();
    await page.getByTestId('kb-editor-save').click();
    await expect(page.getByTestId('kb-editor-languages-error')).toBeVisible();
    await sweep.check(page, 'the knowledge-base article editor with errors');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('kb-editor-save')).toBeHidden();
    await page.getByTestId('kb-manage-categories').click();
    await expect(page.getByTestId('kb-category-row').first()).toBeVisible();
    await sweep.check(page, 'the knowledge-base categories');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('kb-category-row').first()).toBeHidden();
  },
  // A user's more-actions menu, and a confirmation dialog: the action asked before it is done (cancelled here).
  Users: async (page, sweep) => {
    await page.getByTestId('user-more').first().click();
    await expect(page.locator('[data-testid^="user-action-"]').first()).toBeVisible();
    await sweep.check(page, "a user's actions menu");
    await page.locator('[data-testid^="user-action-"]').first().click();
    await expect(page.getByTestId('user-confirm')).toBeVisible();
    await sweep.check(page, 'a confirmation dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-confirm')).toBeHidden();
  },
};

async function sweepBackOffice(browser: Browser, sweep: Sweep): Promise<void> {
  const page = await signedIn(browser, sweep, 'admin');
  if (sweep.viewport.name === 'phone') await checkOpen(page, sweep, "the Admin's phone menu", 'menu-toggle', 'sidebar');
  await sweepScreens(page, sweep, BACK_OFFICE, BACK_OFFICE_STATES);
  await page.context().close();
}

const AREAS = { 'public pages': sweepPublic, 'customer area': sweepCustomer, 'back office': sweepBackOffice };

/** The language an area is swept in full at a size: rotating, so every language is swept in full twice. */
const fullLanguage = (area: number, viewport: number): Language => LANGUAGES[(area + viewport) % LANGUAGES.length]!;

function sweepTest(area: string, run: (browser: Browser, sweep: Sweep) => Promise<void>, language: Language, viewport: Viewport, coverage: Coverage): void {
  test(`${area}, ${language}, ${viewport.name}${coverage === 'sample' ? ', sampled' : ''}`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const sweep = new Sweep(language, viewport, coverage);
    const started = Date.now();
    try {
      await run(browser, sweep);
    } finally {
      // Added up with the other tests' by the run's teardown (support/a11y-summary.ts).
      const record = { test: testInfo.title, screens: [...sweep.screens], findings: sweep.lines(), started, ended: Date.now() };
      recordSweep({ ...record, language, viewport: viewport.name, coverage });
    }
    expect(sweep.screens.size, 'screens checked').toBeGreaterThan(0);
    expect(sweep.findings, sweep.lines().join('\n')).toEqual([]);
  });
}

for (const [a, [area, run]] of Object.entries(AREAS).entries()) {
  const full = VIEWPORTS.map((viewport, v) => ({ viewport, language: fullLanguage(a, v) }));
  for (const { viewport, language } of full) sweepTest(area, run, language, viewport, 'full');
  // The language this area was not swept in full in, on a sample at the laptop's size.
  const third = LANGUAGES.find((language) => !full.some((f) => f.language === language))!;
  sweepTest(area, run, third, VIEWPORTS[0], 'sample');
}

test('every language is swept in full in every area at one size at least, and sampled in the others', () => {
  for (const a of Object.keys(AREAS).keys()) {
    const languages = new Set(VIEWPORTS.map((_, v) => fullLanguage(a, v)));
    expect(languages.size, 'two languages in full per area').toBe(VIEWPORTS.length);
  }
  const fullCounts = LANGUAGES.map((language) => Object.keys(AREAS).flatMap((_, a) => VIEWPORTS.filter((_, v) => fullLanguage(a, v) === language)).length);
  expect(fullCounts).toEqual([2, 2, 2]);
});
