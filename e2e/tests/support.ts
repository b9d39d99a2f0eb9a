import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

type Dict = Record<string, unknown>;
const dictionaries: Record<string, Dict> = Object.fromEntries(
  ['en-US', 'es-ES', 'pt-PT'].map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../contract/src/i18n/${code}.json`), 'utf8')) as Dict,
  ]),
);

/** A text of the web app's dictionary, so tests follow the translations instead of copying them. */
export function text(language: 'en-US' | 'es-ES' | 'pt-PT', key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Dict | undefined)?.[part], dictionaries[language]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}

/**
 * Resolves once the app has taken the page over. A page the server rendered shows its fields and
 * buttons before its script has run; typed keys and clicks before then are the browser's, not the
 * app's (components/live-boundary.tsx sets the mark once the screen has been hydrated or rendered).
 */
export async function appLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return !root.hasAttribute('data-server-rendered') || root.hasAttribute('data-hydrated');
  });
}

const liveAware = new WeakSet<Page>();

/** Makes the page's loads (goto, reload, back, forward) resolve only once the app has taken the page over. */
export function waitForAppOnLoads(page: Page): Page {
  if (liveAware.has(page)) return page;
  liveAware.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        await appLive(page);
        return response;
      },
    });
  }
  return page;
}

const liveAwareBrowsers = new WeakSet<Browser>();

/**
 * The browser flows' `test`: every page a test opens waits for the app on each load, in its own
 * context and in the contexts and pages it makes itself from `browser` (a second user, a visitor).
 */
export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use) => {
      if (!liveAwareBrowsers.has(browser)) {
        liveAwareBrowsers.add(browser);
        const newContext = browser.newContext.bind(browser);
        // browser.newPage makes its context through newContext, so its page is covered too.
        Object.assign(browser, {
          newContext: async (...args: Parameters<Browser['newContext']>) => {
            const context = await newContext(...args);
            context.on('page', waitForAppOnLoads);
            return context;
          },
        });
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoads);
    await use(context);
  },
  page: async ({ page }, use, testInfo) => {
    // What the page said while the test ran, printed should it fail: a failure on a CI machine
    // (where the screenshot and trace stay behind) then tells where the app was and what it logged.
    const said: string[] = [];
    const note = (line: string) => said.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 500)}`);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
    });
    page.on('crash', () => note('the page crashed'));
    await use(waitForAppOnLoads(page));
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(`[${testInfo.title}] the page at the end: ${page.isClosed() ? '(closed)' : page.url()}\n${said.slice(-40).join('\n')}`);
    }
  },
});

const acceptingPages = new WeakSet<Page>();

/**
 * Clicks Accept in the privacy-policy modal whenever it covers the page: the demo data publishes
 * a policy, which the global setup accepts for the demo users (support/global-setup.ts), so it is
 * shown to the users a test creates (an invitation, a sign-up). Playwright runs the handler before
 * any action or assertion that the modal would block, not during a bare `waitForFunction`.
 */
export async function acceptPolicyWhenShown(page: Page): Promise<void> {
  if (acceptingPages.has(page)) return;
  acceptingPages.add(page);
  await page.addLocatorHandler(page.getByTestId('privacy-policy-accept'), async (accept) => {
    await accept.click();
  });
}

/** Signs in through the form; the pending privacy policy, if any, is accepted when its modal shows. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  waitForAppOnLoads(page);
  await acceptPolicyWhenShown(page);
  if (!/\/signin$|\/$/.test(new URL(page.url() === 'about:blank' ? 'http://x/none' : page.url()).pathname)) await page.goto('/signin');
  await appLive(page);
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

export async function signInAndWait(page: Page, username: string): Promise<void> {
  await page.goto('/signin');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // The page's title renders only once no privacy policy awaits (the handler accepts it meanwhile).
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/**
 * Opens a screen while signed out and signs in there, as a user who follows a link: the sign-in
 * returns to the address (spec §2), so the app loads once and Home is not drawn on the way.
 */
export async function signInAt(page: Page, username: string, address: string): Promise<void> {
  await page.goto(address);
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, username);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** The page's session cookie (HttpOnly: the app's scripts cannot read it, Playwright can). */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'ch_session' || cookie.name === '__Host-ch_session');
}

/** Follows an emailed set-password link and sets the password. */
export async function setPasswordFromLink(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('repeat-password').fill(password);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();
}

/**
 * A new customer of the demo's (signed up with its customer and invoice number) whose password is
 * set through the emailed link; the page is left signed out. Answers the address, their user name.
 */
export async function signUpCustomer(page: Page, email: string, password: string): Promise<string> {
  const since = new Date().toISOString();
  await page.goto('/SignUp');
  await page.getByTestId('signup-customer-no').fill('C10001');
  await page.getByTestId('signup-invoice-no').fill(`FT ${new Date().getUTCFullYear()}/10001-1`);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  await setPasswordFromLink(page, linkIn((await mailTo(email, since)).text), password);
  return email;
}

/**
 * Collects every Content-Security-Policy violation the page reports, in each document it loads:
 * the `securitypolicyviolation` event (fired even when the script catches the refusal, as a
 * library probing for `eval` does) and the console's own report. A test ends with
 * `expect(violations).toEqual([])`.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} by ${event.sourceFile || event.blockedURI} on ${location.pathname}`);
    });
  });
  return violations;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, `../../test-results/screens/${name}.png`), fullPage: true });
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const mailbox = async () => (await (await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? '3226'}/messages`)).json()) as Mail[];

/** Every email to an address received so far after `since` (ISO time), oldest first. */
export async function mailsTo(address: string, since: string): Promise<Mail[]> {
  return (await mailbox()).filter((m) => m.to.includes(address.toLowerCase()) && m.receivedAt >= since);
}

/** Waits for the newest email to an address received after `since` (ISO time). */
export async function mailTo(address: string, since: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address, since)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const linkIn = (text: string) => {
  const m = /(https?:\/\/\S+?token=[\w-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return m[1]!;
};
export const codeIn = (text: string) => {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no code in ${text}`);
  return m[1]!;
};

/**
 * Staff on the Users screen create a contact of Lusitania Retail Group (the invitation goes to
 * `email`); `beforeSubmit` runs with the form filled in (a picture of it, say).
 */
export async function createLusitaniaContact(page: Page, contact: { userName: string; firstName: string; lastName: string; email: string }, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.getByTestId('user-new').click();
  await page.getByTestId('user-userName').fill(contact.userName);
  await page.getByTestId('user-firstName').fill(contact.firstName);
  await page.getByTestId('user-lastName').fill(contact.lastName);
  await page.getByTestId('user-email').fill(contact.email);
  await page.getByTestId('user-company').selectOption({ label: 'Lusitania Retail Group' });
  await beforeSubmit?.();
  await page.getByTestId('user-submit').click();
  await expect(page.getByTestId('user-form')).toHaveCount(0);
}
