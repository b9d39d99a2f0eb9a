import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { auditLog, loginLogs, systemLogs } from '@/db/schema/logs.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { syncFiles } from '@/db/schema/sync.ts';
import { sessions } from '@/db/schema/users.ts';
import { forgetCachedSettings, putSettingValue } from '@/modules/settings/service.ts';
import { DEFAULT_RETENTION_SETTINGS, RETENTION_SETTING, type RetentionSettings } from '@customer-hub/contract/retention';
import { buildContact, buildStaff, buildTenant, buildTicket, buildTicketAttachment } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { runRetention, runScheduledRetention } from './service.ts';

let t: TestApp;
let admin: { authorization: string };
let backoffice: { authorization: string };

const DAY = 86_400_000;
const NOW = new Date();
/** Just past a kind's time (a minute older than its cutoff), or just within it (a minute newer). */
const past = (days: number) => new Date(NOW.getTime() - days * DAY - 60_000);
const within = (days: number) => new Date(NOW.getTime() - days * DAY + 60_000);

const POLICY: RetentionSettings = {
  loginLog: 30,
  systemLog: 31,
  auditLog: 60,
  emailBody: 10,
  emailLog: 40,
  notifications: 20,
  ticketAttachments: 100,
  viewAsHistory: 50,
  exports: 15,
  refusedAccessRequests: 25,
};

const put = (body: unknown, headers: object = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/retention', headers: headers as Record<string, string>, payload: body as object });
const get = (url: string, headers: object = admin) => t.app.inject({ url, headers: headers as Record<string, string> });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const adminUser = await buildStaff(db, 'Admin');
  admin = await sessionFor(db, adminUser.id);
  backoffice = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
});
afterAll(() => t.close());

describe('retention settings', () => {
  it('reads a stored log retention { days } as the four log kinds, the others at their defaults', async () => {
    await putSettingValue(t.database.db, RETENTION_SETTING, { days: 90 });
    forgetCachedSettings(t.database.db);
    expect((await get('/api/settings/retention')).json()).toEqual({ ...DEFAULT_RETENTION_SETTINGS, loginLog: 90, systemLog: 90, auditLog: 90, emailLog: 90 });
  });

  it('is an Admin setting, validated per kind and audited', async () => {
    expect((await get('/api/settings/retention', backoffice)).statusCode).toBe(403);
    expect((await put(POLICY, backoffice)).statusCode).toBe(403);
    // Below the minimum, above the maximum, a fraction, and "forever" where the kind refuses it.
    for (const wrong of [{ loginLog: 6 }, { auditLog: 3651 }, { notifications: 2.5 }, { loginLog: null }, { refusedAccessRequests: null }]) {
      const res = await put({ ...POLICY, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().errors[0].path).toContain(Object.keys(wrong)[0]);
    }
    expect((await put({ ...POLICY, auditLog: null })).json()).toMatchObject({ auditLog: null });
    expect((await put(POLICY)).json()).toEqual(POLICY);
    const rows = await rowsOf<{ before: unknown; after: unknown }>(t.database.db, sql`select before, after from audit_log where message like 'Retention policy changed%' order by created_at`);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ before: { ...POLICY, auditLog: null }, after: POLICY });
  });
});

describe('the retention run', () => {
  it('removes exactly what is past its time, kind by kind, in batches; the rest stays', async () => {
    const db = t.database.db;
    const files = t.app.storage;
    const contact = await buildContact(db);
    const staff = await buildStaff(db, 'Backoffice');
    // Sign-in log: seven past its time (more than two batches of three), one within.
    await db.insert(loginLogs).values([...Array.from({ length: 7 }, (_, i) => ({ userName: `rt-old-${i}`, result: 'Failed' as const, createdAt: past(30) })), { userName: 'rt-new', result: 'Success', createdAt: within(30) }]);
    await db.insert(systemLogs).values([
      { level: 'Error', machineName: 'm', context: 'rt', shortMessage: 'rt old', createdAt: past(31) },
      { level: 'Error', machineName: 'm', context: 'rt', shortMessage: 'rt new', createdAt: within(31) },
    ]);
    await db.insert(auditLog).values([
      { userName: 'rt', context: 'rt', message: 'rt old', createdAt: past(60) },
      { userName: 'rt', context: 'rt', message: 'rt new', createdAt: within(60) },
    ]);
    const mail = { templateKey: 'password_reset', language: 'en-US', to: 'rt@example.test', fullMessage: 'body', html: '<p>body</p>', shortMessage: 'body' };
    await db.insert(emailOutbox).values([
      { ...mail, subject: 'rt gone', status: 'Failed', createdAt: past(40) },
      { ...mail, subject: 'rt blanked', status: 'Sent', createdAt: past(10) },
      { ...mail, subject: 'rt whole', status: 'Sent', createdAt: within(10) },
      { ...mail, subject: 'rt waiting', status: 'Kept', createdAt: past(400) },
    ]);
    await db.insert(notifications).values([
      { recipientId: contact.id, kind: 'AccessRequest', refId: contact.id, createdAt: past(20) },
      { recipientId: contact.id, kind: 'AccessRequest', refId: staff.id, createdAt: within(20) },
    ]);
    const { tenant } = await buildTenant(db);
    const closedLongAgo = await buildTicket(db, tenant, { status: 'Done', updatedAt: past(100) });
    const closedLately = await buildTicket(db, tenant, { status: 'Canceled', updatedAt: within(100) });
    const openOld = await buildTicket(db, tenant, { status: 'Pending', updatedAt: past(400) });
    const oldFile = await buildTicketAttachment(db, files, closedLongAgo);
    const keptFiles = [await buildTicketAttachment(db, files, closedLately), await buildTicketAttachment(db, files, openOld)];
    const viewAs = (end: Date, createdAt: Date) => ({ userId: contact.id, tokenHash: `rt-${Math.random()}`, viewAsStaffUserId: staff.id, viewAsReason: 'rt', createdAt, expiresAt: end });
    await db.insert(sessions).values([viewAs(past(50), past(51)), viewAs(within(50), past(51)), { userId: contact.id, tokenHash: 'rt-ordinary', createdAt: past(400), expiresAt: past(399) }]);
    await files.put('sync/rt-old', Buffer.from('a'), 'text/csv');
    await files.put('sync/rt-new', Buffer.from('b'), 'text/csv');
    await db.insert(syncFiles).values([
      { fileName: 'old.csv', format: 'csv', size: 1, storageKey: 'sync/rt-old', createdAt: past(15) },
      { fileName: 'new.csv', format: 'csv', size: 1, storageKey: 'sync/rt-new', createdAt: within(15) },
    ]);
    const person = { email: 'rt-person@example.test', phone: '+351 900 000 000', company: 'RT Lda', presentation: 'Hello' };
    await db.insert(accessRequests).values([
      { ...person, name: 'RT Refused Long Ago', status: 'Rejected', decidedAt: past(25), createdAt: past(30) },
      { ...person, name: 'RT Refused Lately', status: 'Rejected', decidedAt: within(25), createdAt: past(30) },
      { ...person, name: 'RT Approved', status: 'Approved', decidedAt: past(300), createdAt: past(300) },
    ]);

    const run = await runRetention({ db, files, now: () => NOW, batchSize: 3 });

    expect(run).toMatchObject({
      status: 'done',
      trigger: 'manual',
      removed: { loginLog: 7, systemLog: 1, auditLog: 1, emailBody: 2, emailLog: 1, notifications: 1, ticketAttachments: 1, viewAsHistory: 1, exports: 1, refusedAccessRequests: 1 },
    });
    const names = async (q: ReturnType<typeof sql>) => (await rowsOf<{ v: string }>(db, q)).map((r) => r.v);
    expect(await names(sql`select user_name as v from login_logs where user_name like 'rt-%'`)).toEqual(['rt-new']);
    expect(await names(sql`select short_message as v from system_logs where context = 'rt'`)).toEqual(['rt new']);
    expect(await names(sql`select message as v from audit_log where context = 'rt'`)).toEqual(['rt new']);
    expect(await rowsOf(db, sql`select subject, html, full_message from email_outbox where subject like 'rt %' order by subject`)).toEqual([
      { subject: 'rt blanked', html: '', full_message: '' },
      { subject: 'rt waiting', html: '<p>body</p>', full_message: 'body' },
      { subject: 'rt whole', html: '<p>body</p>', full_message: 'body' },
    ]);
    expect(await names(sql`select ref_id::text as v from notifications where recipient_id = ${contact.id}`)).toEqual([staff.id]);
    expect(await names(sql`select id::text as v from ticket_attachments where company_id = ${tenant.companyId} order by id`)).toEqual(keptFiles.map((f) => f.id).sort());
    expect(await names(sql`select status as v from tickets where company_id = ${tenant.companyId} order by status`)).toEqual(['Canceled', 'Done', 'Pending']);
    await expect(files.get(oldFile.storageKey)).rejects.toThrow();
    await expect(files.get(keptFiles[0]!.storageKey)).resolves.toBeDefined();
    expect(await rowsOf(db, sql`select (view_as_staff_user_id is not null) as view_as from sessions where user_id = ${contact.id} order by 1`)).toEqual([{ view_as: false }, { view_as: true }]);
    expect(await names(sql`select file_name as v from sync_files`)).toEqual(['new.csv']);
    await expect(files.get('sync/rt-old')).rejects.toThrow();
    expect(await rowsOf(db, sql`select name, email, phone, company, presentation, anonymised_at is not null as anonymised from access_requests where status <> 'Pending' order by name`)).toEqual([
      { name: '', email: '', phone: '', company: '', presentation: '', anonymised: true },
      { name: 'RT Approved', ...person, anonymised: false },
      { name: 'RT Refused Lately', ...person, anonymised: false },
    ]);
    // The run is written down: its record, and a line in the system log.
    expect(await names(sql`select short_message as v from system_logs where context = 'retention'`)).toEqual(['Retention run removed 17 records']);

    // A second run finds nothing more past its time.
    const again = await runRetention({ db, files, now: () => NOW, batchSize: 3 });
    expect(Object.values(again!.removed).every((n) => n === 0)).toBe(true);
  });

  it('two runs started at once: one runs, the other gives way', async () => {
    const deps = { db: t.database.db, files: t.app.storage, now: () => NOW };
    const runs = await Promise.all([runRetention(deps), runRetention(deps)]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)?.status).toBe('done');
  });

  it('the daily check gives way after a run within the day; a run whose process died is taken over', async () => {
    const db = t.database.db;
    const deps = { db, files: t.app.storage, now: () => NOW };
    // A run has just ended (the tests above): the scheduled one gives way.
    expect(await runScheduledRetention(deps)).toBeNull();
    // A run whose heartbeat stopped 20 minutes ago holds the lease no longer.
    await db.execute(sql`insert into retention_runs (trigger, status, started_at, heartbeat_at) values ('schedule', 'running', now() - interval '30 minutes', now() - interval '20 minutes')`);
    const run = await runRetention(deps);
    expect(run?.status).toBe('done');
    expect(await rowsOf(db, sql`select status, error is not null as said from retention_runs where started_at < now() - interval '25 minutes'`)).toEqual([{ status: 'abandoned', said: true }]);
    // One running for real (heartbeat fresh) is left alone: the next claim gives way.
    await db.execute(sql`insert into retention_runs (trigger, status) values ('manual', 'running')`);
    expect(await runRetention(deps)).toBeNull();
    await db.execute(sql`update retention_runs set status = 'done', finished_at = now() where status = 'running'`);
  });

  it('Run now (Admin, audited) starts a run the status then shows, with when the next is due', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/settings/retention/run', headers: backoffice })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/settings/retention/run', headers: admin });
    expect(res.statusCode).toBe(202);
    const { run } = res.json();
    expect(run).toMatchObject({ trigger: 'manual', status: 'running' });
    let status = (await get('/api/settings/retention/status')).json();
    for (let i = 0; i < 200 && status.running; i++) status = (await get('/api/settings/retention/status')).json();
    expect(status.running).toBeNull();
    expect(status.lastRun).toMatchObject({ id: run.id, status: 'done' });
    expect(status.lastRun.startedBy).toBeTruthy();
    expect(new Date(status.nextRunAt).getTime()).toBeGreaterThan(new Date(status.lastRun.startedAt).getTime());
    expect(await rowsOf(t.database.db, sql`select context from audit_log where message = 'Retention run started'`)).toEqual([{ context: 'retention' }]);
  });
});

describe('the record of processing', () => {
  it('says how long each category is kept, from the retention settings, on the page and in the CSV', async () => {
    const signInDays = async () => (await get('/api/settings/record-of-processing')).json().categories.find((c: { key: string }) => c.key === 'signInLog').retention;
    expect(await signInDays()).toEqual({ kinds: [{ kind: 'loginLog', days: 30 }] });
    await put({ ...POLICY, loginLog: 45, emailBody: null });
    expect(await signInDays()).toEqual({ kinds: [{ kind: 'loginLog', days: 45 }] });
    const record = (await get('/api/settings/record-of-processing')).json();
    expect(record.categories.find((c: { key: string }) => c.key === 'email').retention).toEqual({ kinds: [{ kind: 'emailBody', days: null }, { kind: 'emailLog', days: 40 }] });
    expect(record.categories.find((c: { key: string }) => c.key === 'ordersInvoices').retention).toEqual({ rule: 'byLaw' });
    expect((await get('/api/settings/record-of-processing', backoffice)).statusCode).toBe(403);

    const csv = await get('/api/settings/record-of-processing/export?fileLanguage=en-US');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Sign-in log: 45 days, then deleted');
    expect(csv.body).toContain('Email bodies: kept forever');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + record.categories.length);
    expect((await get('/api/settings/record-of-processing/export?fileLanguage=pt-PT')).body).toContain('45 dias, depois eliminado');
  });
});
