import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client.ts';
import { webhookDeliveries, webhookSubscriptions } from '@/db/schema/webhooks.ts';
import { SecretBox } from '@/lib/secret-box.ts';
import { buildCompany } from '../../../test/factories.ts';
import { rowsOf } from '../../../test/helpers.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.ts';
import { emitWebhookEvents } from './service.ts';
import { newWebhookSecret } from './signing.ts';

/*
 * A sender process killed with SIGKILL mid-stream, then a second one taking over: every delivery
 * reaches the receiver (0 lost), and the only ids received twice are deliveries the killed process
 * had claimed (in flight under its lease) when it died — each at most twice.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DELIVERIES = 400;
const LEASE_SECONDS = 2;
const APP_SECRET = 'kill-test-app-secret';
let scratch: { url: string; drop(): Promise<void> };
let database: Database;
let rx: Receiver;

beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_webhooks_kill');
  database = await openDatabase({ url: scratch.url, poolSize: 3 });
  await database.migrate();
  // Each answer takes a little while, so the stream is still flowing when the sender is killed.
  rx = await startReceiver({ delayMs: 15 });
});
afterAll(async () => {
  await rx.close();
  await database.close();
  await scratch.drop();
});

function sender() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/webhook-sender-child.ts', scratch.url, APP_SECRET, String(LEASE_SECONDS)], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'server', 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, lines: readline.createInterface({ input: child.stdout! }) };
}

it('loses nothing and repeats only what was in flight when the sender is killed with SIGKILL', async () => {
  const db = database.db;
  const company = await buildCompany(db);
  await db.insert(webhookSubscriptions).values({ companyId: company.id, url: rx.url, events: ['ticket.created'], secretSealed: new SecretBox(APP_SECRET).seal(newWebhookSecret()), allowPrivateNetwork: true });
  await db.transaction((tx) => emitWebhookEvents(tx, Array.from({ length: DELIVERIES }, (_, seq) => ({ companyId: company.id, event: 'ticket.created' as const, payload: { seq } }))));
  const all = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
  expect(all).toHaveLength(DELIVERIES);

  const first = sender();
  await new Promise<void>((resolve, reject) => {
    first.lines.on('line', (line) => {
      if ((JSON.parse(line) as { finished?: true }).finished) reject(new Error('the sender finished before it could be killed'));
    });
    const timer = setInterval(() => {
      if (rx.received.length >= DELIVERIES / 4) {
        clearInterval(timer);
        first.child.kill('SIGKILL');
        resolve();
      }
    }, 5);
  });
  expect((await first.exited).signal).toBe('SIGKILL');
  const receivedAtKill = rx.received.length;
  // What the killed process held: claimed (delivering) rows, some perhaps already answered.
  await new Promise((r) => setTimeout(r, 300));
  const inFlight = new Set((await rowsOf<{ id: string }>(db, sql`select id from webhook_deliveries where status = 'delivering'`)).map((r) => r.id));
  const deliveredAtKill = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`))[0]!.n;
  expect(deliveredAtKill).toBeLessThan(DELIVERIES);

  const second = sender();
  expect((await second.exited).code).toBe(0);

  const counts = new Map<string, number>();
  for (const r of rx.received) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  const lost = all.filter((r) => !counts.has(r.id)).length;
  const repeated = [...counts].filter(([, n]) => n > 1);
  const repeatedOutsideLease = repeated.filter(([id, n]) => !inFlight.has(id) || n > 2);
  const rows = await db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.companyId, company.id));
  console.log(
    `webhooks kill -9: ${DELIVERIES} deliveries, sender killed after ${receivedAtKill} requests (${deliveredAtKill} recorded delivered, ${inFlight.size} claimed in flight), second sender took over: ${lost} lost, ${repeated.length} re-sent (all in flight at the kill), ${repeatedOutsideLease.length} duplicated beyond the in-flight claims`,
  );
  expect(lost).toBe(0);
  expect(repeatedOutsideLease).toEqual([]);
  expect(repeated.length).toBeLessThanOrEqual(inFlight.size);
  expect(rows.every((r) => r.status === 'delivered')).toBe(true);
}, 30_000);
