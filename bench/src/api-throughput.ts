import autocannon from 'autocannon';
import { freshDatabase } from './lib/postgres.ts';
import { acceptPendingPolicies } from './lib/privacy-policy.ts';
import { startServer } from './lib/processes.ts';
import { fmt, printFigures } from './lib/report.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_RATIO = 0.25;

async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** Authenticated GetUserVM on PostgreSQL against a bare Fastify hello route, same machine, same run. */
export async function benchApiThroughput(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_api');
  const hello = await startServer('bench/src/servers/hello-server.ts');
  const app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url });
  try {
    const res = await fetch(`http://127.0.0.1:${app.port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'customer', password: process.env.DEMO_PASSWORD ?? 'demo-password-2026' }),
    });
    const { access_token } = (await res.json()) as { access_token: string };
    await acceptPendingPolicies(`http://127.0.0.1:${app.port}`, { authorization: `Bearer ${access_token}` });

    const baseline = await load(`http://127.0.0.1:${hello.port}/hello`);
    const measured = await load(`http://127.0.0.1:${app.port}/api/Backoffice/User/GetUserVM`, { authorization: `Bearer ${access_token}` });
    const ratio = measured / baseline;
    printFigures(`API throughput (${CONNECTIONS} connections, ${SECONDS} s each)`, [
      { name: 'bare Fastify hello (baseline)', value: `${fmt(baseline)} req/s` },
      { name: 'GetUserVM, authenticated, PostgreSQL', value: `${fmt(measured)} req/s` },
      { name: 'ratio GetUserVM / hello', value: fmt(ratio, 3), budget: `>= ${BUDGET_RATIO}`, ok: ratio >= BUDGET_RATIO },
    ]);
    return ratio >= BUDGET_RATIO;
  } finally {
    await app.stop();
    await hello.stop();
    await database.drop();
  }
}
