import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase } from './lib/postgres.ts';
import { acceptPendingPolicies } from './lib/privacy-policy.ts';
import { startServer, type Started } from './lib/processes.ts';
import { percentiles } from './lib/latency.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const STREAMS = Number(process.env.BENCH_LOAD_STREAMS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';
/** Two instances should give this much of one instance's throughput, given the cores for both. */
const SCALE_GOAL = 1.7;
/** Cores for two instances, PostgreSQL, Redis, the balancer and the load generator. */
const CORES_FOR_SCALE = 8;

interface User {
  auth: Record<string, string>;
  download: string;
}

/** The request mix, in weights: what a busy Monday morning of customers asks. */
const MIX = [
  { name: 'current account', weight: 30 },
  { name: 'global search', weight: 15 },
  { name: 'dashboard', weight: 15 },
  { name: 'document download', weight: 20 },
  { name: 'notifications list', weight: 15 },
  { name: 'ticket creation', weight: 5 },
] as const;
const TOTAL_WEIGHT = MIX.reduce((n, m) => n + m.weight, 0);

function pick(): (typeof MIX)[number]['name'] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const m of MIX) if ((r -= m.weight) < 0) return m.name;
  return MIX[0].name;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** `USERS` contacts of the demo customer's company, with its permissions and place, and the demo password. */
async function createUsers(url: string): Promise<{ siteId: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash, roles, permissions, language, company_id, tree_node_kind, tree_node_id)
       select 'load.' || g, 'load.' || g || '@bench.example', 'Load', 'User ' || g, password_hash, roles, permissions, language, company_id, tree_node_kind, tree_node_id
       from users, generate_series(1, $1::int) g where user_name = 'customer'`,
      [USERS],
    );
    const { rows } = await client.query<{ id: string }>(`select s.id from sites s join users u on u.company_id = s.company_id where u.user_name = 'customer' order by s.id limit 1`);
    return { siteId: rows[0]!.id };
  } finally {
    await client.end();
  }
}

/** The first document of the first section that has one, for the demo customer. */
async function firstDocument(base: string, auth: Record<string, string>): Promise<string> {
  const sections = await json<{ section: string }[]>(await fetch(`${base}/api/documents/sections`, { headers: auth }), 'document sections');
  for (const { section } of sections) {
    const list = await json<{ items: { id: string }[] }>(await fetch(`${base}/api/documents?section=${section}&pageSize=1`, { headers: auth }), 'documents');
    if (list.items[0]) return list.items[0].id;
  }
  throw new Error('the demo customer has no document to download');
}

/** Signs every user in (20 at a time), accepts the demo's privacy policy and takes a download reference. */
async function signInAll(base: string): Promise<{ users: User[]; seconds: number }> {
  const started = performance.now();
  const users: User[] = [];
  let documentId: string | undefined;
  const one = async (i: number) => {
    const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `load.${i}`, password: PASSWORD }) });
    const { access_token } = await json<{ access_token: string }>(res, `sign-in of load.${i}`);
    const auth = { authorization: `Bearer ${access_token}` };
    await acceptPendingPolicies(base, auth);
    if (!documentId) documentId = await firstDocument(base, auth);
    const reference = await json<string>(await fetch(`${base}/api/documents/download-link/${documentId}`, { headers: auth }), 'download link');
    users.push({ auth, download: `/api/Common/DownloadFile?FilePath=${encodeURIComponent(reference)}` });
  };
  await one(1);
  for (let i = 2; i <= USERS; i += 20) await Promise.all(Array.from({ length: Math.min(20, USERS - i + 1) }, (_, k) => one(i + k)));
  return { users, seconds: (performance.now() - started) / 1000 };
}

/** Opens `count` notification streams, round robin over the users; answers a function closing them. */
async function openStreams(port: number, users: User[], count: number): Promise<() => void> {
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { accept: 'text/event-stream', ...users[i % users.length]!.auth }, agent: false }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
          res.resume();
          resolve();
        });
        req.on('error', () => undefined);
        requests.push(req);
      }),
    ),
  );
  return () => requests.forEach((r) => r.destroy());
}

interface Run {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** The mixed load through the balancer on `port` for SECONDS, after a short warm-up. */
async function mixedLoad(port: number, users: User[], siteId: string): Promise<Run> {
  let n = 0;
  const request = {
    setupRequest: (req: Record<string, unknown>) => {
      const user = users[n++ % users.length]!;
      const headers = { ...user.auth, 'content-type': 'application/json' };
      switch (pick()) {
        case 'current account':
          return { ...req, method: 'GET', path: '/api/current-account?page=1&pageSize=20', headers };
        case 'global search':
          return { ...req, method: 'GET', path: '/api/GlobalSearch/getGlobalInformation?search=porto', headers };
        case 'dashboard':
          return { ...req, method: 'GET', path: '/api/dashboard?period=12m', headers };
        case 'document download':
          return { ...req, method: 'GET', path: user.download, headers };
        case 'notifications list':
          return { ...req, method: 'GET', path: '/api/notifications?page=1&pageSize=20', headers };
        default:
          return { ...req, method: 'POST', path: '/api/tickets', headers, body: JSON.stringify({ type: 'Service', title: `Load ${n}`, description: 'Raised by the load bench', siteId }) };
      }
    },
  };
  const options = { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, requests: [request] } as unknown as autocannon.Options;
  await autocannon({ ...options, duration: 3 });
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: SECONDS }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return { rps: result.requests.average, ...percentiles(samples), requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

interface Memory {
  rss: number;
  heapUsed: number;
}

async function memoryOf(port: number): Promise<Memory> {
  const res = await fetch(`http://127.0.0.1:${port}/bench/memory`);
  return (await res.json()) as Memory;
}

const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024)} MB`;
const memory = (before: Memory, after: Memory) => `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)}`;

/** One run: `instances` app servers behind the round-robin balancer, sharing PostgreSQL and Redis. */
async function runWith(instances: Started[], users: User[], siteId: string) {
  const proxy = await startServer('bench/src/servers/round-robin-proxy.ts', { PROXY_BACKENDS: instances.map((i) => i.port).join(',') });
  try {
    const before = await Promise.all(instances.map((i) => memoryOf(i.port)));
    const closeStreams = await openStreams(proxy.port, users, STREAMS);
    const run = await mixedLoad(proxy.port, users, siteId);
    closeStreams();
    const after = await Promise.all(instances.map((i) => memoryOf(i.port)));
    return { run, before, after };
  } finally {
    await proxy.stop();
  }
}

/**
 * `npm run bench -- load`: USERS customers signed in, then a mix of current account, global
 * search, dashboard, document download, notifications list and ticket creation, with STREAMS
 * notification streams held open — through a round-robin TCP balancer in front of one app
 * instance, then of two sharing PostgreSQL and Redis. Prints throughput, latency, errors and
 * memory of each, and the scale factor from one instance to two (judged only on a machine with
 * the cores for two instances and their databases).
 */
export async function benchLoad(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_load');
  const env = { BENCH_DB_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const first = await startServer('bench/src/servers/app-server.ts', { ...env, BENCH_DEMO_DOCUMENTS: '1' });
  let second: Started | undefined;
  try {
    const { siteId } = await createUsers(database.url);
    const { users, seconds } = await signInAll(`http://127.0.0.1:${first.port}`);
    const one = await runWith([first], users, siteId);
    second = await startServer('bench/src/servers/app-server.ts', { ...env, BENCH_SKIP_DEMO: '1' });
    const two = await runWith([first, second], users, siteId);
    const cores = os.availableParallelism();
    const factor = two.run.rps / one.run.rps;
    const judged = cores >= CORES_FOR_SCALE;
    const row = (name: string, r: Awaited<ReturnType<typeof runWith>>): Figure[] => [
      { name: `${name}: throughput`, value: `${fmt(r.run.rps)} req/s (${fmt(r.run.requests)} requests)` },
      { name: `${name}: latency`, value: `p50 ${fmt(r.run.p50)} ms  p95 ${fmt(r.run.p95)} ms  p99 ${fmt(r.run.p99)} ms` },
      { name: `${name}: errors`, value: `${fmt(r.run.errors)} errors, ${fmt(r.run.non2xx)} non-2xx answers`, budget: '0', ok: r.run.errors + r.run.non2xx === 0 },
      { name: `${name}: memory after GC`, value: r.before.map((b, i) => memory(b, r.after[i]!)).join('; ') },
    ];
    const figures: Figure[] = [
      { name: 'cores', value: `${cores} (load generator, balancer, instances, PostgreSQL and Redis share them)` },
      { name: 'sign-in of every user', value: `${fmt(USERS)} users in ${fmt(seconds, 1)} s (${fmt(USERS / seconds, 1)} per second, 20 at a time, with policy acceptance and a download reference)` },
      ...row('one instance', one),
      ...row('two instances', two),
      judged
        ? { name: 'scale factor, two instances / one', value: fmt(factor, 2), budget: `>= ${SCALE_GOAL}`, ok: factor >= SCALE_GOAL }
        : { name: 'scale factor, two instances / one', value: `${fmt(factor, 2)} (goal ${SCALE_GOAL} judged with ${CORES_FOR_SCALE}+ cores; this machine has ${cores})` },
    ];
    printFigures(`Mixed load: ${fmt(USERS)} users, ${CONNECTIONS} connections, ${STREAMS} notification streams open, ${SECONDS} s per run; mix ${MIX.map((m) => `${m.name} ${m.weight}%`).join(', ')}`, figures);
    return figures.every((f) => f.ok !== false);
  } finally {
    await second?.stop();
    await first.stop();
    await database.drop();
  }
}
