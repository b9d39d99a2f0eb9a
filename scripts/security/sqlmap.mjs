// SQL injection probe with sqlmap (Debian package `sqlmap`) over every list and search route.
//
// Starts the server on a free port against a scratch database with the demo data (a new
// PostgreSQL database on TEST_DATABASE_URL when set, dropped afterwards; else PGlite in a temp
// folder), signs in as the demo admin and the demo main contact, reads the OpenAPI document the
// server serves, and runs sqlmap in batch mode on each GET route that declares query parameters,
// testing exactly those parameters with the bearer header.
//
// Level 1 / risk 1, techniques B, E, U (boolean-blind, error-based, UNION): every query
// parameter is tested with sqlmap's default payload set for them, which is what an injection in
// a Drizzle-built WHERE/ORDER BY/LIMIT would answer to. Time-based (T) and stacked (S) payloads
// are left out: they sleep per payload and would take the run from minutes to hours; higher
// levels only add cookie/header injection points, which this API does not read into SQL.
//
// A parameter flagged once is tested again in a fresh sqlmap session and counts only if flagged
// again: on a busy machine a slow answer can make boolean-blind pages differ by chance (seen
// twice in ~40 routes on a loaded 2-core box, neither reproducible). Routes are probed
// SQLMAP_JOBS (default 4) at a time, each in its own sqlmap session: 51 routes, 301 parameters in
// 94 s instead of 119 s one at a time (measured back to back on a busy 2-core box). Each route's base
// query is built from its schema (first enum value, a date, a uuid, a number, a word) so that it
// passes validation, with ids, a download reference and a search term taken from the demo data
// where a made-up value would stop at a 404 (realValues); a route whose base answer is not 2xx
// (or the 4xx it names) is printed, as its payloads may stop at validation before any SQL.
//
// Prints one line per route and "R routes, P parameters, 0 injectable"; exits 1 if sqlmap
// reports any parameter injectable (or cannot run). Usage: node scripts/security/sqlmap.mjs
// (SQLMAP_ROUTES=<regex> limits the run to the matching paths.)
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freshDatabase } from '../proof/lib.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const started = Date.now();
const SQLMAP = process.env.SQLMAP ?? 'sqlmap';
const DEMO_PASSWORD = 'demo-password-2026';

if (spawnSync(SQLMAP, ['--version'], { encoding: 'utf8' }).status !== 0) {
  console.error(`sqlmap not found (${SQLMAP}); install it with: apt-get install -y sqlmap`);
  process.exit(1);
}

/** A scratch database on the PostgreSQL of TEST_DATABASE_URL, or none (the embedded one). */
async function scratchDatabase() {
  if (!process.env.TEST_DATABASE_URL) return { url: undefined, drop: async () => {} };
  return freshDatabase(`ch_sqlmap_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-sqlmap-'));
const db = await scratchDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    TSX_TSCONFIG_PATH: path.join(root, 'server', 'tsconfig.json'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: workDir,
    DEMO: 'true',
    DEMO_PASSWORD,
    OPENAPI_UI: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 1;
try {
  await waitForServer();
  const tokens = { admin: await signIn('admin'), customer: await signIn('customer') };
  const doc = await (await fetch(`${base}/api/docs/json`)).json();
  const routes = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    const query = (item.get?.parameters ?? []).filter((x) => x.in === 'query');
    const params = query.map((x) => x.name);
    const values = Object.fromEntries(query.map((x) => [x.name, sampleOf(x.schema ?? {})]));
    if (!params.length || p.includes('{') || p.endsWith('/stream')) continue;
    if (process.env.SQLMAP_ROUTES && !new RegExp(process.env.SQLMAP_ROUTES).test(p)) continue;
    routes.push({ path: p, params, values });
  }
  // Values of the demo data where a made-up one stops the request before its query runs.
  const real = await realValues(tokens);
  for (const route of routes) {
    const known = real[route.path];
    if (!known) continue;
    Object.assign(route.values, Object.fromEntries(Object.entries(known.values).filter(([k]) => route.params.includes(k))));
    route.as = known.as;
    route.answers = known.answers;
  }

  let parameters = 0;
  const injectable = [];
  const failures = [];
  /** One route, start to verdict; its lines are printed together when it ends. */
  const probeRoute = async (route) => {
    const lines = [];
    // Staff routes as the admin; a contact's own routes (dashboard, BI) as the main contact.
    const token = route.as ? tokens[route.as] : (await probe(route.path, tokens.admin)) ? tokens.admin : tokens.customer;
    const t0 = Date.now();
    // The base request must pass validation, or every payload would stop at a 400 before any SQL.
    const base200 = await statusOf(`${route.path}?${queryOf(route)}`, token, lines);
    if (base200 >= 300 && base200 !== route.answers) lines.push(`${route.path}: the base request answers ${base200}; payloads may not reach the database`);
    let { found, failed, out } = await sqlmap(route, route.params, token);
    // A busy machine can make two pages differ by chance (a slow answer, a timeout): a finding
    // counts only when a second, fresh run on the same parameters finds it again.
    if (found.length) {
      const again = await sqlmap(route, found, token);
      if (!again.found.length) lines.push(`${route.path}: ${found.join(', ')} flagged once, not on the second run (not counted)`);
      found = found.filter((p) => again.found.includes(p));
      out = again.out;
    }
    parameters += route.params.length;
    if (found.length) injectable.push(`${route.path}: ${found.join(', ')}`);
    const verdict = found.length ? `INJECTABLE ${found.join(', ')}` : failed ? 'sqlmap failed' : 'not injectable';
    lines.push(`${route.path} [${route.params.join(', ')}]: ${verdict} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    if (found.length) lines.push(out.slice(out.indexOf('identified the following injection point'), out.indexOf('identified the following injection point') + 2000));
    if (failed) {
      lines.push(out.split('\n').slice(-15).join('\n'));
      failures.push(`${route.path}: sqlmap failed`);
    }
    console.log(lines.join('\n'));
  };
  // A few routes at once: a sqlmap run mostly waits (its Python start, the pause of its stability
  // check, each answer), so SQLMAP_JOBS runs side by side keep the server busy instead of idle.
  // Each route is still tested alone by its own sqlmap session, with the same payloads.
  const queue = [...routes];
  const jobs = Math.max(1, Number(process.env.SQLMAP_JOBS ?? 4));
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let route = queue.shift(); route; route = queue.shift()) await probeRoute(route);
  }));
  console.log(`${routes.length} routes, ${parameters} parameters, ${injectable.length} injectable (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const line of [...injectable, ...failures]) console.log(`  ${line}`);
  exitCode = injectable.length || failures.length ? 1 : 0;
} catch (err) {
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.drop().catch((err) => console.error(`could not drop the scratch database: ${err.message}`));
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready in 150 s');
}

async function signIn(username) {
  const res = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  // Accept the privacy policies awaiting the user, as the web's gate would.
  const headers = { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' };
  for (;;) {
    const pending = await (await fetch(`${base}/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove`, { headers })).json();
    if (!pending) return body.access_token;
    const ok = await fetch(`${base}/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance`, { method: 'POST', headers, body: JSON.stringify({ id: pending.id, accepted: true }) });
    if (!ok.ok) throw new Error(`accepting privacy policy ${pending.id} failed: ${ok.status}`);
  }
}

/** One sqlmap run on `params` of `route`: the parameters it reports injectable, and whether it failed to run. */
async function sqlmap(route, params, token) {
  const query = queryOf(route);
  const outDir = path.join(workDir, 'sqlmap', `${route.path.replace(/\W+/g, '_')}-${randomUUID().slice(0, 8)}`);
  const args = [
    '-u', `${base}${route.path}?${query}`,
    '-p', params.join(','),
    '-H', `Authorization: Bearer ${token}`,
    '--batch', '--level=1', '--risk=1', '--technique=BEU', '--dbms=PostgreSQL',
    '--disable-coloring', '--flush-session', '--output-dir', outDir, '--threads=2', '--timeout=30', '--retries=2',
  ];
  const child = spawn(SQLMAP, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  const status = await new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('close', (code) => resolve(code));
  });
  const out = Buffer.concat(chunks).toString('utf8');
  const found = [...new Set([...out.matchAll(/Parameter: (\S+) \(GET\)/g)].map((m) => m[1]))];
  const failed = status !== 0 && !/all tested parameters do not appear to be injectable/.test(out);
  return { found, failed, out, status };
}

/**
 * Ids and references of the demo data for the routes that need real ones: the main contact's
 * company, its first site and business partner, a download reference of its first document.
 */
async function realValues(tokens) {
  const get = async (url, token) => {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json();
  };
  const me = await get('/api/Backoffice/User/GetUserVM', tokens.customer);
  const company = (await get(`/api/companies?page=1&pageSize=5&search=${encodeURIComponent(me.companyName)}`, tokens.admin)).items.find((c) => c.name === me.companyName);
  const site = (await get('/api/sites?page=1&pageSize=1', tokens.customer)).items[0];
  let document;
  for (const section of ['Invoices', 'Budgets', 'Folders', 'ServiceReports']) {
    document ??= (await get(`/api/documents?section=${section}&page=1&pageSize=1`, tokens.customer)).items[0];
  }
  if (!document) throw new Error('the demo data has no document the main contact may download');
  const reference = await get(`${document.downloadLink}${document.id}`, tokens.customer);
  const place = { companyId: company.id, siteId: site.id, businessPartnerId: site.businessPartnerId };
  // Lists taking a repeated or comma-separated value declare no enum in the document.
  const ledger = { ...place, documentType: 'Invoice', state: 'open' };
  return {
    // The link's token is hashed before it is looked up: TOKEN_INVALID is the answer once that query ran.
    '/api/account/token-info': { values: {}, answers: 400 },
    '/api/tickets/form-options': { values: place },
    '/api/org-chart': { values: place },
    '/api/current-account': { values: ledger, as: 'customer' },
    '/api/current-account/export': { values: ledger, as: 'customer' },
    '/api/GlobalSearch/getGlobalInformation': { values: { search: '2025/' } },
    '/api/current-account/statement': { values: place, as: 'customer' },
    '/api/dashboard': { values: { period: 'custom', siteId: site.id }, as: 'customer' },
    '/api/Common/DownloadFile': { values: { FilePath: reference }, as: 'customer' },
  };
}

/** A schema's enum, wherever its union or array puts it. */
function enumOf(schema) {
  if (schema.enum?.length) return schema.enum;
  for (const x of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.items ? [schema.items] : [])]) {
    const found = enumOf(x);
    if (found) return found;
  }
  return undefined;
}

/** A valid value for a query parameter's schema: the first enum value, a date, a uuid, a number, a word. */
function sampleOf(schema) {
  const options = schema.anyOf ?? schema.oneOf;
  const s = options?.find((x) => x.type !== 'null') ?? schema;
  const values = enumOf(schema);
  if (values) return String(values[0]);
  if (s.type === 'array') return sampleOf(s.items ?? {});
  if (s.type === 'integer' || s.type === 'number') return String(Math.max(1, s.minimum ?? 1));
  if (s.type === 'boolean') return 'true';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (s.pattern && /\\d\{4\}-/.test(s.pattern)) return '2026-01-01';
  // A word as long as the schema asks (a search needs 3 characters, a link's token 16 or more).
  return 'abc'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? Infinity);
}

function queryOf(route) {
  return route.params.map((n) => `${encodeURIComponent(n)}=${encodeURIComponent(route.values[n])}`).join('&');
}

async function statusOf(url, token, lines) {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (res.status >= 300) lines.push(`  ${url}: ${body.slice(0, 300)}`);
  return res.status;
}

/** Whether `token` may call `p` at all (not 401/403), so sqlmap probes past the policy. */
async function probe(p, token) {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status !== 401 && res.status !== 403;
}
