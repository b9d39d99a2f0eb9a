import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { loginLogs, systemLogs } from '@/db/schema/logs.ts';
import type { Database } from '@/db/client.ts';
import type { FastifyInstance } from 'fastify';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { logCapture, openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { codeIn, deliveredTo, tokenIn } from '../../../test/mail.ts';
import { startTestSmtp } from '../../../test/smtp.ts';

const canary = (what: string) => `canary-${what}-${randomBytes(6).toString('hex')}`;
let database: Database;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const logs = logCapture();

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ smtpUrl: smtp.url, logLevel: 'trace' }), database, logStream: logs.stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

describe('log hygiene', () => {
  it('no password, token, link or code of the flows reaches the log tables, the email log or the process log', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(s: T) => (secrets.push(s), s);
    const password = keep(canary('password'));
    const user = await buildContact(database.db, { password });
    const staffPassword = keep(canary('staffpass'));
    const staff = await buildStaff(database.db, 'Admin', { password: staffPassword });

    // sign-in, wrong password, logout
    const token = keep((await app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password } })).json().access_token);
    await app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: keep(canary('wrongpass')) } });
    await app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: { authorization: `Bearer ${token}` } });
    // emailed second factor
    const challenge = keep((await app.inject({ method: 'POST', url: '/token', payload: { username: staff.userName, password: staffPassword } })).json().challenge_id);
    const code = keep(codeIn((await deliveredTo(app, smtp, staff.email)).text));
    const staffToken = keep((await app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId: challenge, code } })).json().access_token);
    // recovery and reset
    await app.inject({ method: 'POST', url: '/api/account/recover', payload: { email: user.email } });
    const link = keep(tokenIn((await deliveredTo(app, smtp, user.email)).text));
    await app.inject({ url: `/api/account/token-info?token=${link}` });
    const newPassword = keep(canary('newpass'));
    expect((await app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: link, password: newPassword } })).statusCode).toBe(200);
    // authenticator app and recovery codes
    const auth = { authorization: `Bearer ${keep((await app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: newPassword } })).json().access_token)}` };
    const setup = (await app.inject({ method: 'POST', url: '/api/account/two-factor/totp/setup', headers: auth })).json();
    keep(setup.secret);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const codes = (await app.inject({ method: 'POST', url: '/api/account/two-factor/totp/enable', headers: auth, payload: { code: totp.generate() } })).json().recoveryCodes as string[];
    codes.forEach(keep);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${staffToken}` } });
    await app.worker.drain();

    const tables = JSON.stringify([
      await database.db.select().from(loginLogs),
      await database.db.select().from(systemLogs),
      await database.db.select().from(emailOutbox),
    ]);
    const hits = secrets.filter((s) => tables.includes(s) || logs.text().includes(s));
    console.log(`log hygiene: ${secrets.length} canary secrets, ${tables.length} characters of log tables, ${logs.text().length} characters of process log scanned: ${hits.length} hits`);
    expect(logs.text()).toContain('/api/account/token-info?token=[redacted]');
    expect(tables).toContain(user.userName);
    expect(hits).toEqual([]);
  });
});
