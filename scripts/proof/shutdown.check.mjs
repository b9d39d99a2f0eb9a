// Graceful shutdown: SIGTERM under load (6 connections writing and reading, 5 notification
// streams open). Every request already sent gets its full answer; each stream ends with an SSE
// `retry:` hint (so its client reconnects, through the balancer, to another instance); the
// process exits 0 well within its grace period; and nothing acknowledged is lost (every
// acknowledged access request is in the database with its email, sent or waiting in the outbox).
import http from 'node:http';
import { byStatus, freshDatabase, printFigures, queryPg, quick, signIn, sleep, smtpSink, startApp, tempDir } from './lib.mjs';

const STREAMS = 5;
const GRACE_MS = 10_000;

function openStream(base, headers) {
  return new Promise((resolve, reject) => {
    const stream = { retry: undefined, endedAt: undefined, events: 0 };
    const req = http.get(`${base}/api/notifications/stream`, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        for (const line of buffer.split('\n').slice(0, -1)) {
          if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
          if (line.startsWith('event:')) stream.events++;
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      });
      res.on('end', () => (stream.endedAt = Date.now()));
      res.on('error', () => (stream.endedAt ??= Date.now()));
      resolve(stream);
    });
    req.on('error', (err) => (stream.events ? (stream.endedAt ??= Date.now()) : reject(err)));
  });
}

const sink = await smtpSink();
const database = await freshDatabase('ch_proof_shutdown');
let app;
let ok = false;
try {
  app = await startApp({ DATABASE_URL: database.url, DATA_DIR: tempDir('shutdown'), SMTP_URL: sink.url });
  const customer = await signIn(app.base, 'customer');
  const streams = await Promise.all(Array.from({ length: STREAMS }, () => openStream(app.base, customer)));
  await sleep(300);

  const results = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const i = n++;
      const write = i % 2 === 0;
      const email = `shutdown-${i}@proof.test`;
      const sentAt = Date.now();
      try {
        const res = write
          ? await fetch(`${app.base}/api/access-requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Shutdown ${i}`, email, presentation: 'shutdown proof' }) })
          : await fetch(`${app.base}/api/current-account?page=1&pageSize=20`, { headers: customer });
        await res.arrayBuffer();
        results.push({ write, email, sentAt, answeredAt: Date.now(), status: res.status });
      } catch (err) {
        results.push({ write, email, sentAt, answeredAt: Date.now(), status: 0, error: err.cause?.code ?? err.message });
        await sleep(20);
      }
    }
  };
  const loops = Array.from({ length: 6 }, loop);
  await sleep(quick ? 1_500 : 4_000);

  const termAt = Date.now();
  const exit = app.term();
  const { code } = await exit;
  const exitMs = Date.now() - termAt;
  await sleep(200);
  running = false;
  await Promise.all(loops);

  const inFlight = results.filter((r) => r.sentAt < termAt && r.answeredAt >= termAt);
  const inFlightFailed = inFlight.filter((r) => r.status < 200 || r.status >= 300);
  const afterTerm = results.filter((r) => r.sentAt >= termAt);
  const acked = results.filter((r) => r.write && r.status === 202).map((r) => r.email);
  const stored = await queryPg(
    database.url,
    `select r.email, (select status from email_outbox o where o."to" = r.email limit 1) as email_status from access_requests r where r.email like 'shutdown-%'`,
  );
  const byEmail = new Map(stored.map((s) => [s.email, s.email_status]));
  const lost = acked.filter((e) => !byEmail.has(e) || !byEmail.get(e)).length;
  const pending = stored.filter((s) => s.email_status === 'Pending').length;
  const ended = streams.filter((s) => s.endedAt !== undefined);
  const withRetry = streams.filter((s) => s.retry > 0);
  printFigures(`SIGTERM under load (6 connections, ${STREAMS} notification streams)`, [
    ['exit', `code ${code} after ${exitMs} ms (grace ${GRACE_MS} ms)`],
    ['requests in flight at SIGTERM', `${inFlight.length}: ${byStatus(inFlight)}`],
    ['in-flight requests without a full 2xx answer', String(inFlightFailed.length)],
    ['requests sent after SIGTERM', `${afterTerm.length}: ${byStatus(afterTerm)} (refused; a balancer sends them elsewhere)`],
    ['notification streams ended', `${ended.length} of ${STREAMS}, ${withRetry.length} with a retry hint (${[...new Set(streams.map((s) => s.retry))].join(', ')} ms), within ${Math.max(0, ...ended.map((s) => s.endedAt - termAt))} ms`],
    ['acknowledged writes', `${acked.length} access requests`],
    ['lost (acknowledged, absent or without their email)', String(lost)],
    ['emails left Pending in the outbox (sent by the next instance)', `${pending}; ${sink.messages.length} delivered before exit`],
  ]);
  ok = code === 0 && exitMs < GRACE_MS && inFlightFailed.length === 0 && ended.length === STREAMS && withRetry.length === STREAMS && lost === 0 && acked.length > 0;
} catch (err) {
  console.error(err);
  if (app) console.error(app.log.join('').slice(-3000));
} finally {
  if (app && app.child.exitCode === null && app.child.signalCode === null) await app.kill9();
  await sink.close();
  await database.drop();
}
console.log(ok ? '\nshutdown: holds' : '\nshutdown: FAILS');
process.exit(ok ? 0 : 1);
