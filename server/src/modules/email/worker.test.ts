import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { emailOutbox, jobs } from '@/db/schema/email.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers.ts';
import { enqueueEmail } from './service.ts';

const calls: unknown[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.worker.registerJob('test_record', async (_db, payload) => void calls.push(payload));
    app.worker.registerJob('test_email_then_fail', async (db, payload) => {
      await enqueueEmail(db, { templateKey: 'password_changed', language: 'en-US', to: (payload as { to: string }).to });
      throw new Error('lookup service down');
    });
    app.worker.registerJob('test_email', async (db, payload) => {
      await enqueueEmail(db, { templateKey: 'password_changed', language: 'en-US', to: (payload as { to: string }).to });
    });
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const enqueueJob = (kind: string, payload: unknown) => db().transaction((tx) => t.app.worker.enqueueJob(tx, kind, payload));
const lastJob = async () => (await db().select().from(jobs).orderBy(sql`${jobs.createdAt} desc`).limit(1))[0]!;
const emailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('jobs', () => {
  it('runs a queued job once with its payload', async () => {
    await enqueueJob('test_record', { n: 1 });

    await t.app.worker.drain();
    await t.app.worker.drain();

    expect(calls.filter((c) => (c as { n: number }).n === 1)).toEqual([{ n: 1 }]);
    expect(await lastJob()).toMatchObject({ status: 'Done', attempts: 1, lastError: null });
  });

  it('commits what a job writes together with its completion', async () => {
    await enqueueJob('test_email', { to: 'job.ok@example.test' });

    await t.app.worker.drain();

    expect(await emailsTo('job.ok@example.test')).toHaveLength(1);
  });

  it('rolls back a failing job, retries it later and marks it Failed after 5 attempts', async () => {
    await enqueueJob('test_email_then_fail', { to: 'job.fail@example.test' });

    await t.app.worker.drain();
    const first = await lastJob();
    for (let i = 0; i < 4; i++) {
      await db().update(jobs).set({ runAfter: sql`now() - interval '1 second'` }).where(eq(jobs.id, first.id));
      await t.app.worker.drain();
    }

    expect(first).toMatchObject({ status: 'Pending', attempts: 1, lastError: 'lookup service down' });
    expect(first.runAfter.getTime()).toBeGreaterThan(Date.now() + 5000);
    expect(await lastJob()).toMatchObject({ id: first.id, status: 'Failed', attempts: 5 });
    expect(await emailsTo('job.fail@example.test')).toEqual([]);
  });

  it('keeps a job of an unknown kind, saying so, for an instance that knows it', async () => {
    await enqueueJob('test_unknown', {});

    await t.app.worker.drain();

    expect(await lastJob()).toMatchObject({ status: 'Pending', attempts: 1, lastError: 'No handler for job kind "test_unknown"' });
  });

  it('runs each of 10 jobs exactly once when two instances drain at the same time', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    other.worker.registerJob('test_record', async (_db, payload) => void calls.push(payload));
    await other.ready();
    try {
      for (let i = 0; i < 10; i++) await enqueueJob('test_record', { batch: 'parallel', i });

      await Promise.all([t.app.worker.drain(), other.worker.drain()]);
    } finally {
      await other.close();
    }

    const ran = calls.filter((c) => (c as { batch?: string }).batch === 'parallel').map((c) => (c as { i: number }).i);
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
