import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '@/db/schema/users.ts';
import { withSession } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, openTestDatabase, signIn, testConfig, type TestApp } from '../../../test/helpers.ts';
import { deliveredTo, tokenIn } from '../../../test/mail.ts';
import { startTestSmtp } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'http://hub.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const recover = (email: string) => t.app.inject({ method: 'POST', url: '/api/account/recover', payload: { email, language: 'en-US' } });
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, password } });
const NEW_PASSWORD = 'a brand new passphrase 42';

describe('password recovery', () => {
  it('answers the same for a known and an unknown address', async () => {
    const user = await buildContact(t.database.db);

    const known = await recover(user.email);
    const unknown = await recover('nobody@nowhere.test');

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('emails a reset link that sets a new password, ends every session and works once', async () => {
    const user = await buildContact(t.database.db);
    const old = await signIn(t.app, user.userName, TEST_PASSWORD);
    await recover(user.email);

    const mail = await deliveredTo(t.app, smtp, user.email, /password/i);
    const token = tokenIn(mail.text);
    expect(mail.text).toContain('http://hub.test/ResetPassword?token=');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const info = await t.app.inject({ url: `/api/account/token-info?token=${token}` });
    expect(info.json()).toEqual({ kind: 'reset', userName: user.userName });
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Example/IsTokenValid', headers: old })).statusCode).toBe(401);
    expect((await reset(token, 'yet another passphrase 43')).json().code).toBe('TOKEN_INVALID');
    await signIn(t.app, user.userName, NEW_PASSWORD);
    const changed = await deliveredTo(t.app, smtp, user.email, /changed/i);
    expect(changed.subject).toBeTruthy();
  });

  it('stores only a hash of the link token, and a newer link supersedes the older', async () => {
    const user = await buildContact(t.database.db);
    await recover(user.email);
    const first = tokenIn((await deliveredTo(t.app, smtp, user.email, /password/i)).text);
    await recover(user.email);
    const second = tokenIn((await deliveredTo(t.app, smtp, user.email, /password/i)).text);

    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(first);
    expect((await reset(first, NEW_PASSWORD)).json().code).toBe('TOKEN_INVALID');
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const user = await buildContact(t.database.db);
    await recover(user.email);
    const token = tokenIn((await deliveredTo(t.app, smtp, user.email, /password/i)).text);
    const [row] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 30 * 60_000)).toBeLessThan(5000);

    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));

    expect((await reset(token, NEW_PASSWORD)).json().code).toBe('TOKEN_INVALID');
  });

  it('tells which password rule a new password breaks', async () => {
    const user = await buildContact(t.database.db, { firstName: 'Marisol' });
    await recover(user.email);
    const token = tokenIn((await deliveredTo(t.app, smtp, user.email, /password/i)).text);

    const reasons = [];
    for (const password of ['short', 'qwerty123456', `${user.userName}2026`, 'Marisol!Marisol']) {
      const res = await reset(token, password);
      expect(res.statusCode).toBe(400);
      reasons.push(res.json().reason);
    }

    expect(reasons).toEqual(['TOO_SHORT', 'COMMON', 'CONTEXT', 'CONTEXT']);
  });
});

describe('without email delivery', () => {
  // Outside a demo: kept emails stay redacted in the email log.
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ demo: false });
  });
  afterAll(() => bare.close());
  const keptFor = (...to: string[]) => bare.database.db.select().from(emailOutbox).where(inArray(emailOutbox.to, to)).orderBy(emailOutbox.createdAt, emailOutbox.templateKey);

  it('answers the same for a known and an unknown address, and the known one’s email waits in the email log', async () => {
    const user = await buildContact(bare.database.db);
    const known = await bare.app.inject({ method: 'POST', url: '/api/account/recover', payload: { email: user.email } });
    const unknown = await bare.app.inject({ method: 'POST', url: '/api/account/recover', payload: { email: 'nobody@nowhere.test' } });

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await bare.app.worker.drain();
    const kept = await keptFor(user.email, 'nobody@nowhere.test');
    expect(kept.map((r) => [r.to, r.templateKey, r.status])).toEqual([[user.email, 'password_reset', 'Kept']]);
    expect(kept[0]?.fullMessage).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });

  it('lets staff create a user, send a reset and an invitation again, and a visitor sign up, each email waiting in the email log', async () => {
    const db = bare.database.db;
    const admin = await withSession(db, buildStaff(db, 'Admin'));
    const { company } = await buildTenant(db);
    const contact = await buildContact(db, { companyId: company.id });
    const post = (url: string, payload?: object) => bare.app.inject({ method: 'POST', url, headers: admin.headers, ...(payload && { payload }) });

    const created = await post('/api/users', { userName: `kept.${Date.now()}`, firstName: 'Inês', lastName: 'Kept', email: 'ines.kept@example.test', language: 'pt-PT', companyId: company.id });
    const invitedAgain = await post(`/api/users/${created.json().id}/resend-invitation`);
    const reset = await post(`/api/users/${contact.id}/send-reset`);
    const signUp = await bare.app.inject({ method: 'POST', url: '/api/signup', payload: { customerNo: 'C-none', invoiceNo: 'F-none', email: 'visitor@example.test' } });

    expect([created.statusCode, invitedAgain.statusCode, reset.statusCode, signUp.statusCode]).toEqual([201, 200, 200, 202]);
    await bare.app.worker.drain();
    const kept = await keptFor('ines.kept@example.test', contact.email, 'visitor@example.test');
    expect(kept.map((r) => [r.to, r.templateKey, r.status])).toEqual([
      ['ines.kept@example.test', 'user_invitation', 'Kept'],
      ['ines.kept@example.test', 'user_invitation', 'Kept'],
      [contact.email, 'password_reset', 'Kept'],
    ]);
    for (const row of kept) expect(`${row.fullMessage}${row.html}`).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });

  it('shows each kept email’s link in the email log and prints it in the process log, in demo mode only', async () => {
    const run = async (demo: boolean) => {
      const lines: string[] = [];
      const database = await openTestDatabase();
      const stream = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({ config: testConfig({ demo, publicUrl: 'http://hub.test', logLevel: 'info' }), database, logStream: stream });
      await app.ready();
      try {
        const user = await buildContact(database.db);
        const staff = await withSession(database.db, buildStaff(database.db, 'Backoffice'));
        await app.inject({ method: 'POST', url: '/api/account/recover', payload: { email: user.email } });
        await app.worker.drain();
        const [logged] = (await app.inject({ method: 'GET', url: '/api/email-logs', headers: staff.headers })).json().items;
        return { lines: lines.join(''), email: user.email, logged };
      } finally {
        await app.close();
        await database.close();
      }
    };
    const link = /http:\/\/hub\.test\/ResetPassword\?token=[A-Za-z0-9_-]{20,}/;
    const demo = await run(true);
    expect(demo.lines).toContain(`Demo: email to ${demo.email} not sent (no mail server)`);
    expect(demo.lines).toMatch(link);
    // Staff follow the link from Email logs, in the text and in the HTML's button.
    expect(demo.logged).toMatchObject({ to: demo.email, status: 'Kept' });
    expect(demo.logged.fullMessage).toMatch(link);
    expect(demo.logged.html).toMatch(/href="http:\/\/hub\.test\/ResetPassword\?token=[A-Za-z0-9_-]{20,}"/);
    expect(demo.logged.fullMessage).not.toContain('[redacted]');
    const normal = await run(false);
    expect(normal.lines).not.toContain('Demo: email');
    expect(normal.lines).not.toMatch(/ResetPassword\?token=[A-Za-z0-9_-]{20,}/);
    expect(normal.logged).toMatchObject({ to: normal.email, status: 'Kept' });
    expect(JSON.stringify(normal.logged)).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    expect(normal.logged.fullMessage).toContain('[redacted]');
  }, 60_000);
});
