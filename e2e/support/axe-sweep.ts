import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { COOKIES_ACCEPTED_STATE } from '../playwright.config.ts';

/**
 * The tools of the accessibility sweep (tests/accessibility.spec.ts): its languages and window
 * sizes, axe with the WCAG 2.0/2.1 A and AA rules, the moves between screens without loading the
 * app again, and the findings every test adds to.
 */
export const LANGUAGES = ['en-US', 'es-ES', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  screen: string;
  language: Language;
  viewport: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says is wrong with the first element. */
  summary: string;
}

/** Where axe looks: the whole page, or only the screen's own part once the frame around it was checked. */
export type Scope = 'page' | 'page with frames' | 'main';

/**
 * How much of an area one test checks: `full`, every screen with its states, or `sample`, a
 * spread of its screens (every third, and each area's first page with its frame), enough to
 * see a language's own words (longer labels, their contrast and names) on the area's kinds of
 * page.
 */
export type Coverage = 'full' | 'sample';

/** One combination of the sweep (a language at one size): what it checked and what axe found. */
export class Sweep {
  readonly findings: Finding[] = [];
  readonly screens = new Set<string>();
  constructor(
    readonly language: Language,
    readonly viewport: Viewport,
    readonly coverage: Coverage = 'full',
  ) {}

  /** Whether the `index`-th screen of an area is checked in this combination. */
  includes(index: number): boolean {
    return this.coverage === 'full' || index % 3 === 0;
  }

  /**
   * Runs axe over the page as it stands. `main` checks only the screen's content (#main-content
   * without the chat's frame): the top bar, the sidebar and the chat are the same on every screen
   * and are checked with the first one of each combination (`page with frames`). Open dialogs,
   * menus and drawers live outside #main-content, so their states are checked as a whole `page`.
   */
  async check(page: Page, screen: string, scope: Scope = 'page'): Promise<void> {
    this.screens.add(screen);
    // A popover or dialog still fading in has its words half-transparent: axe would measure them so.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
    const violations = scope === 'page with frames' ? await withFrames(page) : await inPage(page, scope === 'main');
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const targets = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
      const summary = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      this.findings.push({ screen, language: this.language, viewport: this.viewport.name, id: v.id, impact: v.impact, help: v.help, targets, summary });
    }
  }

  /** The findings, one line each. */
  lines(): string[] {
    return this.findings.map((f) => `${f.impact} ${f.id} on ${f.screen} (${f.language}, ${f.viewport}): ${f.help} — ${f.targets.join(', ')} (${f.summary})`);
  }
}

const OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };

/** The page and its frames (the chat's), through axe's Playwright runner, which reaches into frames. */
async function withFrames(page: Page): Promise<axe.Result[]> {
  return (await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze()).violations;
}

/**
 * The page without its frames, with axe-core run in it directly: put in once per document and
 * reused while the app moves between screens (the Playwright runner injects it again and finishes
 * each run in a page of its own, which made each check seconds longer).
 */
async function inPage(page: Page, mainOnly: boolean): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context = mainOnly ? { include: ['#main-content'], exclude: ['#main-content iframe'] } : null;
  return page.evaluate(async ([context, options]) => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    return (await run.run(context ?? document, { ...options, iframes: false })).violations;
  }, [context, OPTIONS] as const);
}

/**
 * A window in one language at one size. The language is the user's own choice, which the app reads
 * from GET /api/Account/GetUserLanguage: answered here, so no demo user's saved choice changes
 * under the other specs.
 */
export async function languageContext(browser: Browser, sweep: Sweep, withCookieNotice = false): Promise<BrowserContext> {
  const { language, viewport } = sweep;
  const context = await browser.newContext({
    locale: language,
    viewport: { width: viewport.width, height: viewport.height },
    storageState: withCookieNotice ? undefined : COOKIES_ACCEPTED_STATE,
    // The offline shell's worker would take the page's calls out of reach of the answer below.
    serviceWorkers: 'block',
  });
  await context.addInitScript((code) => localStorage.setItem('language', code), language);
  await context.route('**/api/Account/GetUserLanguage', (route) => route.fulfill({ json: language }));
  return context;
}

/**
 * Waits until the page has a heading it did not have before the move (or any, on a first load),
 * no table is busy, no loader turns in the content and the fonts are in (they change contrast):
 * one wait in the page rather than a round trip for each.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1:not([data-left])');
      return (
        heading !== null &&
        heading.getClientRects().length > 0 &&
        document.querySelector('[aria-busy="true"]') === null &&
        document.querySelector('#main-content [role="status"] .mantine-Loader-root') === null &&
        document.fonts.status === 'loaded'
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Marks the headings on the page before a move to another screen, so `settled` waits for the new screen's own. */
export async function leaving(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
  });
}

async function arrived(page: Page, address: string): Promise<void> {
  const pathname = address.split('?')[0]!.toLowerCase();
  await expect(page).toHaveURL((url) => url.pathname.toLowerCase() === pathname);
  await settled(page);
}

/**
 * Opens a page outside the dashboard without loading the app again: the router follows the
 * history entry pushed here when told the history moved, as on the browser's back and forward.
 * Only for a visitor who is not signed in: a signed-in user's back or forward leads Home (spec §2).
 */
export async function go(page: Page, address: string): Promise<void> {
  await leaving(page);
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, address);
  await arrived(page, address);
}

/**
 * Opens a screen of the dashboard as its user would: through a link to it on the page (the
 * sidebar, the phone's menu, the customer area's tabs, or the menu `opener` opens), and loading
 * its address only where no link leads to it.
 */
export async function follow(page: Page, address: string, opener?: string): Promise<void> {
  await leaving(page);
  const link = page.locator(`a[href="${address}"]`).locator('visible=true').first();
  // On a phone the menu the last screen was opened from closes as it opens: its links, sliding
  // away, are no links to click (on a busy machine the slide outlasts the screen's arrival).
  if (!opener && (await page.getByTestId('sidebar-panel').count()) === 0) await expect(page.getByTestId('sidebar')).toBeHidden();
  if (opener) await page.getByTestId(opener).click();
  else if ((await link.count()) === 0 && (await page.getByTestId('sidebar-panel').count()) === 0) {
    // The phone's menu holds the sidebar's links.
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
  }
  if ((await link.count()) > 0) await link.click();
  else {
    if (await page.getByTestId('sidebar').isVisible()) await page.keyboard.press('Escape');
    await page.goto(address);
  }
  await arrived(page, address);
}
