// Redis and the mail server out for 10 s each (3 s with --quick) under load: answers meanwhile
// are 2xx or 503 SERVICE_UNAVAILABLE problems with Retry-After, within the request timeout; the
// process stays up; everything recovers without a restart. The mail server refusing (451) keeps
// nothing from being written: the emails wait in the outbox and are delivered once it is back.
// Runs on a redis-server of its own, a database of its own and an SMTP sink in this process.
import { byStatus, freshDatabase, load, ownRedis, percentile, printFigures, queryPg, quick, signIn, sleep, smtpSink, startApp, tempDir } from './lib.mjs';

const OUTAGE_MS = quick ? 3_000 : 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const RECOVERY_BUDGET_MS = 15_000;

const redis = await ownRedis();
const sink = await smtpSink();
const database = await freshDatabase('ch_proof_outages');
let app;
let ok = false;
try {
  app = await startApp({ DATABASE_URL: database.url, REDIS_URL: redis.url, SMTP_URL: sink.url, DATA_DIR: tempDir('outages') });
  const customer = await signIn(app.base, 'customer');
  let n = 0;
  const json = { 'content-type': 'application/json' };
  const mix = [
    () => ({ kind: 'sign-in', path: '/token', init: { method: 'POST', headers: json, body: JSON.stringify({ username: 'backoffice', password: 'demo-password-2026' }) } }),
    () => ({ kind: 'current account', path: '/api/current-account?page=1&pageSize=20', init: { headers: customer } }),
    () => ({ kind: 'access request', path: '/api/access-requests', init: { method: 'POST', headers: json, body: JSON.stringify({ name: 'Outage', email: `outage-${n}@proof.test`, presentation: 'outage proof' }) } }),
  ];
  const isGood = (r) => (r.status >= 200 && r.status < 300) || (r.status === 503 && r.code === 'SERVICE_UNAVAILABLE' && r.retryAfter && /problem\+json/.test(r.type ?? ''));

  // Redis.
  let traffic = load(app.base, () => mix[n++ % mix.length](), { concurrency: 6, timeoutMs: REQUEST_TIMEOUT_MS });
  await sleep(2_000);
  const redisDownAt = Date.now();
  await redis.stop();
  await sleep(OUTAGE_MS);
  await redis.start();
  const redisUpAt = Date.now();
  let redisRecoveredAt;
  while (Date.now() - redisUpAt < 60_000) {
    const res = await fetch(`${app.base}/token`, mix[0]().init).catch(() => undefined);
    if (res?.status === 200) {
      redisRecoveredAt = Date.now();
      break;
    }
    await sleep(100);
  }
  await sleep(2_000);
  let results = await traffic.stop();
  const redisDuring = results.filter((r) => r.sentAt >= redisDownAt && r.sentAt < redisUpAt);
  const redisAfter = results.filter((r) => redisRecoveredAt && r.sentAt >= redisRecoveredAt + 500);
  const redisAlive = app.child.exitCode === null && app.child.signalCode === null;

  // The mail server refusing every message.
  traffic = load(app.base, () => mix[2](), { concurrency: 3, timeoutMs: REQUEST_TIMEOUT_MS });
  await sleep(1_000);
  const smtpDownAt = Date.now();
  sink.refusing = true;
  await sleep(OUTAGE_MS);
  sink.refusing = false;
  const smtpUpAt = Date.now();
  results = await traffic.stop();
  const smtpDuring = results.filter((r) => r.sentAt >= smtpDownAt && r.sentAt < smtpUpAt);
  const acked = results.filter((r) => r.status === 202).length;
  // Refused emails are tried again 30 s later (delivery.ts): wait for the outbox to empty.
  let pending = -1;
  let deliveredAt;
  while (Date.now() - smtpUpAt < 90_000) {
    pending = (await queryPg(database.url, `select count(*)::int as n from email_outbox where status = 'Pending'`))[0].n;
    if (pending === 0) {
      deliveredAt = Date.now();
      break;
    }
    await sleep(1_000);
  }
  const failed = (await queryPg(database.url, `select count(*)::int as n from email_outbox where status <> 'Sent'`))[0].n;
  const retried = (await queryPg(database.url, `select count(*)::int as n from email_outbox where attempts > 1`))[0].n;
  const smtpAlive = app.child.exitCode === null && app.child.signalCode === null;

  const slowest = (rs) => `${Math.round(Math.max(0, ...rs.map((r) => r.ms)))} ms (p95 ${Math.round(percentile(rs.map((r) => r.ms), 95))} ms)`;
  printFigures(`Redis stopped for ${OUTAGE_MS / 1000} s under load (sign-in, current account, access requests; 6 connections)`, [
    ['answers during the outage', byStatus(redisDuring)],
    ['slowest answer during the outage', `${slowest(redisDuring)}; request timeout ${REQUEST_TIMEOUT_MS} ms`],
    ['answers that are neither 2xx nor 503 problems', String(redisDuring.filter((r) => !isGood(r)).length)],
    ['time to recover after Redis is back', redisRecoveredAt ? `${redisRecoveredAt - redisUpAt} ms (budget ${RECOVERY_BUDGET_MS} ms), no restart` : 'did not recover in 60 s'],
    ['answers after recovery', byStatus(redisAfter)],
    ['process', redisAlive ? 'still running' : 'EXITED'],
  ]);
  printFigures(`Mail server refusing (451) for ${OUTAGE_MS / 1000} s under load (access requests, each with an email; 3 connections)`, [
    ['answers during the outage', byStatus(smtpDuring)],
    ['slowest answer during the outage', slowest(smtpDuring)],
    ['emails of the run', `${acked} acknowledged requests; ${retried} emails tried again after a refusal`],
    ['outbox emptied', deliveredAt ? `${Math.round((deliveredAt - smtpUpAt) / 1000)} s after the mail server was back (retries wait 30 s)` : `no: ${pending} still Pending after 90 s`],
    ['emails not Sent at the end', String(failed)],
    ['process', smtpAlive ? 'still running' : 'EXITED'],
  ]);
  ok =
    redisDuring.every(isGood) &&
    redisDuring.every((r) => r.ms < REQUEST_TIMEOUT_MS) &&
    redisRecoveredAt !== undefined &&
    redisRecoveredAt - redisUpAt <= RECOVERY_BUDGET_MS &&
    redisAfter.length > 0 &&
    redisAfter.every((r) => r.status >= 200 && r.status < 300) &&
    smtpDuring.length > 0 &&
    smtpDuring.every((r) => r.status === 202) &&
    deliveredAt !== undefined &&
    failed === 0 &&
    redisAlive &&
    smtpAlive;
} catch (err) {
  console.error(err);
  if (app) console.error(app.log.join('').slice(-3000));
} finally {
  if (app && app.child.exitCode === null && app.child.signalCode === null) await app.kill9();
  await redis.stop().catch(() => undefined);
  await sink.close();
  await database.drop();
}
console.log(ok ? '\noutages: holds' : '\noutages: FAILS');
process.exit(ok ? 0 : 1);
