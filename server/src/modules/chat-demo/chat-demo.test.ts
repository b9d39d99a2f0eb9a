import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@customer-hub/contract/chat';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://hub.example.test:8443' });
});
afterAll(() => t.close());

describe('the demo chat page', () => {
  it('is served with its script and styles, without a token', async () => {
    const page = await t.app.inject({ url: '/chat-demo?lang=pt-PT' });
    const script = await t.app.inject({ url: '/chat-demo/chat-demo.js' });
    const styles = await t.app.inject({ url: '/chat-demo/chat-demo.css' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="/chat-demo/chat-demo.js"></script>');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('may be framed by the app’s own pages only (its origin and the app’s public one), and carries no inline script', async () => {
    const page = await t.app.inject({ url: '/chat-demo' });
    const csp = String(page.headers['content-security-policy']);

    // Opened under another host name (a chat URL naming it), the app at PUBLIC_URL still frames it.
    expect(csp).toContain("frame-ancestors 'self' https://hub.example.test:8443;");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).not.toMatch(/<script>|\son\w+=/);
    // Its assets are not pages: they keep the app's "never framed".
    expect(String((await t.app.inject({ url: '/chat-demo/chat-demo.js' })).headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('speaks the message names of the contract, replying in three languages', () => {
    const script = fs.readFileSync(new URL('./page/chat-demo.js', import.meta.url), 'utf8');

    for (const type of Object.values(CHAT_MESSAGES)) expect(script).toContain(`'${type}'`);
    for (const reply of ['Thanks, an agent will answer soon.', 'Gracias, un agente le responderá pronto.', 'Obrigado, um agente responderá em breve.']) {
      expect(script).toContain(reply);
    }
    // Its parent is told on the parent's own origin, never any origin.
    expect(script).not.toMatch(/postMessage\([^)]*'\*'/);
    expect(script).toContain('postMessage({ type: expanded ? MESSAGES.maximize : MESSAGES.minimize }, parentOrigin)');
  });
});
