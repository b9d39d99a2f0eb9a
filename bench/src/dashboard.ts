import { openDatabase } from '../../server/src/db/client.ts';
import { generateLarge } from '../../server/src/seed/large.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { freshDatabase, withClient } from './lib/postgres.ts';
import { startServer } from './lib/processes.ts';
import { httpGet, measure as measureLatency } from './lib/latency.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const SCALE = Number(process.env.BENCH_LEDGER_SCALE ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const BUDGET_P95_MS = 50;
const PASSWORD = 'bench-password-2026';
/** Every permission a dashboard section needs, so every figure is computed. */
const PERMISSIONS = '{Dashboard,CurrentAccounts,PricesColumn,Requests,Orders,Trips,SearchDocuments,Folders,IncidenceReports,ServiceReports,OtherLegalDocuments,ContractOrganization}';

const measure = (run: () => Promise<unknown>) => measureLatency(run, REQUESTS, WARM_UP);

/** A company-wide contact of the company with the given code, holding every dashboard permission. */
async function createContact(url: string, code: string, passwordHash: string): Promise<string> {
  const userName = `bench.${code.toLowerCase()}`;
  await withClient(url, (client) =>
    client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash, roles, permissions, company_id, tree_node_kind, tree_node_id)
       select $1, $1 || '@bench.example', 'Bench', $2, $3, '{Customer}', $4::text[], c.id, 'company', c.id from companies c where c.code = $2`,
      [userName, code, passwordHash, PERMISSIONS],
    ),
  );
  return userName;
}

/**
 * The large seed holds ledger entries, documents and trips, not tickets, orders or contracts:
 * `perCompany` of each (a tenth as many contracts) for every company of the given codes, over the
 * last year, a third of the tickets closed with their closing history row.
 */
async function addOperations(url: string, codes: string[], perCompany: number): Promise<void> {
  await withClient(url, async (client) => {
    const nodes = `select c.id as company_id, bp.id as business_partner_id, s.id as site_id, c.code
      from companies c
      join lateral (select id from business_partners where company_id = c.id order by customer_no limit 1) bp on true
      left join lateral (select id from sites where business_partner_id = bp.id order by code limit 1) s on true
      where c.code = any($1::text[])`;
    await client.query(
      `insert into tickets (company_id, business_partner_id, site_id, ticket_no, type, status, title, description, created_at)
       select n.company_id, n.business_partner_id, case when g % 2 = 0 then n.site_id end, 'TK-B-' || g,
              (array['Service','Defect','Refund'])[1 + g % 3], (array['Pending','Confirming','Confirmed','Done','Canceled','Declined'])[1 + g % 6],
              'Bench ticket ' || g, 'Generated', timestamptz '2026-11-01' - (g % 365) * interval '1 day'
       from (${nodes}) n cross join generate_series(1, $2::int) g`,
      [codes, perCompany],
    );
    await client.query(
      `insert into ticket_history (company_id, ticket_id, from_status, to_status, at)
       select company_id, id, 'Pending', status, created_at + interval '3 days' from tickets
       where ticket_no like 'TK-B-%' and status in ('Done', 'Canceled', 'Declined')`,
    );
    await client.query(
      `insert into orders (company_id, business_partner_id, site_id, order_no, order_date, document_type, status, unit_of_measure, quantity, work_location, requested_task_date)
       select n.company_id, n.business_partner_id, n.site_id, 'OR-B-' || g, date '2026-11-26' - (g % 365), 'Service',
              (array['Confirming','Confirmed','Cancelled'])[1 + g % 3], 'Hour', 2, 'Main entrance', date '2026-12-01'
       from (${nodes}) n cross join generate_series(1, $2::int) g`,
      [codes, perCompany],
    );
    await client.query(
      `insert into contracts (company_id, business_partner_id, site_id, contract_no, title, start_date, status)
       select n.company_id, n.business_partner_id, n.site_id, 'CT-B-' || g, 'Bench contract ' || g, date '2026-01-01', (array['Pending','Approved'])[1 + g % 2]
       from (${nodes}) n cross join generate_series(1, $2::int / 10) g`,
      [codes, perCompany],
    );
    await client.query('analyze');
  });
}

async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  const { access_token } = (await res.json()) as { access_token?: string };
  if (!access_token) throw new Error(`sign-in of ${username} failed (${res.status})`);
  return { authorization: `Bearer ${access_token}` };
}

const ms = (n: number) => `${fmt(n, 2)} ms`;

/**
 * GET /api/dashboard on PostgreSQL with SCALE × 1,000 ledger entries (1,000,000 over 1,000
 * companies by default), for a company-wide contact of the largest company and of a typical one,
 * this month and the last 12 months, against `SELECT 1` through the same app and pool in the same run.
 */
export async function benchDashboard(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_dash');
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const migrated = await openDatabase({ url: database.url, poolSize: 1 });
    await migrated.migrate();
    await migrated.close();
    const generated = await generateLarge(database.url, SCALE, (line) => console.log(line));
    const operations = Math.max(100, Math.round(generated.largest.entries / 10));
    await addOperations(database.url, [generated.largest.code, generated.typical.code], operations);
    const passwordHash = await hashPassword(PASSWORD);
    const largest = await createContact(database.url, generated.largest.code, passwordHash);
    const typical = await createContact(database.url, generated.typical.code, passwordHash);

    app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1' });
    const base = `http://127.0.0.1:${app.port}`;
    const selectApp = await measure(() => httpGet(`${base}/bench/select-1`, {}));
    const figures: Figure[] = [{ name: 'SELECT 1 through the app (HTTP + app pool)', value: `p50 ${ms(selectApp.p50)}  p95 ${ms(selectApp.p95)}` }];
    let ok = true;
    for (const [who, userName, size] of [
      ['largest company', largest, generated.largest],
      ['typical company', typical, generated.typical],
    ] as const) {
      const auth = await signIn(base, userName);
      for (const period of ['month', '12m'] as const) {
        const l = await measure(() => httpGet(`${base}/api/dashboard?period=${period}`, auth));
        // The budget is the largest company's; a typical one is shown for comparison.
        const within = who === 'typical company' || l.p95 <= BUDGET_P95_MS;
        ok &&= within;
        figures.push({
          name: `${who} (${fmt(size.entries)} entries, ${fmt(size.documents)} documents, ${fmt(size.trips)} trips), period ${period}`,
          value: `p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  (x${fmt(l.p50 / selectApp.p50, 1)} / x${fmt(l.p95 / selectApp.p95, 1)} of SELECT 1 via app)`,
          ...(who === 'largest company' ? { budget: `p95 <= ${BUDGET_P95_MS} ms`, ok: within } : {}),
        });
      }
    }
    printFigures(
      `Dashboard on PostgreSQL: ${fmt(generated.entries)} ledger entries over ${fmt(generated.companies)} companies (generated in ${fmt(generated.seconds, 1)} s), plus ${fmt(operations)} tickets and orders and ${fmt(operations / 10)} contracts for each measured company; ${REQUESTS} sequential requests each after ${WARM_UP} warm-up`,
      figures,
    );
    return ok;
  } finally {
    await app?.stop();
    await database.drop();
  }
}
