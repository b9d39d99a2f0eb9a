import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { LocalBlobStore } from '../../server/src/lib/storage/local-store.ts';
import { runRetention } from '../../server/src/modules/retention/service.ts';
import { percentiles, type Latency } from './lib/latency.ts';
import { freshDatabase, withClient } from './lib/postgres.ts';
import { startServer } from './lib/processes.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

/** Expired log rows the job removes: half sign-in log, a quarter each system and audit log. */
const EXPIRED = Number(process.env.BENCH_RETENTION_ROWS ?? 1_000_000);
/** Rows within their time that must stay, per log. */
const CURRENT = 10_000;
const BASELINE_SIGN_INS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_RATIO = 2;
const PASSWORD = 'bench-password-2026';
const USER = 'bench.retention';

/** The expired and current rows of the three logs, and one contact who signs in. */
async function seed(url: string): Promise<void> {
  const login = EXPIRED / 2;
  const other = EXPIRED / 4;
  await withClient(url, async (client) => {
    await client.query(
      `insert into login_logs (user_name, ip, user_agent, result, stage, created_at)
       select 'old.user.' || (g % 5000), '198.51.100.' || (g % 250), 'Bench/1.0', 'Success', 'password', now() - interval '400 days' - g * interval '1 second'
       from generate_series(1, $1::int) g`,
      [login],
    );
    await client.query(
      `insert into system_logs (level, machine_name, context, short_message, created_at)
       select 'Error', 'bench', 'bench', 'An old error ' || g, now() - interval '400 days' - g * interval '1 second' from generate_series(1, $1::int) g`,
      [other],
    );
    await client.query(
      `insert into audit_log (user_name, context, message, created_at)
       select 'old.user.' || (g % 5000), 'bench', 'An old change ' || g, now() - interval '400 days' - g * interval '1 second' from generate_series(1, $1::int) g`,
      [other],
    );
    for (const table of ['login_logs', 'system_logs', 'audit_log']) {
      const columns =
        table === 'login_logs'
          ? [`user_name, result, created_at`, `'new.user', 'Success', now() - g * interval '1 minute'`]
          : table === 'system_logs'
            ? [`level, machine_name, context, short_message, created_at`, `'Error', 'bench', 'bench', 'A new error', now() - g * interval '1 minute'`]
            : [`user_name, context, message, created_at`, `'new.user', 'bench', 'A new change', now() - g * interval '1 minute'`];
      await client.query(`insert into ${table} (${columns[0]}) select ${columns[1]} from generate_series(1, $1::int) g`, [CURRENT]);
    }
    await client.query(
      `insert into companies (code, name) values ('BENCH-RET', 'Bench retention');
       insert into users (user_name, email, first_name, last_name, password_hash, roles, permissions, company_id, tree_node_kind, tree_node_id, email_verified_at)
       select '${USER}', '${USER}@bench.example', 'Bench', 'Retention', '${await hashPassword(PASSWORD)}', '{Customer}', '{}', c.id, 'company', c.id, now() from companies c where c.code = 'BENCH-RET'`,
    );
    // The day's scheduled run has happened (an hour ago), so the app's own daily check gives way and the bench starts the run.
    await client.query(`insert into retention_runs (trigger, status, started_at, finished_at) values ('schedule', 'done', now() - interval '1 hour', now() - interval '1 hour')`);
    await client.query('analyze');
  });
}

async function signIn(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed (${res.status})`);
  return performance.now() - started;
}

const count = (url: string, table: string) => withClient(url, async (client) => Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n));
const ms = (l: Latency) => `p50 ${fmt(l.p50, 1)} ms  p95 ${fmt(l.p95, 1)} ms`;

/**
 * The retention job on PostgreSQL removing EXPIRED log rows (1,000,000 by default: sign-in, system
 * and audit log) while a contact signs in over and over through the app: sign-in's p95 during the
 * job against its p95 before it, in the same run. The job runs on a second instance's pool (as on a
 * deployment of several instances), in its batches; a sign-in writes to the sign-in log the job is
 * deleting from, so a lock held across batches would show here.
 */
export async function benchRetention(): Promise<boolean> {
  const database = await freshDatabase('ch_bench_ret');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-bench-ret-'));
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const job = await openDatabase({ url: database.url, poolSize: 2 });
    await job.migrate();
    const seeded = performance.now();
    await seed(database.url);
    const seedSeconds = (performance.now() - seeded) / 1000;
    app = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1', RATE_LIMIT_PER_MINUTE: '10000' });
    const base = `http://127.0.0.1:${app.port}`;

    for (let i = 0; i < 10; i++) await signIn(base);
    const before: number[] = [];
    for (let i = 0; i < BASELINE_SIGN_INS; i++) before.push(await signIn(base));

    const during: number[] = [];
    let running = true;
    const started = performance.now();
    const run = runRetention({ db: job.db, files: new LocalBlobStore(filesDir) }).finally(() => {
      running = false;
    });
    while (running) during.push(await signIn(base));
    const result = await run;
    const jobSeconds = (performance.now() - started) / 1000;
    if (!result || result.status !== 'done') throw new Error(`retention run did not end done: ${JSON.stringify(result)}`);
    const removed = (result.removed.loginLog ?? 0) + (result.removed.systemLog ?? 0) + (result.removed.auditLog ?? 0);
    const left = { login: await count(database.url, "login_logs where user_name <> 'bench.retention'"), system: await count(database.url, 'system_logs'), audit: await count(database.url, "audit_log where context = 'bench'") };
    // Everything expired went; everything current stayed (the job's own summary line is in the system log).
    if (removed !== EXPIRED || left.login !== CURRENT || left.system !== CURRENT + 1 || left.audit !== CURRENT) {
      throw new Error(`retention bench: removed ${removed}, left ${JSON.stringify(left)}`);
    }
    await job.close();

    const p = { before: percentiles(before), during: percentiles(during) };
    const ratio = p.during.p95 / p.before.p95;
    const ok = ratio <= BUDGET_RATIO;
    const figures: Figure[] = [
      { name: `sign-in before the job (baseline, ${before.length} sequential)`, value: ms(p.before) },
      { name: `sign-in during the job (${during.length} sequential)`, value: `${ms(p.during)}  x${fmt(ratio, 2)} of before (p95)`, budget: `p95 <= x${BUDGET_RATIO} of before`, ok },
      { name: 'the job: rows removed', value: `${fmt(removed)} in ${fmt(jobSeconds, 1)} s (${fmt(removed / jobSeconds)} rows/s, batches of 5,000)` },
    ];
    printFigures(
      `Retention on PostgreSQL: ${fmt(EXPIRED)} expired log rows (sign-in ${fmt(EXPIRED / 2)}, system and audit ${fmt(EXPIRED / 4)} each; seeded in ${fmt(seedSeconds, 1)} s) beside ${fmt(CURRENT)} current rows per log`,
      figures,
    );
    return ok;
  } finally {
    await app?.stop();
    await database.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
