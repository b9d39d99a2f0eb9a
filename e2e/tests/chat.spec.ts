import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, text } from './support';

// Spec §2 "Chat" and §9: the demo data turns chat on with the app's own demo chat page.

const frameHeight = (page: Page) => page.getByTestId('chat-frame').evaluate((frame) => frame.getBoundingClientRect().height);

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
    await expect(frame).toHaveCount(0, { timeout: 5_000 });

    await page.setViewportSize({ width: 501, height: 800 });
    await expect(frame).toBeVisible({ timeout: 5_000 });
    expect(await frameHeight(page)).toBe(55);

    // The page in the frame maximizes it, and answers in the app's language.
    const chat = page.frameLocator('[data-testid="chat-frame"]');
    await chat.getByTestId('chat-demo-toggle').click();
    await expect.poll(() => frameHeight(page)).toBe(470);
    await chat.getByTestId('chat-demo-input').fill('Where is my order?');
    await chat.getByTestId('chat-demo-input').press('Enter');
    await expect(chat.getByTestId('chat-demo-messages')).toContainText('Thanks, an agent will answer soon.');

    await chat.getByTestId('chat-demo-toggle').click();
    await expect.poll(() => frameHeight(page)).toBe(55);
  });

  test('ignores a maximize message from another origin', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAndWait(page, 'customer');
    await expect(page.getByTestId('chat-frame')).toBeVisible();

    const maximize = (origin: string) =>
      page.getByTestId('chat-frame').evaluate((frame, from) => {
        const source = (frame as HTMLIFrameElement).contentWindow;
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'customer-hub:chat:maximize' }, origin: from, source }));
      }, origin);

    await maximize('https://chat.evil.example');
    await page.waitForTimeout(300);
    expect(await frameHeight(page)).toBe(55);

    // The same message from the chat page's own origin is taken.
    await maximize(new URL(page.url()).origin);
    await expect.poll(() => frameHeight(page)).toBe(470);
  });
});
