import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 3225);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3226);
/** The local Entra ID, Power BI and Qlik stand-ins (support/bi-fakes.ts); specs compute the same port. */
export const BI_FAKE_PORT = Number(process.env.E2E_BI_PORT ?? PORT + 5);
const biFakes = `http://127.0.0.1:${BI_FAKE_PORT}`;
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run, seeded with the demo data.
const dataDir = path.join(os.tmpdir(), `customer-hub-e2e-${process.pid}`);

const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Every spec starts with the cookie notice accepted, so the banner covers no button near the
 * bottom; a spec about the banner itself starts from a context without it (`storageState: undefined`).
 */
export const COOKIES_ACCEPTED_STATE = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }],
};

export default defineConfig({
  testDir: './tests',
  // Accepts the demo policy for the demo users; empties the accessibility sweep's results and adds
  // them up at the end (support/a11y-summary.ts).
  // The sweep (tests/accessibility.spec.ts: each area in full at two sizes and sampled in its
  // third language, 9 tests on both workers) runs in `npm test`.
  globalSetup: './support/global-setup.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  // Generous on purpose: CI machines are shared, and on one busy core a first visit competes
  // with the offline shell's worker fetching every chunk; a step that waits is not a slow app.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL,
    storageState: COOKIES_ACCEPTED_STATE,
    // The offline shell's worker precaches every chunk (~170 files) in each new window: a fifth of
    // a flow's CPU on a two-core machine, for flows that are not about it. The specs that are
    // (offline, build check, the chat frame under the worker) allow it with `test.use`;
    // E2E_SW=allow runs every flow under it (measured on three specs: 251 s allowed, 201 s blocked).
    serviceWorkers: process.env.E2E_SW === 'allow' ? 'allow' : 'block',
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // Recording a trace films every step (screencast frames drawn, encoded and shipped), about a
    // third of the browsers' CPU; a failing flow is filmed on its retry instead (CI retries once).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    {
      // Catches what the app emails; tests read it over HTTP (support/mail.ts).
      command: `node --import tsx e2e/support/mail-catcher.ts`,
      cwd: root,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // Entra ID, Power BI and the Qlik proxy as the app's connectors reach them (support/bi-fakes.ts).
      command: `node --import tsx e2e/support/bi-fakes.ts`,
      cwd: root,
      url: `${biFakes}/health`,
      reuseExistingServer: false,
      env: { BI_FAKE_PORT: String(BI_FAKE_PORT) },
    },
    {
      command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/health/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        WORKER_POLL_MS: '200',
        RATE_LIMIT_PER_MINUTE: '100',
        // Every browser of the run signs in from 127.0.0.1: the address's own lock (20 failures by
        // default) would otherwise add up the wrong passwords of every spec and lock them all out.
        AUTH_IP_LOCK_AFTER: '200',
        POWER_BI_AUTHORITY_URL: biFakes,
        POWER_BI_API_URL: biFakes,
        BI_TIMEOUT_SECONDS: '5',
        // The single sign-on spec's OpenID provider runs on 127.0.0.1 over plain http (tests/sso.spec.ts).
        SSO_ALLOW_HTTP_ISSUERS: '1',
        SSO_TIMEOUT_SECONDS: '3',
      },
    },
  ],
});
