import { type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInAndWait, text } from './support';
import { expect, test } from './support.ts';

// Spec §2 "Chat" and §9: the demo data turns chat on with the app's own demo chat page, set as the
// path /chat-demo so it is framed on whatever origin the app is opened at.

const frameHeight = (page: Page) => page.getByTestId('chat-frame').evaluate((frame) => frame.getBoundingClientRect().height);

/**
 * Clicks the chat page's toggle once its script has run: the button is drawn while the page still
 * waits for that script (on another origin it is not in the browser's cache), and a click then does nothing.
 */
async function toggle(chat: FrameLocator) {
  await expect(chat.locator('html[data-ready="true"]')).toHaveCount(1);
  await chat.getByTestId('chat-demo-toggle').click();
}

/** The same server under its other host name: 127.0.0.1 and localhost are different origins. */
const otherHost = (baseURL: string) => {
  const url = new URL(baseURL);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
};

/** Sets the chat URL as the demo Admin, through the settings call (the privacy policy accepted first if it waits). */
async function putChatUrl(request: APIRequestContext, url: string) {
  const token = await request.post('/token', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  for (;;) {
    const pending = (await (await request.get('/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { headers })).json()) as { id: string } | null;
    if (!pending) break;
    expect((await request.post('/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { headers, data: { id: pending.id, accepted: true } })).ok()).toBe(true);
  }
  const saved = await request.put('/api/settings/chat', { headers, data: { enabled: true, url } });
  expect(saved.status()).toBe(200);
}

/** Every message the app's window receives, as (origin, type), recorded beside the shell's own listener. */
async function recordMessages(page: Page) {
  await page.evaluate(() => {
    const seen: { origin: string; type: unknown }[] = [];
    (window as unknown as { chatMessagesSeen: typeof seen }).chatMessagesSeen = seen;
    window.addEventListener('message', (event) => seen.push({ origin: event.origin, type: (event.data as { type?: unknown } | null)?.type }));
  });
  return (origin: string, type: string) =>
    expect
      .poll(() => page.evaluate(({ origin, type }) => (window as unknown as { chatMessagesSeen: { origin: string; type: unknown }[] }).chatMessagesSeen.some((m) => m.origin === origin && m.type === type), { origin, type }))
      .toBe(true);
}

// The offline shell's worker is what these flows check (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

test.describe('chat frame', () => {
  test('is shown above 500 px, hidden at 500 px once resizing stops, and sized by its page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAndWait(page, 'customer');
    // The frame is shown again below under the offline shell's worker, which must leave the
    // chat page (`/chat-demo?lang=…`) to the network rather than answer it with the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const frame = page.getByTitle(text('en-US', 'chat.frameTitle'));
    await expect(frame).toBeVisible();
    expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(370);
    expect(await frameHeight(page)).toBe(55);

    await page.setViewportSize({ width: 500, height: 800 });
    // Still there just after the resize: the shell waits 1000 ms after the last one.
    await expect(frame).toBeVisible();
    await expect(frame).toHaveCount(0);

    await page.setViewportSize({ width: 501, height: 800 });
    await expect(frame).toBeVisible();
    expect(await frameHeight(page)).toBe(55);

    // The page in the frame maximizes it, and answers in the app's language.
    const chat = page.frameLocator('[data-testid="chat-frame"]');
    await toggle(chat);
    await expect.poll(() => frameHeight(page)).toBe(470);
    await chat.getByTestId('chat-demo-input').fill('Where is my order?');
    await chat.getByTestId('chat-demo-input').press('Enter');
    await expect(chat.getByTestId('chat-demo-messages')).toContainText('Thanks, an agent will answer soon.');

    await toggle(chat);
    await expect.poll(() => frameHeight(page)).toBe(55);
  });

  test('works with the app opened under another address than PUBLIC_URL', async ({ page, baseURL }) => {
    const other = otherHost(baseURL!);
    await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${other}/signin`);
    await signIn(page, 'customer');
    await expect(page).toHaveURL(`${other}/dashboard/Home`);
    await expect(page.getByTestId('page-title')).toBeVisible();

    // The demo path is framed on this page's own origin, and its messages are taken.
    await expect(page.getByTestId('chat-frame')).toHaveAttribute('src', `${other}/chat-demo?lang=en-US`);
    await toggle(page.frameLocator('[data-testid="chat-frame"]'));
    await expect.poll(() => frameHeight(page)).toBe(470);
  });

  test('from another origin: obeys its own page there, and ignores the same message from anywhere else', async ({ page, request, baseURL }) => {
    const appOrigin = new URL(baseURL!).origin;
    const chatOrigin = otherHost(baseURL!);
    await putChatUrl(request, `${chatOrigin}/chat-demo`);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAndWait(page, 'customer');
      const seen = await recordMessages(page);
      const frame = page.getByTestId('chat-frame');
      await expect(frame).toHaveAttribute('src', `${chatOrigin}/chat-demo?lang=en-US`);
      const chat = page.frameLocator('[data-testid="chat-frame"]');

      // The chat page, on its own origin in its own frame: obeyed both ways.
      await toggle(chat);
      await expect.poll(() => frameHeight(page)).toBe(470);
      await toggle(chat);
      await expect.poll(() => frameHeight(page)).toBe(55);

      // A second frame of the chat's origin, not the shell's own: its maximize is ignored.
      await page.evaluate((src) => {
        const other = document.createElement('iframe');
        other.src = src;
        other.dataset.testid = 'other-chat-frame';
        other.style.cssText = 'position:fixed;top:80px;left:80px;width:370px;height:470px;z-index:400';
        document.body.appendChild(other);
      }, `${chatOrigin}/chat-demo`);
      await toggle(page.frameLocator('[data-testid="other-chat-frame"]'));
      await seen(chatOrigin, 'customer-hub:chat:maximize');
      await page.waitForTimeout(300);
      expect(await frameHeight(page)).toBe(55);
      await page.evaluate(() => document.querySelector('[data-testid="other-chat-frame"]')?.remove());

      // The shell's own frame sent elsewhere (as a link inside a chat might): a page of another
      // origin there posts maximize from that very frame, and it is ignored.
      const own = page.frame({ url: (url) => url.href.startsWith(`${chatOrigin}/chat-demo`) });
      expect(own).not.toBeNull();
      await Promise.all([own!.waitForURL(`${appOrigin}/chat-demo`), own!.evaluate((to) => void (window.location.href = to), `${appOrigin}/chat-demo`)]);
      await toggle(chat);
      await seen(appOrigin, 'customer-hub:chat:maximize');
      await page.waitForTimeout(300);
      expect(await frameHeight(page)).toBe(55);

      // Back on the chat's origin in the same frame, its page is obeyed again.
      await Promise.all([own!.waitForURL(`${chatOrigin}/chat-demo`), own!.evaluate((to) => void (window.location.href = to), `${chatOrigin}/chat-demo`)]);
      await toggle(chat);
      await expect.poll(() => frameHeight(page)).toBe(470);
    } finally {
      await putChatUrl(request, '/chat-demo');
    }
  });
});
