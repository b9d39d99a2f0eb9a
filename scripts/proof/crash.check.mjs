// Crash durability: 20 cycles (3 with --quick) of kill -9 on the server while tickets are raised,
// orders cancelled, Home news published (back office content management) and access requests
// made (each one queueing an email, delivered to a real SMTP sink in this process). After each
// kill, with the server down: every acknowledged (2xx) write is present exactly once and nothing
// is half-written (a ticket with its history and audit line, a cancelled order with its history
// and audit line, a published news item with its audience and audit line, an access request with
// its outbox email and audit line, an outbox email Pending or Sent). At the end the server runs until the outbox is
// empty and the emails received are compared with the outbox by Message-ID: none lost, and how
// many arrived twice (delivery is at least once). First on PostgreSQL, then on the embedded
// PGlite, whose data folder must survive every kill. `--pglite` or `--postgres` runs one.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freshDatabase, printFigures, queryPg, quick, signIn, sleep, smtpSink, startApp, tempDir } from './lib.mjs';

const CYCLES = quick ? 3 : 20;
const CONCURRENCY = 6;
const ORDERS_PER_CYCLE = 40;
const only = process.argv.includes('--pglite') ? ['pglite'] : process.argv.includes('--postgres') ? ['postgres'] : ['postgres', 'pglite'];
// A fixed sequence of kill delays (1.2–3.0 s after the load starts), the same on every run.
let seed = 42;
const nextDelay = () => 1200 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 1800);

/** The database, read while the server is down (PGlite: one process at a time). */
function store(kind, where) {
  if (kind === 'postgres') return { query: (text, values) => queryPg(where, text, values) };
  return {
    query: async (text, values) => {
      const db = await PGlite.create(where, { extensions: { pg_trgm, btree_gin } });
      try {
        return (await db.query(text, values)).rows;
      } finally {
        await db.close();
      }
    },
  };
}

const one = (rows) => rows[0];

async function runOn(kind) {
  const sink = await smtpSink();
  const dataDir = tempDir(`crash-${kind}`);
  const database = kind === 'postgres' ? await freshDatabase('ch_proof_crash') : undefined;
  const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, ...(database ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10' } : {}) };
  const db = store(kind, database ? database.url : path.join(dataDir, 'pglite'));
  const acked = { ticket: [], access: [], cancel: [], publish: [] };
  const counts = { requests: 0, acknowledged: 0, refused: 0, unanswered: 0 };
  const violations = [];
  let lost = 0;
  let duplicated = 0;
  let app;
  try {
    // Migrations and demo data, once.
    app = await startApp(env);
    await app.term();
    const ids = one(
      await db.query(`select u.company_id, (select id from sites s where s.company_id = u.company_id order by code limit 1) as site_id from users u where user_name = 'customer'`),
    );
    let n = 0;
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // Orders to cancel this cycle: copies of a demo order, far from their cut-off.
      const prefix = `PROOF-${cycle}-`;
      const orders = await db.query(
        `insert into orders select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', gen_random_uuid(), 'order_no', $2::text || g, 'status', 'Confirming', 'task_date', '2099-06-01', 'requested_task_date', '2099-06-01'))).*
         from (select * from orders where company_id = $1 limit 1) o, generate_series(1, ${ORDERS_PER_CYCLE}) g returning id`,
        [ids.company_id, prefix],
      );
      const toCancel = orders.map((o) => o.id);
      app = await startApp(env);
      const customer = await signIn(app.base, 'customer');
      const admin = await signIn(app.base, 'admin');
      let running = true;
      const send = async () => {
        while (running) {
          const i = n++;
          const op = ['ticket', 'access', 'cancel', 'publish'][i % 4];
          let key;
          let request;
          if (op === 'ticket') {
            key = `proof-${i}`;
            request = ['/api/tickets', { method: 'POST', headers: { ...customer, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Service', title: key, description: 'Raised by the crash proof', siteId: ids.site_id }) }];
          } else if (op === 'access') {
            key = `proof-${i}@proof.test`;
            request = ['/api/access-requests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Proof ${i}`, email: key, presentation: 'crash proof' }) }];
          } else if (op === 'publish') {
            // Published at once, for the customer's company only: the item, its audience and the audit line in one transaction.
            key = `proof-news-${i}`;
            const news = { kind: 'news', language: 'en-US', title: key, body: '<p>Published by the crash proof</p>', published: true, allCompanies: false, companyIds: [ids.company_id] };
            request = ['/api/home-items', { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify(news) }];
          } else {
            key = toCancel.shift();
            if (!key) continue;
            request = [`/api/orders/${key}/cancel`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'crash proof' }) }];
          }
          counts.requests++;
          try {
            const res = await fetch(`${app.base}${request[0]}`, request[1]);
            await res.arrayBuffer();
            if (res.ok) {
              counts.acknowledged++;
              acked[op].push(key);
            } else counts.refused++;
          } catch {
            counts.unanswered++;
            return;
          }
        }
      };
      const loops = Array.from({ length: CONCURRENCY }, send);
      await sleep(nextDelay());
      await app.kill9();
      running = false;
      await Promise.all(loops);
      const found = await verify(db, acked);
      lost += found.lost;
      duplicated += found.duplicated;
      violations.push(...found.violations.map((v) => `cycle ${cycle}: ${v}`));
    }

    // The outbox emptied by a clean run, then every email compared with what the sink received.
    app = await startApp(env);
    let quietSince = Date.now();
    let seen = sink.messages.length;
    while (Date.now() - quietSince < 3000) {
      await sleep(250);
      if (sink.messages.length !== seen) {
        seen = sink.messages.length;
        quietSince = Date.now();
      }
    }
    await app.term();
    const outbox = await db.query(`select id, "to", status, leased_until > now() as leased from email_outbox`);
    const received = new Map();
    for (const m of sink.messages) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
    const idOf = (row) => `<outbox-${row.id}@customer-hub>`;
    const sent = outbox.filter((r) => r.status === 'Sent');
    const emailsLost = sent.filter((r) => !received.has(idOf(r))).length;
    const pending = outbox.filter((r) => r.status === 'Pending');
    const twice = [...received.values()].filter((c) => c > 1).length;
    const withoutRow = [...received.keys()].filter((id) => !outbox.some((r) => idOf(r) === id)).length;
    const accessEmails = acked.access.filter((email) => !outbox.some((r) => r.to === email)).length;
    printFigures(`Crash durability on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (data folder kept across kills)'}: ${CYCLES} kill -9 cycles, ${CONCURRENCY} connections`, [
      ['cycles', String(CYCLES)],
      ['requests', `${counts.requests} (${counts.acknowledged} acknowledged, ${counts.refused} refused, ${counts.unanswered} cut off by the kill)`],
      ['acknowledged writes', `${acked.ticket.length} tickets, ${acked.cancel.length} cancellations, ${acked.publish.length} news published, ${acked.access.length} access requests with their email`],
      ['lost (acknowledged, absent)', String(lost)],
      ['duplicated (present more than once)', String(duplicated)],
      ['half-written (invariant broken)', `${violations.length}${violations.length ? `: ${violations.slice(0, 5).join('; ')}` : ''}`],
      ['emails in the outbox', `${outbox.length} (${sent.length} Sent, ${pending.length} Pending${pending.length ? `, ${pending.filter((r) => r.leased).length} of them waiting for a lease to end` : ''}, ${outbox.length - sent.length - pending.length} other)`],
      ['emails received', `${sink.messages.length} messages, ${received.size} distinct Message-IDs`],
      ['emails twice (same Message-ID)', String(twice)],
      ['emails lost (Sent, never received)', String(emailsLost)],
      ['acknowledged access requests without their email', String(accessEmails)],
      ['emails received that the outbox does not hold', String(withoutRow)],
    ]);
    return lost === 0 && duplicated === 0 && violations.length === 0 && emailsLost === 0 && pending.length === 0 && accessEmails === 0 && withoutRow === 0;
  } finally {
    if (app && app.child.exitCode === null && app.child.signalCode === null) await app.kill9();
    await sink.close();
    await database?.drop();
  }
}

/** Checks the invariants with the server down; answers lost, duplicated and what is half-written. */
async function verify(db, acked) {
  const violations = [];
  let lost = 0;
  let duplicated = 0;
  const tally = (keys, present) => {
    for (const key of keys) {
      const c = present.get(key) ?? 0;
      if (c === 0) lost++;
      if (c > 1) duplicated++;
    }
  };
  const tickets = await db.query(
    `select t.id, t.title,
       (select count(*)::int from ticket_history h where h.ticket_id = t.id and h.to_status = 'Pending' and h.from_status is null) as history,
       (select count(*)::int from audit_log a where a.context = 'tickets' and a.message like '%(' || t.id || ')') as audit
     from tickets t where t.title like 'proof-%'`,
  );
  tally(acked.ticket, countBy(tickets, (t) => t.title));
  for (const t of tickets) if (t.history !== 1 || t.audit !== 1) violations.push(`ticket ${t.title}: ${t.history} history rows, ${t.audit} audit lines`);

  const requests = await db.query(
    `select r.id, r.email,
       (select count(*)::int from email_outbox o where o."to" = r.email) as emails,
       (select count(*)::int from audit_log a where a.message = 'Access request received (' || r.id || ')') as audit
     from access_requests r where r.email like 'proof-%'`,
  );
  tally(acked.access, countBy(requests, (r) => r.email));
  for (const r of requests) if (r.emails !== 1 || r.audit !== 1) violations.push(`access request ${r.email}: ${r.emails} emails, ${r.audit} audit lines`);
  const strayEmails = one(await db.query(`select count(*)::int as n from email_outbox o where o."to" like 'proof-%' and not exists (select 1 from access_requests r where r.email = o."to")`)).n;
  if (strayEmails) violations.push(`${strayEmails} outbox emails without their access request`);

  const orders = await db.query(
    `select o.id, o.order_no, o.status,
       (select count(*)::int from order_history h where h.order_id = o.id and h.to_status = 'Cancelled') as history,
       (select count(*)::int from audit_log a where a.message = 'Order ' || o.order_no || ' cancelled (' || o.id || ')') as audit
     from orders o where o.order_no like 'PROOF-%'`,
  );
  const cancelled = new Map(orders.filter((o) => o.status === 'Cancelled').map((o) => [o.id, 1]));
  tally(acked.cancel, cancelled);
  for (const o of orders) {
    const expected = o.status === 'Cancelled' ? 1 : 0;
    if (o.history !== expected || o.audit !== expected) violations.push(`order ${o.order_no} (${o.status}): ${o.history} history rows, ${o.audit} audit lines`);
  }

  const news = await db.query(
    `select i.id, i.title, i.published,
       (select count(*)::int from home_item_companies c where c.item_id = i.id) as audience,
       (select count(*)::int from audit_log a where a.context = 'home-content' and a.message = 'News item ' || i.id || ' (en-US) created and published') as audit
     from home_items i where i.title like 'proof-news-%'`,
  );
  tally(acked.publish, countBy(news, (i) => i.title));
  for (const i of news) if (!i.published || i.audience !== 1 || i.audit !== 1) violations.push(`news ${i.title}: published ${i.published}, ${i.audience} audience rows, ${i.audit} audit lines`);

  const badEmails = one(await db.query(`select count(*)::int as n from email_outbox where status not in ('Pending', 'Sent')`)).n;
  if (badEmails) violations.push(`${badEmails} outbox emails neither Pending nor Sent`);
  return { lost, duplicated, violations };
}

function countBy(rows, keyOf) {
  const m = new Map();
  for (const r of rows) m.set(keyOf(r), (m.get(keyOf(r)) ?? 0) + 1);
  return m;
}

let ok = true;
for (const kind of only) {
  try {
    ok = (await runOn(kind)) && ok;
  } catch (err) {
    console.error(err);
    ok = false;
  }
}
console.log(ok ? '\ncrash: holds' : '\ncrash: FAILS');
process.exit(ok ? 0 : 1);
