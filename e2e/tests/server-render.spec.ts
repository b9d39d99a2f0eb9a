import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { COOKIES_ACCEPTED_STATE } from '../playwright.config.ts';
import { expect, shot, signIn, test, waitForAppOnLoads } from './support.ts';

/*
 * Pages rendered on the server (DESIGN.md §9): each comes with its content in the reader's
 * language, is never stored by a proxy, and the app takes it over (hydrates) without a mismatch:
 * any error or warning in the console while it loads fails the test.
 */
type Language = 'en-US' | 'es-ES' | 'pt-PT';

/** Playwright's own word when its setting keeps the offline worker out (playwright.config.ts). */
const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Every console error and warning and every uncaught error of the page, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The styles and code a rendered page links (its head and after its content), sorted. */
const pageLinks = (html: string) => [...html.matchAll(/<link rel="(?:stylesheet|modulepreload)" crossorigin href="([^"]+)">/g)].map((m) => m[1]!).sort();

/**
 * Loads `address` and checks it came rendered in `language` holding `content` (a test id), was
 * taken over by the app, and said nothing in the console meanwhile.
 */
async function expectRendered(page: Page, problems: string[], address: string, language: Language, content: string): Promise<void> {
  problems.length = 0;
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  expect(response?.headers()['cache-control'], address).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html, `${address} came rendered`).toMatch(/<html [^>]*data-server-rendered/);
  expect(html, `${address} came with its content`).toContain(`data-testid="${content}"`);
  // The server's routes are made once: a page rendered again links the same styles and code as the
  // first time (what a route's code imported is noted for every render that matches it).
  const again = await (await page.request.get(address)).text();
  expect(pageLinks(again), `${address} rendered again`).toEqual(pageLinks(html));
  // A signed-in page shows the frame, whose code its route loads: its styles are in the head, its code after the content.
  if (address.startsWith('/dashboard')) {
    expect(html, `${address} links the frame's styles`).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/shell-[\w-]+\.css">/);
    expect(again, `${address} rendered again links the frame's code`).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/shell-[\w-]+\.js">/);
  }
  const root = page.locator('html');
  await expect(root).toHaveAttribute('lang', language);
  // The navigation waits for the app (support.ts); a mismatch is reported as it takes over, and a
  // call that fails after it would show in the next frame or two.
  await expect(root).toHaveAttribute('data-hydrated', '');
  // Taken over means all of it: at the moment the page says it is live, every part of it is the
  // app's (React's mark on its elements), none left for later while a tap on it goes nowhere.
  expect(await page.evaluate(() => (window as { notLiveAtStart?: string[] }).notLiveAtStart), `${address}: parts not yet the app's when it went live`).toEqual([]);
  await expect(page.getByTestId(content).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
  expect(problems, `console while ${address} loaded in ${language}`).toEqual([]);
}

/** A window a phone's width (390 px) whose browser says nothing of being a phone. */
const NARROW = { viewport: { width: 390, height: 844 } };

/**
 * Runs in each page from its start: once the app marks the page live (`data-hydrated`), notes which
 * of its test-id'd elements React has not yet taken over (no fiber on them), in `notLiveAtStart`.
 */
function noteWhatIsNotLive(): void {
  // The page's <html> is not there yet when this runs: the whole document is watched.
  new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-hydrated') || 'notLiveAtStart' in window) return;
    const notLive = [...document.querySelectorAll('#root [data-testid]')]
      .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
      .map((element) => element.getAttribute('data-testid') ?? '');
    Object.assign(window, { notLiveAtStart: [...new Set(notLive)] });
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

async function newReader(browser: Browser, language: Language, narrow = false): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale: language, storageState: COOKIES_ACCEPTED_STATE, ...(narrow ? NARROW : {}) });
  await context.addInitScript(noteWhatIsNotLive);
  const page = waitForAppOnLoads(await context.newPage());
  return { context, page, problems: watchConsole(page) };
}

const PUBLIC_PAGES: [address: string, content: string][] = [
  ['/signin', 'signin-form'],
  ['/RecoverPassword', 'recover-form'],
  ['/Request', 'request-form'],
  ['/SignUp', 'signup-form'],
];

/** Each language with a demo user who speaks it, and the screens rendered with their data for them. */
const READERS: { language: Language; username: string; screens: [address: string, content: string][]; ticket?: true; narrow?: true }[] = [
  {
    // A window as narrow as a phone's in a browser that does not say it is one: the server draws a
    // desktop's layout, the app redraws it for the width as it takes it over, all of it at once.
    language: 'en-US',
    username: 'customer',
    narrow: true,
    screens: [
      ['/dashboard/Home', 'home-news'],
      ['/dashboard', 'dash-figures'],
      ['/dashboard/CurrentAccount', 'ca-row'],
      ['/dashboard/MyTickets', 'ticket-row'],
    ],
    ticket: true,
  },
  {
    language: 'es-ES',
    username: 'customer.b',
    screens: [
      ['/dashboard/Home', 'home-news'],
      ['/dashboard?period=12m', 'dash-figures'],
      ['/dashboard/CurrentAccount', 'ca-row'],
      ['/dashboard/MyTickets', 'ticket-row'],
    ],
    ticket: true,
  },
  {
    // A site's contact without prices or requests: what their permissions open, in Portuguese.
    language: 'pt-PT',
    username: 'customer.limited',
    screens: [
      ['/dashboard/Home', 'home-news'],
      ['/dashboard', 'dash-figures'],
      ['/dashboard/CurrentAccount', 'ca-row'],
    ],
  },
  {
    // Staff in Portuguese: the service requests' queue and one request.
    language: 'pt-PT',
    username: 'backoffice',
    screens: [['/dashboard/ServiceRequests', 'tickets-filters']],
    ticket: true,
  },
];

test.describe('pages rendered on the server', () => {
  for (const language of ['en-US', 'es-ES', 'pt-PT'] as const) {
    test(`the public pages come rendered in ${language} and are taken over without a warning`, async ({ browser }) => {
      const { context, page, problems } = await newReader(browser, language);
      for (const [address, content] of PUBLIC_PAGES) await expectRendered(page, problems, address, language, content);
      await context.close();
    });
  }

  for (const reader of READERS) {
    test(`${reader.username}'s screens come rendered in ${reader.language} with their data and are taken over without a warning`, async ({ browser }) => {
      const { context, page, problems } = await newReader(browser, reader.language, reader.narrow);
      await signIn(page, reader.username);
      await expect(page).toHaveURL(/\/dashboard\/Home$/);
      for (const [address, content] of reader.screens) await expectRendered(page, problems, address, reader.language, content);
      if (reader.ticket) {
        const tickets = (await (await page.request.get('/api/tickets')).json()) as { items: { id: string }[] };
        const id = tickets.items[0]?.id;
        expect(id, 'the demo data has a request for this user').toBeTruthy();
        await expectRendered(page, problems, `/dashboard/MyTickets/${id}`, reader.language, 'ticket-page');
      }
      await shot(page, `server-rendered-${reader.username}`);
      await context.close();
    });
  }

  test('an unknown screen is a redirect to the not-found page, rendered', async ({ browser }) => {
    const { context, page, problems } = await newReader(browser, 'en-US');
    await signIn(page, 'customer');
    await expect(page).toHaveURL(/\/dashboard\/Home$/);
    await page.goto('/dashboard/Nope');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
