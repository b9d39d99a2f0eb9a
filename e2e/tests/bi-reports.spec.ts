import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, shot, signInAndWait, signInAt, test, text } from './support.ts';

// The BI reports of the Reports list (`/dashboard/Reports/<id>`, which renders the BI report view):
// Qlik Sense through a ticket from the proxy, Power BI with an embed token, against the local
// stand-ins of support/bi-fakes.ts, which the app's connectors are pointed at by playwright.config.ts.
const BI = `http://127.0.0.1:${Number(process.env.E2E_BI_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 5)}`;

/** A bearer header for a demo user, any privacy policy awaiting them accepted (as the web's gate would). */
async function bearer(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const signedIn = await request.post('/token', { data: { username, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
  for (;;) {
    const pending = (await (await request.get('/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { headers })).json()) as { id: string } | null;
    if (!pending) return headers;
    await request.post('/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { headers, data: { id: pending.id, accepted: true } });
  }
}

/**
 * Changes the reporting settings as the demo Admin, keeping what this spec does not set (other
 * specs of the run use the Qlik dashboard URL and the Power BI secret).
 */
async function configureReports(request: APIRequestContext, changes: Record<string, string>): Promise<void> {
  const headers = await bearer(request, 'admin');
  const { powerBiClientSecretSet: _secret, qlikClientKeySet: _key, ...current } = (await (await request.get('/api/settings/reports', { headers })).json()) as Record<string, unknown>;
  const saved = await request.put('/api/settings/reports', { headers, data: { ...current, ...changes } });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function received(): Promise<{ method: string; url: string; headers: Record<string, string>; body: string }[]> {
  return (await fetch(`${BI}/__requests`)).json();
}

/** The report at both widths, with a picture of each. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await ready();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`);
  }
}

test.describe('BI reports', () => {
  test.afterAll(async ({ request }) => {
    // Back to the built-in reports for the rest of the run.
    await configureReports(request, { reportsProvider: 'builtIn' });
  });

  test('Qlik Sense: a broken ticket server shows the apology; a working one frames the page with its ticket', async ({ page, request }) => {
    test.slow();
    await configureReports(request, {
      reportsProvider: 'qlik',
      qlikUserDirectory: 'CUSTOMERHUB',
      qlikTicketUrl: `${BI}/qps/broken`,
      qlikReportsUrl: `${BI}/sense/app/reports`,
    });

    await signInAt(page, 'customer', '/dashboard/Reports/qlik-reports');

    const apology = page.getByTestId('bi-report-unavailable');
    await expect(apology).toContainText(text('en-US', 'biReports.unavailable'));
    await expect(page.getByTestId('bi-report-frame')).toHaveCount(0);
    const asked = (await received()).filter((r) => r.url.startsWith('/qps/broken/ticket'));
    expect(asked.length).toBeGreaterThan(0);
    const xrfkey = new URL(asked.at(-1)!.url, BI).searchParams.get('xrfkey');
    expect(xrfkey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(asked.at(-1)!.headers['x-qlik-xrfkey']).toBe(xrfkey);
    expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({ UserDirectory: 'CUSTOMERHUB', UserId: 'customer' });
    await shots(page, 'bi-report-apology', () => expect(apology).toBeVisible());

    // The proxy repaired: the page opens with a one-time ticket, in a titled frame.
    await configureReports(request, { qlikTicketUrl: `${BI}/qps/hub` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard/Reports/qlik-reports');
    const frame = page.getByTitle(text('en-US', 'biReports.titles.qlik-reports'));
    await expect(frame).toHaveAttribute('src', new RegExp(`^${BI}/sense/app/reports\\?qlikTicket=fake-qlik-ticket-\\d+$`));
    await expect(page.frameLocator('[data-testid="bi-report-frame"]').getByRole('heading')).toHaveText(/Qlik Sense reports/);
    await shots(page, 'bi-report-qlik', () => expect(page.frameLocator('[data-testid="bi-report-frame"]').getByRole('heading')).toBeVisible());
  });

  test('Power BI: the page embeds the report with the embed token the server got from the local Power BI', async ({ page, request }) => {
    test.slow();
    await configureReports(request, {
      reportsProvider: 'powerBi',
      powerBiTenantId: 'contoso.onmicrosoft.com',
      powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b',
      powerBiWorkspaceId: '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c',
      powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
      powerBiClientSecret: 'e2e-client-secret',
    });
    const embeddedBefore = ((await (await fetch(`${BI}/__embedded`)).json()) as unknown[]).length;

    // powerbi-client frames only Power BI's own hosts; the browser's requests to it are answered by the stand-in.
    await page.route('https://app.powerbi.com/**', async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${BI}${url.pathname}${url.search}` }) });
    });
    await signInAndWait(page, 'customer');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/reports/power-bi/embed'));
    await page.goto('/dashboard/Reports/power-bi');
    const { accessToken, embedUrl } = (await (await answer).json()) as { accessToken: string; embedUrl: string };
    expect(accessToken).toMatch(/^fake-embed-token-\d+$/);
    expect(embedUrl.startsWith('https://app.powerbi.com/reportEmbed?')).toBe(true);

    // powerbi-client framed the report and handed it the token (the stand-in shows and reports it).
    const report = page.frameLocator('[data-testid="bi-report-power-bi"] iframe');
    await expect(report.locator('#token')).toHaveText(accessToken);
    await expect(page.getByTitle(text('en-US', 'biReports.titles.power-bi'))).toBeVisible();
    await expect.poll(async () => ((await (await fetch(`${BI}/__embedded`)).json()) as { accessToken: string }[]).slice(embeddedBefore).map((e) => e.accessToken)).toContain(accessToken);
    // The token was generated for the contact and their company (row-level security).
    const generated = (await received()).filter((r) => r.url.endsWith('/GenerateToken')).at(-1)!;
    expect(JSON.parse(generated.body)).toMatchObject({ accessLevel: 'View', identities: [{ username: 'customer', roles: ['Customer'], customData: 'LRG' }] });
    await shots(page, 'bi-report-power-bi', () => expect(report.locator('#token')).toHaveText(/fake-embed-token-\d+/));
  });
});
