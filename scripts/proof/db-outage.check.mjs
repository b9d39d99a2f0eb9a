// PostgreSQL stopped for 10 s (3 s with --quick) under load: every answer meanwhile is a 2xx or a
// 503 SERVICE_UNAVAILABLE problem with Retry-After, within the request timeout (no hang); the
// process stays up; /health/ready says not ready; and everything recovers without a restart.
// Runs on a PostgreSQL server of its own, which it stops and starts.
import { byStatus, load, ownPostgres, percentile, printFigures, quick, signIn, sleep, startApp } from './lib.mjs';

const OUTAGE_MS = quick ? 3_000 : 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const RECOVERY_BUDGET_MS = 15_000;

const db = await ownPostgres();
let app;
let ok = false;
try {
  app = await startApp({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: '10' });
  const customer = await signIn(app.base, 'customer');
  let n = 0;
  const mix = [
    () => ({ kind: 'current account', path: '/api/current-account?page=1&pageSize=20', init: { headers: customer } }),
    () => ({ kind: 'notifications', path: '/api/notifications?page=1&pageSize=20', init: { headers: customer } }),
    () => ({
      kind: 'access request',
      path: '/api/access-requests',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Outage Test', email: `outage.${Date.now()}.${n}@proof.test`, presentation: 'db outage' }) },
    }),
    () => ({ kind: 'ready', path: '/health/ready' }),
  ];
  const traffic = load(app.base, () => mix[n++ % mix.length](), { concurrency: 6, timeoutMs: REQUEST_TIMEOUT_MS });
  await sleep(quick ? 2_000 : 4_000);

  const stoppedAt = Date.now();
  db.stop();
  const stopDone = Date.now();
  await sleep(OUTAGE_MS);
  const readyDuring = await fetch(`${app.base}/health/ready`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after') }));
  const liveDuring = (await fetch(`${app.base}/health/live`)).status;
  db.start();
  const startedAt = Date.now();

  // Recovered: the first moment after PostgreSQL is back from which ready and a data call answer 200.
  let recoveredAt;
  while (Date.now() - startedAt < 60_000) {
    const [ready, data] = await Promise.all([
      fetch(`${app.base}/health/ready`).then((r) => r.status, () => 0),
      fetch(`${app.base}/api/current-account?page=1&pageSize=20`, { headers: customer }).then((r) => r.status, () => 0),
    ]);
    if (ready === 200 && data === 200) {
      recoveredAt = Date.now();
      break;
    }
    await sleep(100);
  }
  const afterStart = Date.now();
  await sleep(quick ? 2_000 : 5_000);
  const results = await traffic.stop();
  const alive = app.child.exitCode === null && app.child.signalCode === null;

  const during = results.filter((r) => r.sentAt >= stoppedAt && r.sentAt < startedAt);
  const after = results.filter((r) => recoveredAt && r.sentAt >= recoveredAt + 1000);
  const failing = during.filter((r) => r.status >= 300 || r.status === 0);
  const badFailures = failing.filter((r) => !(r.status === 503 && r.code === 'SERVICE_UNAVAILABLE' && r.retryAfter && /problem\+json/.test(r.type ?? '')));
  const recoverMs = recoveredAt ? recoveredAt - startedAt : undefined;
  const checks = [
    ['answers during the outage', byStatus(during)],
    ['slowest answer during the outage', `${Math.round(Math.max(0, ...during.map((r) => r.ms)))} ms (p95 ${Math.round(percentile(during.map((r) => r.ms), 95))} ms; request timeout ${REQUEST_TIMEOUT_MS} ms)`],
    ['failures that are not 503 problems with Retry-After', String(badFailures.length)],
    ['/health/ready during the outage', `${readyDuring.status} (Retry-After ${readyDuring.retryAfter ?? 'none'}); /health/live ${liveDuring}`],
    ['time to recover after PostgreSQL is back', recoverMs === undefined ? 'did not recover in 60 s' : `${recoverMs} ms (budget ${RECOVERY_BUDGET_MS} ms), no restart`],
    ['answers after recovery', byStatus(after)],
    ['process', alive ? 'still running (pid unchanged)' : 'EXITED'],
    ['outage', `${OUTAGE_MS / 1000} s (pg_ctl stop -m fast took ${stopDone - stoppedAt} ms); ${results.length} requests in all, ${afterStart - stoppedAt} ms from stop to recovered`],
  ];
  printFigures(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load (6 connections)`, checks);
  ok =
    badFailures.length === 0 &&
    during.every((r) => r.ms < REQUEST_TIMEOUT_MS) &&
    readyDuring.status === 503 &&
    liveDuring === 200 &&
    recoverMs !== undefined &&
    recoverMs <= RECOVERY_BUDGET_MS &&
    after.length > 0 &&
    after.every((r) => r.status >= 200 && r.status < 300) &&
    alive;
} catch (err) {
  console.error(err);
  if (app) console.error(`The app's last output:\n${app.log.join('').slice(-4000)}`);
} finally {
  if (app) await app.kill9();
  db.destroy();
}
console.log(ok ? '\ndb-outage: holds' : '\ndb-outage: FAILS');
process.exit(ok ? 0 : 1);
