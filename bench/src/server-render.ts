import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { httpGet, measure } from './lib/latency.ts';
import { freshDatabase } from './lib/postgres.ts';
import { acceptPendingPolicies } from './lib/privacy-policy.ts';
import { ROOT, startServer } from './lib/processes.ts';
import { fmt, printFigures } from './lib/report.ts';

const REQUESTS = Number(process.env.BENCH_SSR_REQUESTS ?? 300);
/**
 * Untimed requests first: a server renders Home for thousands of customers a day, and its p95 is
 * that of a process whose code the JIT has compiled. Home's render timed inside the server over
 * 1,000 requests in a row: p95 45 ms over the first 200, 28–31 ms over each 200 after (with 30
 * untimed, the measured 300 held most of that warm-up).
 */
const WARM_UP = Number(process.env.BENCH_SSR_WARM_UP ?? 200);
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Goal: a signed-in customer's Home rendered on the server answers within 30 ms at the 95th percentile. */
const P95_BUDGET_MS = 30;

async function throughput(url: string, headers: Record<string, string>): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * What rendering a page on the server costs: a signed-in customer's Home (shell, news, the
 * current account's figures, in their language) answered as HTML, against GetUserVM (the call
 * every screen makes) with the same session cookie, same server, same run. Sequential latency
 * (p50/p95/p99) and requests/s under CONNECTIONS concurrent clients.
 */
export async function benchServerRender(): Promise<boolean> {
  if (!fs.existsSync(path.join(ROOT, 'web', 'dist-ssr'))) throw new Error('Build the web app first: npm run build');
  const database = await freshDatabase('ch_bench_ssr');
  const app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const res = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'customer', password: process.env.DEMO_PASSWORD ?? 'demo-password-2026' }),
    });
    const { access_token } = (await res.json()) as { access_token: string };
    // Writes with the cookie must come from the app's pages: the policy is accepted with the bearer token.
    await acceptPendingPolicies(base, { authorization: `Bearer ${access_token}` });
    const headers = { cookie: `ch_session=${access_token}`, 'accept-language': 'en-US' };

    const home = `${base}/dashboard/Home`;
    const userVm = `${base}/api/Backoffice/User/GetUserVM`;
    const page = await httpGet(home, headers);
    // The figure is only worth printing if the server really drew Home with its data.
    if (!page.includes('data-server-rendered') || !page.includes('data-testid="page-title"')) throw new Error('Home was not rendered on the server (is SERVER_RENDER=0 set?)');

    const apiLatency = await measure(() => httpGet(userVm, headers), REQUESTS, WARM_UP);
    const homeLatency = await measure(() => httpGet(home, headers), REQUESTS, WARM_UP);
    const apiRate = await throughput(userVm, headers);
    const homeRate = await throughput(home, headers);
    const ok = homeLatency.p95 <= P95_BUDGET_MS;
    const lat = (l: typeof apiLatency) => `p50 ${fmt(l.p50, 1)} ms, p95 ${fmt(l.p95, 1)} ms, p99 ${fmt(l.p99, 1)} ms`;
    printFigures(`Server rendering's cost (${REQUESTS} sequential requests each after ${WARM_UP} untimed; then ${CONNECTIONS} connections for ${SECONDS} s), PostgreSQL`, [
      { name: 'GetUserVM with the session cookie (baseline)', value: `${lat(apiLatency)}; ${fmt(apiRate)} req/s` },
      { name: 'Home rendered on the server', value: `${lat(homeLatency)}; ${fmt(homeRate)} req/s; ${fmt(Buffer.byteLength(page) / 1024, 1)} KB of HTML` },
      { name: 'Home p95', value: `${fmt(homeLatency.p95, 1)} ms (${fmt(homeLatency.p95 / apiLatency.p95, 1)}× GetUserVM)`, budget: `<= ${P95_BUDGET_MS} ms`, ok },
      { name: 'requests/s Home / GetUserVM', value: fmt(homeRate / apiRate, 3) },
    ]);
    return ok;
  } finally {
    await app.stop();
    await database.drop();
  }
}
