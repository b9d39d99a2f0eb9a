import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { COOKIES_ACCEPTED_STATE } from '../playwright.config.ts';
import { expect, shot, signInAt, test, text } from './support.ts';

/*
 * Staff set up a company's webhook from its page (API and webhooks): a receiver on this machine
 * (127.0.0.1 over plain http, which only staff may allow), its secret shown once, a test POSTed to
 * it with a signature the secret checks, the delivery shown as delivered; the company's main
 * contact then finds it in My account, without the private network controls.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A system of the company's, on an ephemeral port: takes every POST and answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/customer-hub`, received, close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())) };
}

/** A picture of one dialog (a full-page one would show the page under it). */
const shotOf = (dialog: Locator, name: string) => dialog.screenshot({ path: path.resolve(import.meta.dirname, `../../test-results/screens/${name}.png`) });

const en = (key: string) => text('en-US', `account.webhooks.${key}`);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe('company webhooks', () => {
  test("staff add a company's webhook to a receiver on the private network, send it a test, see it delivered; the main contact finds it in My account", async ({ page, browser }) => {
    test.slow();
    const receiver = await startReceiver();
    const url = `${receiver.url}?run=${Math.random().toString(36).slice(2, 8)}`;
    try {
      // Admin (reads English) opens Lusitania Retail Group's page, API and webhooks.
      await page.setViewportSize(DESKTOP);
      await signInAt(page, 'admin', '/dashboard/Companies');
      await page.getByTestId('companies-search').fill('Lusitania');
      await page.getByTestId('company-row-LRG').click();
      await expect(page.getByTestId('company-page')).toBeVisible();
      await page.getByTestId('company-tab-api').click();
      await expect(page).toHaveURL(/[?&]tab=api\b/);
      await expect(page.getByTestId('api-keys-section')).toBeVisible();
      await expect(page.getByTestId('api-keys-docs-link')).toHaveAttribute('href', '/Connect');
      const section = page.getByTestId('webhooks-section');
      await expect(section.getByTestId('webhooks-docs-link')).toHaveAttribute('href', '/Connect');

      // The new webhook, allowed to reach 127.0.0.1 over http.
      await section.getByTestId('webhook-add').click();
      const dialog = page.getByRole('dialog', { name: en('add') });
      const form = dialog.getByTestId('webhook-create-form');
      await form.getByTestId('webhook-url').fill(url);
      await form.getByTestId('webhook-event-ledger.credit_memo_created').check({ force: true });
      await form.getByTestId('webhook-allow-private').check({ force: true });
      await expect(form).toContainText(en('allowPrivateHint'));
      await shotOf(dialog, 'webhooks-create-desktop');
      await form.getByTestId('webhook-create-submit').click();

      // The secret, shown once.
      const secretText = page.getByTestId('webhook-secret');
      await expect(secretText).toHaveText(/^whsec_\S+$/);
      const secret = (await secretText.innerText()).trim();
      await page.getByTestId('webhook-secret-done').click();
      await expect(secretText).toBeHidden();
      const item = section.getByTestId('webhook-item').filter({ hasText: url });
      await expect(item).toHaveCount(1);
      await expect(item.getByTestId('webhook-private-badge')).toHaveText(en('privateAllowed'));
      await expect(section).not.toContainText(secret);

      // The guard cannot be switched back on for an address it refuses: the webhook stays as it is.
      await item.getByTestId('webhook-private-toggle').click();
      await expect(item.getByRole('alert')).toHaveText(en('privateNeeded'));
      await expect(item.getByTestId('webhook-private-badge')).toBeVisible();

      // "Send a test": the receiver gets the POST, signed with that secret.
      await item.getByTestId('webhook-ping').click();
      await expect(section.getByTestId('webhook-notice')).toHaveText(en('pinged'));
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [ping] = receiver.received;
      const id = String(ping!.headers['webhook-id']);
      const timestamp = String(ping!.headers['webhook-timestamp']);
      expect(id).toMatch(/^[\w-]+$/);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
      const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${ping!.body}`).digest('hex');
      expect(String(ping!.headers['webhook-signature']).split(' ')).toContain(`v1=${expected}`);
      expect(JSON.parse(ping!.body)).toMatchObject({ id, type: 'ping', data: { message: expect.any(String) } });

      // The delivery log says it was delivered.
      await item.getByTestId('webhook-deliveries-open').click();
      const delivery = page.getByTestId('webhook-delivery').filter({ hasText: id });
      await expect(delivery).toHaveAttribute('data-status', 'delivered');
      await expect(delivery).toContainText(en('statuses.delivered'));
      await expect(delivery).toContainText(text('en-US', 'account.webhooks.statusCode').replace('{{code}}', '200'));
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('webhook-deliveries')).toBeHidden();

      // The tab, on a desktop and on a phone; the form on a phone.
      await item.scrollIntoViewIfNeeded();
      await shot(page, 'webhooks-company-desktop');
      await page.setViewportSize(PHONE);
      await item.scrollIntoViewIfNeeded();
      await shot(page, 'webhooks-company-phone');
      await section.getByTestId('webhook-add').click();
      await dialog.getByTestId('webhook-url').fill('http://10.20.30.40:8080/hooks');
      await dialog.getByTestId('webhook-allow-private').check({ force: true });
      await shotOf(dialog, 'webhooks-create-phone');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.setViewportSize(DESKTOP);

      // The company's main contact (reads English) sees it in My account, without staff's controls.
      const contact = await browser.newContext({ locale: 'en-US', storageState: COOKIES_ACCEPTED_STATE });
      const them = await contact.newPage();
      await signInAt(them, 'customer', '/dashboard/Utilizadores');
      const theirs = them.getByTestId('webhooks-section').getByTestId('webhook-item').filter({ hasText: url });
      await theirs.scrollIntoViewIfNeeded();
      await expect(theirs).toHaveCount(1);
      await expect(theirs.getByTestId('webhook-private-badge')).toHaveCount(0);
      await expect(theirs.getByTestId('webhook-private-toggle')).toHaveCount(0);
      await contact.close();

      // Staff remove it, so no later event of the company is sent to a receiver that is gone.
      await item.getByTestId('webhook-remove').click();
      await page.getByTestId('webhook-remove-modal-confirm').click();
      await expect(item).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
