import pg from 'pg';
import { and, count as count_, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/src/db/client.ts';
import { trips } from '../../server/src/db/schema/customer.ts';
import { documents } from '../../server/src/db/schema/documents.ts';
import { ledgerEntries } from '../../server/src/db/schema/ledger.ts';
import { generateLarge } from '../../server/src/seed/large.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { matches, termsOf } from '../../server/src/modules/global-search/repository.ts';
import type { GlobalSearchResponse } from '@customer-hub/contract/global-search';
import { DEFAULT_SECURITY_SETTINGS } from '@customer-hub/contract/settings';
import { freshDatabase } from './lib/postgres.ts';
import { startServer } from './lib/processes.ts';
import { httpGet, measure as measureLatency, type Latency } from './lib/latency.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const SCALE = Number(process.env.BENCH_LEDGER_SCALE ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const BUDGET_P95_MS = 50;
const PASSWORD = 'bench-password-2026';
const PERMISSIONS = '{SearchDocuments,Folders,IncidenceReports,Orders,ServiceReports,OtherLegalDocuments,CurrentAccounts,Trips,ContractLines}';
const CONTEXTS = ['CTrips', 'CCurrentAcc', 'COrders', 'CShipment', 'CInvoices', 'COtherDocuments', 'CContractLines'];

/**
 * The searches measured, against the generated text (server/src/seed/large.ts): a place that
 * about 4% of documents and 7% of trips name; a service followed by a place, which about 0.2% of
 * documents hold (and no trip or ledger entry); and a year of document numbers, which every
 * ledger entry of that year carries.
 */
const SEARCHES = [
  { name: '5 characters, common', search: 'porto' },
  { name: '12 characters, rare', search: 'limpeza faro' },
  { name: '5 characters, ledger numbers of a year', search: '2025/' },
];

const measure = (run: () => Promise<unknown>) => measureLatency(run, REQUESTS, WARM_UP);

/** A user of the company with the given code (a contact with every search context open), or staff without one. */
async function createUser(client: pg.Client, code: string | undefined, passwordHash: string): Promise<string> {
  const userName = `bench.search.${(code ?? 'admin').toLowerCase()}`;
  if (code) {
    await client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash, roles, permissions, company_id, tree_node_kind, tree_node_id)
       select $1, $1 || '@bench.example', 'Bench', $2, $3, '{Customer}', $4::text[], c.id, 'company', c.id from companies c where c.code = $2`,
      [userName, code, passwordHash, PERMISSIONS],
    );
  } else {
    await client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash, roles) values ($1, $1 || '@bench.example', 'Bench', 'Admin', $2, '{Admin}')`,
      [userName, passwordHash],
    );
  }
  return userName;
}

async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  const { access_token } = (await res.json()) as { access_token?: string };
  if (!access_token) throw new Error(`sign-in of ${username} failed (${res.status})`);
  return { authorization: `Bearer ${access_token}` };
}

/** How many rows of each searched table match, with the repository's own condition (matches()). */
async function matchCounts(db: Db, search: string, code: string | undefined) {
  const terms = termsOf(search);
  const count = async (table: typeof ledgerEntries | typeof documents | typeof trips) => {
    const company = code ? sql`${table.companyId} = (select id from companies where code = ${code})` : undefined;
    const [row] = await db.select({ n: count_() }).from(table).where(and(company, matches(table.searchText, terms)));
    return row?.n ?? 0;
  };
  return { entries: await count(ledgerEntries), documents: await count(documents), trips: await count(trips) };
}

const ms = (n: number) => `${fmt(n, 2)} ms`;
const latency = (l: Latency, floor: Latency) =>
  `p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  (x${fmt(l.p50 / floor.p50, 1)} / x${fmt(l.p95 / floor.p95, 1)} of SELECT 1 via app)`;
const hitsOf = (r: GlobalSearchResponse) => ({
  entries: r.currentAccounts.length,
  documents: r.searchDocuments.reduce((n, g) => n + g.searchDocInfos.length, 0),
  groups: r.searchDocuments.length,
  trips: r.trips.length,
});

/**
 * GET /api/GlobalSearch/getGlobalInformation over every context on PostgreSQL with SCALE × 1,000
 * ledger entries and documents and SCALE × 200 trips (1,000,000 / 1,000,000 / 200,000 over 1,000
 * companies by default): a common 5-character search, a rare 12-character one and a year of
 * ledger numbers, for a contact of the largest company, of a typical one and for an Admin who
 * searches every company (all budgeted), against `SELECT 1` through the same app and pool in the same run.
 */
export async function benchGlobalSearch(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_gs');
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  const client = new pg.Client({ connectionString: database.url });
  try {
    const migrated = await openDatabase({ url: database.url, poolSize: 1 });
    await migrated.migrate();
    await migrated.close();
    const generated = await generateLarge(database.url, SCALE, (line) => console.log(line));
    await client.connect();
    const passwordHash = await hashPassword(PASSWORD);
    const largest = await createUser(client, generated.largest.code, passwordHash);
    const typical = await createUser(client, generated.typical.code, passwordHash);
    const admin = await createUser(client, undefined, passwordHash);
    // The default settings ask staff for an emailed code at sign-in; the bench has no mailbox.
    await client.query(`insert into settings (key, value) values ('security', $1::jsonb) on conflict (key) do update set value = excluded.value`, [JSON.stringify({ ...DEFAULT_SECURITY_SETTINGS, twoFactorRequiredRoles: [] })]);

    app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1' });
    const base = `http://127.0.0.1:${app.port}`;
    const contexts = CONTEXTS.map((c) => `Contexts=${c}`).join('&');
    const url = (search: string) => `${base}/api/GlobalSearch/getGlobalInformation?${contexts}&search=${encodeURIComponent(search)}`;
    const direct = new pg.Pool({ connectionString: database.url, max: 1 });
    const counting = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      const selectDirect = await measure(async () => void (await direct.query('select 1')));
      const selectApp = await measure(() => httpGet(`${base}/bench/select-1`, {}));
      const figures: Figure[] = [
        { name: 'SELECT 1, direct pg round trip', value: `p50 ${ms(selectDirect.p50)}  p95 ${ms(selectDirect.p95)}` },
        { name: 'SELECT 1 through the app (HTTP + app pool)', value: `p50 ${ms(selectApp.p50)}  p95 ${ms(selectApp.p95)}` },
      ];
      for (const s of SEARCHES) {
        for (const [where, code] of [
          [`in ${generated.largest.code}`, generated.largest.code],
          ['in all companies', undefined],
        ] as const) {
          const c = await matchCounts(counting.db, s.search, code);
          figures.push({ name: `"${s.search}" matches ${where}`, value: `${fmt(c.entries)} ledger entries, ${fmt(c.documents)} documents, ${fmt(c.trips)} trips` });
        }
      }
      let ok = true;
      const size = (s: { entries: number; documents: number; trips: number }) => `${fmt(s.entries)} entries, ${fmt(s.documents)} documents, ${fmt(s.trips)} trips`;
      for (const [who, userName, budgeted] of [
        [`largest company (${size(generated.largest)})`, largest, true],
        [`typical company (${size(generated.typical)})`, typical, true],
        ['Admin, every company', admin, true],
      ] as const) {
        const auth = await signIn(base, userName);
        for (const s of SEARCHES) {
          const hits = hitsOf(JSON.parse(await httpGet(url(s.search), auth)) as GlobalSearchResponse);
          const l = await measure(() => httpGet(url(s.search), auth));
          const within = l.p95 <= BUDGET_P95_MS;
          if (budgeted) ok &&= within;
          figures.push({
            name: `${who}: "${s.search}" (${s.name})`,
            value: `${latency(l, selectApp)}  answers ${hits.entries} entries, ${hits.documents} documents (${hits.groups} groups), ${hits.trips} trips`,
            ...(budgeted ? { budget: `p95 <= ${BUDGET_P95_MS} ms`, ok: within } : {}),
          });
        }
      }
      printFigures(
        `Global search on PostgreSQL, every context: ${fmt(generated.entries)} ledger entries, ${fmt(generated.documents)} documents, ${fmt(generated.trips)} trips over ${fmt(generated.companies)} companies (generated in ${fmt(generated.seconds, 1)} s), ${REQUESTS} sequential requests each after ${WARM_UP} warm-up`,
        figures,
      );
      return ok;
    } finally {
      await direct.end();
      await counting.close();
    }
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    await database.drop();
  }
}
