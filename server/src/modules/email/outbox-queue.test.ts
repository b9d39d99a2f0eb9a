import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailSecrets } from '@/db/schema/email.ts';
import type { OutboxEntry } from '@customer-hub/contract/email';
import { auditRowsOf, buildAppWithStaff, type SignedIn } from '../../../test/audit.ts';
import { type TestApp } from '../../../test/helpers.ts';
import { enqueueEmail, type EmailRequest } from './service.ts';

/** The outbox queue (GET /api/email-outbox) and its "Retry now" (POST /api/email-outbox/:id/retry). */
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => ({ t, staff } = await buildAppWithStaff('Backoffice')));
afterAll(() => t.close());

const address = () => `queue-${randomBytes(4).toString('hex')}@example.test`;
const enqueue = (req: Partial<EmailRequest> & { to: string }) =>
  t.database.db.transaction((tx) => enqueueEmail(tx, { templateKey: 'access_request_received', language: 'en-US', variables: { name: 'Ana' }, ...req }));
/** An email in a state: never tried, refused and waiting, given up (its message dropped), or sent. */
async function emailIn(state: 'pending' | 'retrying' | 'failed' | 'sent', req: Partial<EmailRequest> & { to: string }) {
  const id = await enqueue(req);
  const db = t.database.db;
  if (state === 'retrying') await db.update(emailOutbox).set({ attempts: 2, lastError: 'Mail server unavailable', nextAttemptAt: new Date(Date.now() + 600_000) }).where(eq(emailOutbox.id, id));
  if (state === 'failed' || state === 'sent') {
    await db.update(emailOutbox).set(state === 'failed' ? { status: 'Failed', attempts: 5, lastError: 'Mail server unavailable' } : { status: 'Sent', attempts: 1, sentAt: new Date() }).where(eq(emailOutbox.id, id));
    await db.delete(emailSecrets).where(eq(emailSecrets.outboxId, id));
  }
  return id;
}
const find = (query: Record<string, string>) => t.app.inject({ url: '/api/email-outbox', query, headers: staff.headers });
const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/email-outbox/${id}/retry`, headers: staff.headers });
const rowOf = async (id: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('GET /api/email-outbox', () => {
  it('lists the emails not yet delivered with their state, attempts and last error, and not the sent ones nor any body', async () => {
    const to = address();
    const [pending, retrying, failed, sent] = [await emailIn('pending', { to }), await emailIn('retrying', { to }), await emailIn('failed', { to }), await emailIn('sent', { to })];

    const res = await find({ search: to, sort: 'attempts', direction: 'asc' });

    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as OutboxEntry[];
    expect(items.map((i) => [i.id, i.state, i.attempts])).toEqual([[pending, 'pending', 0], [retrying, 'retrying', 2], [failed, 'failed', 5]]);
    expect(items.map((i) => i.id)).not.toContain(sent);
    expect(items[1]).toMatchObject({ to, templateKey: 'access_request_received', lastError: 'Mail server unavailable', retryable: true, nextAttemptAt: expect.any(String) });
    expect(items[2]).toMatchObject({ nextAttemptAt: null, retryable: true });
    expect(items[0]?.retryable).toBe(false);
    expect(Object.keys(items[0]!)).not.toContain('html');
  });

  it('filters by state', async () => {
    const to = address();
    await emailIn('pending', { to });
    const failed = await emailIn('failed', { to });

    const res = await find({ search: to, state: 'failed' });

    expect(res.json()).toMatchObject({ total: 1, items: [{ id: failed, state: 'failed' }] });
    expect((await find({ state: 'delivered' })).statusCode).toBe(400);
  });
});

describe('POST /api/email-outbox/:id/retry', () => {
  it('makes a retrying email due at once, audited, and the worker takes it', async () => {
    const to = address();
    const id = await emailIn('retrying', { to });

    const res = await retry(id);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'retrying', attempts: 2 });
    expect((await rowOf(id)).nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await auditRowsOf(t.database.db, 'email', to);
    expect(audit.map((r) => r.shortMessage)).toEqual([`Email access_request_received to ${to} queued again (retrying, 2 attempts) (by ${staff.userName})`]);
    await t.app.worker.drain();
    expect((await rowOf(id)).status).toBe('Kept'); // no mail server in tests: taken and kept
  });

  it('queues a failed email again from its logged copy, attempts from the start', async () => {
    const to = address();
    const id = await emailIn('failed', { to });

    const res = await retry(id);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'pending', attempts: 0, retryable: false });
    expect(await rowOf(id)).toMatchObject({ status: 'Pending', attempts: 0 });
    const [secret] = await t.database.db.select().from(emailSecrets).where(eq(emailSecrets.outboxId, id));
    expect(secret?.message).toMatchObject({ to, subject: expect.any(String), secrets: [] });
    expect(await auditRowsOf(t.database.db, 'email', to)).toHaveLength(1);
  });

  it('refuses a failed email whose link was taken out, one never tried, and answers 404 for a sent or unknown one', async () => {
    const withLink = await emailIn('failed', { to: address(), templateKey: 'password_reset', variables: { name: 'Ana', expiresMinutes: '30' }, secrets: { link: 'https://hub.test/r?token=x' } });
    const pending = await emailIn('pending', { to: address() });
    const sent = await emailIn('sent', { to: address() });

    expect((await retry(withLink)).statusCode).toBe(409);
    expect((await rowOf(withLink)).status).toBe('Failed');
    expect((await retry(pending)).statusCode).toBe(409);
    expect((await retry(sent)).statusCode).toBe(404);
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
