import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { webhookDeliveries, webhookSubscriptions } from '@/db/schema/webhooks.ts';
import { buildCompany } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.ts';
import { newWebhookSecret } from './signing.ts';
import { emitWebhookEvent } from './service.ts';

/*
 * The sender running as in production (woken at commit by NOTIFY): 300 events at 100 per second,
 * each its own committed transaction, against a receiver on 127.0.0.1. On PostgreSQL the p95 must
 * be within 1 s of commit. PGlite's one connection serialises the 100 transactions a second with
 * the sender's own statements: its p95 (about 0.6–0.8 s here) is held to 2 s, so a busy machine
 * running other tests beside it does not fail the embedded database's figure.
 */
const EVENTS = 300;
const PER_SECOND = 100;
let t: TestApp;
let rx: Receiver;

beforeAll(async () => {
  t = await buildTestApp();
  rx = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await rx.close();
});

it(`delivers ${EVENTS} events at ${PER_SECOND}/s, p95 within 1 s of commit, none lost or repeated`, async () => {
  const db = t.database.db;
  const company = await buildCompany(db);
  const [sub] = await db
    .insert(webhookSubscriptions)
    .values({ companyId: company.id, url: rx.url, events: ['ticket.created'], secretSealed: t.app.secretBox.seal(newWebhookSecret()), allowPrivateNetwork: true })
    .returning();
  await t.app.webhooks.start();

  const committedAt = new Map<number, number>();
  const ctx = systemContext(db, null, t.app);
  const started = Date.now();
  const emits: Promise<void>[] = [];
  for (let seq = 0; seq < EVENTS; seq++) {
    const due = started + (seq * 1000) / PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    emits.push(ctx.transaction((c) => emitWebhookEvent(c.db, company.id, 'ticket.created', { seq })).then(() => void committedAt.set(seq, Date.now())));
  }
  await Promise.all(emits);
  await rx.waitFor(EVENTS, 10_000);
  // The last answers' rows are written once the pass that sent them ends.
  await t.app.webhooks.drain();

  const bySeq = new Map<number, number[]>();
  for (const r of rx.received) {
    const seq = (JSON.parse(r.body) as { data: { seq: number } }).data.seq;
    bySeq.set(seq, [...(bySeq.get(seq) ?? []), r.at]);
  }
  const lost = EVENTS - bySeq.size;
  const ids = rx.received.map((r) => r.id);
  const duplicated = ids.length - new Set(ids).size;
  const latencies = [...bySeq].map(([seq, [at]]) => Math.max(0, at! - committedAt.get(seq)!)).sort((x, y) => x - y);
  const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1] ?? Infinity;
  const rate = (EVENTS / ((Date.now() - started) / 1000)).toFixed(0);
  console.log(`webhooks (${t.database.kind}): ${EVENTS} events at ${PER_SECOND}/s, p95 latency ${p95} ms after commit (median ${latencies[Math.floor(latencies.length / 2)]} ms, max ${latencies.at(-1)} ms; ${rate}/s overall), ${lost} lost, ${duplicated} duplicated`);

  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(p95).toBeLessThanOrEqual(t.database.kind === 'pglite' ? 2000 : 1000);
  const rows = await db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, sub!.id));
  expect(rows.filter((r) => r.status === 'delivered')).toHaveLength(EVENTS);
}, 20_000);
