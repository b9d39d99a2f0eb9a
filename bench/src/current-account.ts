import pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { generateLarge } from '../../server/src/seed/large.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { freshDatabase } from './lib/postgres.ts';
import { startServer } from './lib/processes.ts';
import { httpGet, measure as measureLatency } from './lib/latency.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const SCALE = Number(process.env.BENCH_LEDGER_SCALE ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const BUDGET_P95_MS = 20;
const PASSWORD = 'bench-password-2026';

const measure = (run: () => Promise<unknown>) => measureLatency(run, REQUESTS, WARM_UP);

/** A contact of the company with the given code, allowed to see the current account with prices. */
async function createContact(url: string, code: string, passwordHash: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const userName = `bench.${code.toLowerCase()}`;
    await client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash, roles, permissions, company_id, tree_node_kind, tree_node_id)
       select $1, $1 || '@bench.example', 'Bench', $2, $3, '{Customer}', '{CurrentAccounts,PricesColumn}', c.id, 'company', c.id from companies c where c.code = $2`,
      [userName, code, passwordHash],
    );
    return userName;
  } finally {
    await client.end();
  }
}

async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  const { access_token } = (await res.json()) as { access_token?: string };
  if (!access_token) throw new Error(`sign-in of ${username} failed (${res.status})`);
  return { authorization: `Bearer ${access_token}` };
}

const ms = (n: number) => `${fmt(n, 2)} ms`;

/**
 * GET /api/current-account on PostgreSQL with SCALE × 1,000 ledger entries (1,000,000 over 1,000
 * companies by default): first page, filtered, sorted, for a contact of the largest company and
 * of a typical one, against `SELECT 1` through the same app and pool in the same run.
 */
export async function benchCurrentAccount(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_ca');
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const migrated = await openDatabase({ url: database.url, poolSize: 1 });
    await migrated.migrate();
    await migrated.close();
    const generated = await generateLarge(database.url, SCALE, (line) => console.log(line));
    const passwordHash = await hashPassword(PASSWORD);
    const largest = await createContact(database.url, generated.largest.code, passwordHash);
    const typical = await createContact(database.url, generated.typical.code, passwordHash);

    app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1' });
    const base = `http://127.0.0.1:${app.port}`;
    const direct = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const selectDirect = await measure(async () => void (await direct.query('select 1')));
      const selectApp = await measure(() => httpGet(`${base}/bench/select-1`, {}));
      const queries = [
        { name: 'first page (post date desc)', query: '' },
        { name: 'filtered (Invoice, open, 2026-01-01..2026-10-31)', query: 'documentType=Invoice&state=open&from=2026-01-01&to=2026-10-31' },
        { name: 'sorted (amount asc)', query: 'sort=amount&direction=asc' },
      ];
      const figures: Figure[] = [
        { name: 'SELECT 1, direct pg round trip', value: `p50 ${ms(selectDirect.p50)}  p95 ${ms(selectDirect.p95)}` },
        { name: 'SELECT 1 through the app (HTTP + app pool)', value: `p50 ${ms(selectApp.p50)}  p95 ${ms(selectApp.p95)}` },
      ];
      let ok = true;
      for (const [who, userName, size] of [
        ['largest company', largest, generated.largest.entries],
        ['typical company', typical, generated.typical.entries],
      ] as const) {
        const auth = await signIn(base, userName);
        for (const q of queries) {
          const l = await measure(() => httpGet(`${base}/api/current-account${q.query ? `?${q.query}` : ''}`, auth));
          const within = l.p95 <= BUDGET_P95_MS;
          ok &&= within;
          figures.push({
            name: `${who} (${fmt(size)} entries): ${q.name}`,
            value: `p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  (x${fmt(l.p50 / selectApp.p50, 1)} / x${fmt(l.p95 / selectApp.p95, 1)} of SELECT 1 via app)`,
            budget: `p95 <= ${BUDGET_P95_MS} ms`,
            ok: within,
          });
        }
      }
      printFigures(
        `Current account on PostgreSQL: ${fmt(generated.entries)} ledger entries over ${fmt(generated.companies)} companies (generated in ${fmt(generated.seconds, 1)} s), ${REQUESTS} sequential requests each after ${WARM_UP} warm-up`,
        figures,
      );
      return ok;
    } finally {
      await direct.end();
    }
  } finally {
    await app?.stop();
    await database.drop();
  }
}
