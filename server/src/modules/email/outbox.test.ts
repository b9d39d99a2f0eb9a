import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { emailOutbox, emailSecrets } from '@/db/schema/email.ts';
import dbPlugin from '@/plugins/db.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { leaseDueEmails, releaseLeases } from './repository.ts';
import { enqueueEmail, type EmailRequest } from './service.ts';
import workerPlugin from './worker.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => ({ t, smtp } = await buildTestAppWithSmtp()));
afterAll(() => t.close());

const unique = () => randomBytes(6).toString('hex');
const address = () => `person.${unique()}@example.test`;
const resetLink = () => `https://hub.test/ResetPassword?token=${unique()}${unique()}`;
const enqueue = (req: EmailRequest) => t.database.db.transaction((tx) => enqueueEmail(tx, req));
const outboxRow = async (id: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const secretRow = async (id: string) => (await t.database.db.select().from(emailSecrets).where(eq(emailSecrets.outboxId, id)))[0];
const received = (to: string) => smtp.messages.filter((m) => m.envelope.to.includes(to));
const makeDue = (id: string) => t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, id));

// Both drivers answer `execute` with `{ rows }`.
const rowsOf = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every row of every table as text, for looking for a value anywhere in the database. */
async function everyRowAsText(): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const rows: string[] = [];
  for (const { table_name } of tables) {
    const found = await rowsOf<{ row: string }>(sql.raw(`select t::text as row from "${table_name.replace(/"/g, '')}" t`));
    rows.push(...found.map((r) => r.row));
  }
  return rows;
}

describe('enqueueEmail and delivery', () => {
  it('logs the email with the link redacted and delivers the real link', async () => {
    const to = address();
    const link = resetLink();

    const id = await enqueue({ templateKey: 'password_reset', language: 'en-US', to, variables: { name: 'Ana', expiresMinutes: '30' }, secrets: { link } });
    const logged = await outboxRow(id);
    await t.app.worker.drain();

    expect(logged).toMatchObject({ status: 'Pending', to, templateKey: 'password_reset', language: 'en-US', subject: 'Reset your Customer Hub password' });
    expect(logged.fullMessage).toContain('Hello Ana,');
    expect(logged.fullMessage).toContain('[redacted]');
    expect(JSON.stringify(logged)).not.toContain(link);
    expect(logged.shortMessage.length).toBeLessThanOrEqual(140);
    expect(logged.shortMessage).toMatch(/^Hello Ana, We received a request to reset the password .*…$/);

    const [mail] = received(to);
    expect(mail?.subject).toBe('Reset your Customer Hub password');
    expect(mail?.from).toMatchObject({ address: 'no-reply@localhost', name: 'Customer Hub' });
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('30 minutes');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(await outboxRow(id)).toMatchObject({ status: 'Sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('leaves the secret nowhere in the database once sent, even when also passed as a normal variable', async () => {
    const to = address();
    const code = String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));

    const id = await enqueue({ templateKey: 'two_factor_code', language: 'pt-PT', to, variables: { name: `Ana ${code}`, code }, secrets: { code } });
    const before = await everyRowAsText();
    await t.app.worker.drain();
    const after = await everyRowAsText();

    expect(before.filter((r) => r.includes(code))).toHaveLength(1); // email_secrets only
    expect((await secretRow(id))).toBeUndefined();
    expect(after.filter((r) => r.includes(code))).toEqual([]);
    expect(received(to)[0]?.text).toContain(code);
    expect((await outboxRow(id)).fullMessage).toContain('Olá, Ana [redacted],');
  });

  it('redacts link and code given as normal variables', async () => {
    const to = address();
    const link = resetLink();

    const id = await enqueue({ templateKey: 'signup_verify', language: 'es-ES', to, variables: { link, expiresMinutes: '60' } });
    await t.app.worker.drain();

    const row = await outboxRow(id);
    expect(row.html + row.fullMessage).not.toContain(link);
    expect(row.html).toContain('href="[redacted]"');
    expect(received(to)[0]?.text).toContain(link);
  });

  it('retries a refused delivery after 30 s, then sends it once', async () => {
    const to = address();
    smtp.failNext(1);

    const id = await enqueue({ templateKey: 'password_changed', language: 'en-US', to, variables: { name: 'Ana' } });
    await t.app.worker.drain();
    const failed = await outboxRow(id);
    const refusedSecret = await secretRow(id);
    await t.app.worker.drain();
    const notYet = received(to).length;
    await makeDue(id);
    await t.app.worker.drain();

    expect(failed).toMatchObject({ status: 'Pending', attempts: 1, lastError: expect.stringMatching(/temporarily unavailable/), sentAt: null, leasedUntil: null });
    // The mark written before sending (PostgreSQL) was rolled back with the refusal: the message is kept for the retry.
    expect(refusedSecret).toBeDefined();
    const waitMs = failed.nextAttemptAt.getTime() - failed.createdAt.getTime();
    expect(waitMs).toBeGreaterThan(25_000);
    expect(waitMs).toBeLessThan(40_000);
    expect(notYet).toBe(0);
    expect(received(to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'Sent', attempts: 2 });
    // The same Message-ID on every attempt, so a copy sent twice (a crash after the mail server
    // accepted it) can be recognised by the receiver.
    expect(received(to)[0]?.messageId).toBe(`<outbox-${id}@customer-hub>`);
    expect(await secretRow(id)).toBeUndefined();
  });

  it('backs off 30 s, 2 min, 10 min, 1 h and gives up after 5 attempts, dropping the secret', async () => {
    const to = address();
    smtp.failNext(5, 550);
    const id = await enqueue({ templateKey: 'password_reset', language: 'en-US', to, secrets: { link: resetLink() } });

    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      await t.app.worker.drain();
      const row = await outboxRow(id);
      if (row.status === 'Pending') waits.push(Math.round((row.nextAttemptAt.getTime() - started) / 1000));
      await makeDue(id);
    }

    expect(waits.map((w, i) => Math.abs(w - [30, 120, 600, 3600][i]!) < 10)).toEqual([true, true, true, true]);
    expect(await outboxRow(id)).toMatchObject({ status: 'Failed', attempts: 5, lastError: expect.stringMatching(/unavailable/) });
    expect(await secretRow(id)).toBeUndefined();
    expect(received(to)).toEqual([]);
  });

  it('refuses a recipient that is not one plain address', async () => {
    for (const to of ['a@example.test, b@example.test', 'Ana <a@example.test>', 'not-an-address']) {
      await expect(enqueue({ templateKey: 'password_changed', language: 'en-US', to })).rejects.toThrow(/recipient/);
    }
  });

  it('sends at once, after a restart, the emails whose claim died with a killed process, tried before or not, leaving a retry waiting', async () => {
    const fresh = address();
    const triedOnce = address();
    const retrying = address();
    smtp.failNext(2);
    const retryId = await enqueue({ templateKey: 'password_changed', language: 'en-US', to: retrying, variables: { name: 'Ana' } });
    const triedId = await enqueue({ templateKey: 'password_changed', language: 'en-US', to: triedOnce, variables: { name: 'Ana' } });
    await t.app.worker.drain();
    const refusedAt = (await outboxRow(triedId)).nextAttemptAt;
    await makeDue(triedId);
    const id = await enqueue({ templateKey: 'password_changed', language: 'en-US', to: fresh, variables: { name: 'Ana' } });
    // A worker claimed them for 15 minutes (PGlite's lease), then the process was killed.
    const leased = await leaseDueEmails(t.database.db, 10, 15 * 60);
    await t.app.worker.drain();
    const beforeRelease = received(fresh).length + received(triedOnce).length;

    const released = await releaseLeases(t.database.db);
    await t.app.worker.drain();

    expect(leased.map((r) => r.id)).toEqual(expect.arrayContaining([id, triedId]));
    expect(leased.map((r) => r.id)).not.toContain(retryId);
    expect(beforeRelease).toBe(0);
    expect(released).toBeGreaterThanOrEqual(2);
    expect(received(fresh)).toHaveLength(1);
    expect(received(triedOnce)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'Sent', attempts: 1, leasedUntil: null });
    expect(await outboxRow(triedId)).toMatchObject({ status: 'Sent', attempts: 2, leasedUntil: null });
    // The lease left the retry time alone; the one waiting for its retry still waits.
    expect(refusedAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await outboxRow(retryId)).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(received(retrying)).toHaveLength(0);
  });

  it('marks each email Sent as soon as the mail server accepts it, not after its batch', async () => {
    const batch = unique();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await enqueue({ templateKey: 'password_changed', language: 'en-US', to: `mark.${batch}.${i}@example.test` }));
    // While the server holds each answer: which of the three are Sent, as any other connection sees them.
    const seen: string[][] = [];
    smtp.beforeAnswer = async (m) => {
      if (!m.envelope.to.some((to) => to.includes(batch))) return;
      const rows = await t.database.db.select({ to: emailOutbox.to, status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
      seen.push(rows.filter((r) => r.status === 'Sent').map((r) => r.to).sort());
    };
    try {
      await t.app.worker.drain();
    } finally {
      smtp.beforeAnswer = undefined;
    }

    const order = smtp.messages.flatMap((m) => m.envelope.to).filter((to) => to.includes(batch));
    expect(order).toHaveLength(3);
    // Before the 2nd answer the 1st is Sent; before the 3rd, the first two; never the one being answered.
    expect(seen).toEqual([[], order.slice(0, 1).sort(), order.slice(0, 2).sort()]);
    for (const id of ids) expect(await secretRow(id)).toBeUndefined();
  });

  it('sends each of 20 emails exactly once when two instances drain at the same time', async () => {
    const other = await buildApp({ config: testConfig({ smtpUrl: smtp.url }), database: t.database, logger: false });
    await other.ready();
    const batch = unique();
    const recipients = Array.from({ length: 20 }, (_, i) => `batch.${batch}.${i}@example.test`);
    try {
      for (const to of recipients) await enqueue({ templateKey: 'password_changed', language: 'es-ES', to });

      await Promise.all([t.app.worker.drain(), other.worker.drain()]);
    } finally {
      await other.close();
    }

    const got = smtp.messages.flatMap((m) => m.envelope.to).filter((to) => to.includes(batch));
    expect(got).toHaveLength(20);
    expect(new Set(got)).toEqual(new Set(recipients));
  });
});

describe('without a mail server', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('keeps the email in the log, readable, and drops the secret', async () => {
    const id = await plain.database.db.transaction((tx) =>
      enqueueEmail(tx, { templateKey: 'access_request_approved', language: 'en-US', to: address(), variables: { name: 'Ana', userName: 'ana.k' }, secrets: { link: resetLink() } }),
    );

    await plain.app.worker.drain();

    const [row] = await plain.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'Kept', attempts: 0, lastError: null });
    expect(row?.fullMessage).toContain('Your user name is ana.k.');
    expect(await plain.database.db.select().from(emailSecrets)).toEqual([]);
  });
});

describe('the background loop', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(dbPlugin, { database: t.database, closeOnShutdown: false });
    await app.register(workerPlugin, { start: true, pollMs: 200, smtpUrl: smtp.url });
    app.worker.every('test:failing', 50, () => Promise.reject(new Error('store down')));
    app.worker.every('test:count', 50, async (db) => {
      await db.execute(sql`select 1`);
      periodicRuns += 1;
    });
    await app.ready();
    await app.worker.drain();
  });
  afterAll(() => app.close());
  let periodicRuns = 0;

  it('runs periodic tasks at once and then on their interval, a failing one not stopping the others', async () => {
    await expect.poll(() => periodicRuns, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
  });

  it('is woken by the commit of the enqueuing transaction, and polls for retries that become due', async () => {
    const to = address();
    smtp.failNext(1);

    const id = await enqueue({ templateKey: 'password_changed', language: 'en-US', to });
    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 5000 }).toBe(1);
    await t.database.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(emailOutbox.id, id));

    const mail = await smtp.waitFor((m) => m.envelope.to.includes(to), 5000);
    expect(mail.subject).toBe('Your Customer Hub password was changed');
  });
});
