// What the proof checks share: the app started as a real child process (so kill -9 is real),
// throwaway PostgreSQL and Redis servers of their own (the machine's shared ones are never
// stopped), an SMTP sink, sign-in, and printing figures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const quick = process.argv.includes('--quick');
export const SHARED_PG = process.env.PROOF_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DEMO_PASSWORD = 'demo-password-2026';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const tempDirs = [];
// Data folders, logs and throwaway databases' files go when the check ends.
process.on('exit', () => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

export function tempDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ch-proof-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/**
 * Starts server/src/main.ts as `npm start` does (production, demo data), on a free port. Answers
 * { base, child, kill9(), term(), exited } once /health/ready answers 200.
 */
export async function startApp(env, { readyTimeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_IP_LOCK_AFTER: '10000',
      WORKER_POLL_MS: '200',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'server', 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(String(chunk));
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the app exited while starting:\n${log.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app was not ready within ${readyTimeoutMs} ms:\n${log.join('')}`);
    }
    try {
      const res = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    base,
    port,
    child,
    exited,
    log,
    kill9: async () => {
      child.kill('SIGKILL');
      return exited;
    },
    term: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Signs a demo user in and accepts the privacy policy awaiting them; answers the auth header. */
export async function signIn(base, username) {
  const res = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  const { access_token } = await res.json();
  const headers = { authorization: `Bearer ${access_token}` };
  for (;;) {
    const pending = await (await fetch(`${base}/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove`, { headers })).json();
    if (!pending) return headers;
    const decided = await fetch(`${base}/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: pending.id, accepted: true }),
    });
    if (!decided.ok) throw new Error(`accepting privacy policy ${pending.id} failed (${decided.status})`);
  }
}

/** A fresh database on the shared PostgreSQL (only CREATE/DROP DATABASE; the server is never stopped). */
export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: SHARED_PG });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SHARED_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: SHARED_PG });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Runs one query on a PostgreSQL URL with a short-lived client. */
export async function queryPg(url, text, values = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

const PG_BIN = '/usr/lib/postgresql/15/bin';
/**
 * A PostgreSQL 15 server of this check's own (initdb in a temp folder owned by postgres, a free
 * port), which it may stop and start. Answers { url, stop(), start(), destroy() }.
 */
export async function ownPostgres() {
  const dir = tempDir('pg');
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asPostgres = (args) => {
    const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${args.join(' ')}: ${r.stdout}${r.stderr}`);
  };
  asPostgres([`${PG_BIN}/initdb`, '-D', data, '--username=postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  // Fast mode: sessions are ended, as a failover or a restart would.
  const stop = () => asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of this check's own on a free port, without persistence. */
export async function ownRedis() {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (await new Promise((r) => net.connect(port, '127.0.0.1').once('connect', function () { this.end(); r(true); }).once('error', () => r(false)))) return;
      await sleep(100);
    }
    throw new Error('redis-server did not start');
  };
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/**
 * An SMTP server in this process collecting what it receives (recipient, Message-ID), so it
 * outlives the app's crashes. `refusing = true` answers every message with 451.
 */
export async function smtpSink() {
  const messages = [];
  const sink = { messages, refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        if (sink.refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const head = Buffer.concat(chunks).toString('utf8').split(/\r?\n\r?\n/)[0];
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId });
        callback();
      });
    },
  });
  // A client killed mid-message resets its connection: expected here, not a failure of the sink.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${server.server.address().port}`;
  sink.close = () => new Promise((resolve) => server.close(resolve));
  return sink;
}

/** Prints a titled table of figures: [name, value][]. */
export function printFigures(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([n]) => n.length));
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}

/** Percentile of numbers (p in 0..100). */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Keeps `concurrency` loops sending `next()`'s requests until stop(); each answer is recorded with
 * when it was sent, its latency, its status (0: no answer within `timeoutMs` or the connection
 * failed) and its problem code and Retry-After.
 */
export function load(base, next, { concurrency = 6, timeoutMs = 15_000 } = {}) {
  const results = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const { path: p, init = {}, kind = p } = next();
      const sentAt = Date.now();
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${p}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const body = await res.text();
        let code;
        try {
          code = JSON.parse(body).code;
        } catch {
          code = undefined;
        }
        results.push({ kind, sentAt, ms: performance.now() - t0, status: res.status, code, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type') });
      } catch (err) {
        results.push({ kind, sentAt, ms: performance.now() - t0, status: 0, error: err.name === 'TimeoutError' ? 'timeout' : (err.cause?.code ?? err.message) });
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    results,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}

/** Counts answers by status (and problem code), e.g. "200: 812, 503 SERVICE_UNAVAILABLE: 95". */
export function byStatus(results) {
  const counts = new Map();
  for (const r of results) {
    const key = r.status === 0 ? `no answer (${r.error})` : `${r.status}${r.code ? ` ${r.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort().map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
}
