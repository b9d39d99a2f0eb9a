import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { tryLockSync } from './lock.ts';
import { syncRunsSettled } from './routes.ts';
import { sampleExport } from './sync-fixture.ts';

let t: TestApp;
let staff: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  customer = await sessionFor(t.database.db, (await buildContact(t.database.db, { permissions: ['CurrentAccounts', 'Orders', 'ContractLines'] })).id);
});
afterAll(async () => t.close());

async function upload(name: string, bytes: Buffer, fields: Record<string, string> = {}, headers = staff) {
  const body = multipart(fields, { name, bytes });
  return t.app.inject({ method: 'POST', url: '/api/sync/files', payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** Queues a run, lets the worker start it and waits for its end; answers the run. */
async function run(payload: Record<string, unknown>) {
  const started = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.worker.drain();
  await syncRunsSettled(t.database.db);
  const detail = await t.app.inject({ url: `/api/sync/runs/${started.json().id}`, headers: staff });
  expect(detail.statusCode).toBe(200);
  return detail.json();
}

const ledgerCount = async () => (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries where erp_key is not null`))[0]!.n;

describe('sync API', () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from companies where code like 'SYNC-%'`);
  });

  it('imports an uploaded file: a dry run first writes nothing, the run creates, the same file again changes nothing', async () => {
    const file = await upload('export.json', Buffer.from(JSON.stringify(sampleExport())));
    expect(file.statusCode, file.body).toBe(201);
    const fileId = file.json().id;

    const dry = await run({ connector: 'file', dryRun: true, fileId });
    expect(dry).toMatchObject({ status: 'succeeded', dryRun: true, done: 33, total: 33, errorCount: 0, startedBy: expect.any(String) });
    expect(dry.counts.ledgerEntries).toEqual({ created: 20, updated: 0, unchanged: 0, failed: 0 });
    expect(await ledgerCount()).toBe(0);

    const real = await run({ connector: 'file', dryRun: false, fileId });
    expect(real.status).toBe('succeeded');
    expect(real.counts).toEqual(dry.counts);
    expect(await ledgerCount()).toBe(20);

    const again = await run({ connector: 'file', dryRun: false, fileId });
    expect(Object.values(again.counts).every((c) => (c as { created: number; updated: number }).created === 0 && (c as { updated: number }).updated === 0)).toBe(true);
    expect(again.counts.ledgerEntries.unchanged).toBe(20);

    expect(await auditRowsOf(t.database.db, 'sync', real.id)).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/sync/runs?pageSize=2', headers: staff });
    expect(list.json()).toMatchObject({ total: 3, items: [{ id: again.id }, { id: real.id }] });
  });

  it('reports a malformed CSV row with its line and imports the rest', async () => {
    await run({ connector: 'file', dryRun: false, fileId: (await upload('c.json', Buffer.from(JSON.stringify({ companies: [{ code: 'SYNC-A', name: 'A' }] })))).json().id });
    const csv = 'companyCode;customerNo;name;vatNo\nSYNC-A;C-1;One;\nSYNC-A;;Nameless;\nSYNC-Z;C-3;Lost;\nSYNC-A;C-4;Four;PT1\n';
    const file = await upload('partners\u202evsc.csv', Buffer.from(csv), { entity: 'businessPartners' });
    expect(file.statusCode, file.body).toBe(201);
    // Kept without its bidi control, like every file name a client gives.
    expect(file.json().fileName).toBe('partnersvsc.csv');
    const result = await run({ connector: 'file', dryRun: false, fileId: file.json().id });
    expect(result.counts.businessPartners).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 2 });
    expect(result.errors).toEqual([
      { entity: 'businessPartners', key: null, line: 3, reason: expect.stringContaining('customerNo') },
      { entity: 'businessPartners', key: 'SYNC-Z/C-3', line: 4, reason: 'Unknown company "SYNC-Z"' },
    ]);
  });

  it('refuses a file that does not parse, a CSV without its entity and another type', async () => {
    expect((await upload('x.json', Buffer.from('{"companies": [}'))).statusCode).toBe(400);
    expect((await upload('x.json', Buffer.from('{"customers": []}'))).json().errors[0].message).toContain('Unknown entity "customers"');
    expect((await upload('x.csv', Buffer.from('code;name\nA;B\n'))).statusCode).toBe(400);
    expect((await upload('x.xml', Buffer.from('<a/>'))).statusCode).toBe(415);
    const bad = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload: { connector: 'file', dryRun: false } });
    expect(bad.statusCode).toBe(400);
    const unknownField = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload: { connector: 'file', fileId: crypto.randomUUID(), status: 'succeeded' } });
    expect(unknownField.statusCode).toBe(400);
  });

  it('refuses a second run while one of the connector is queued, or holds the lock', async () => {
    const fileId = (await upload('export.json', Buffer.from(JSON.stringify(sampleExport(2))))).json().id;
    const first = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload: { connector: 'file', fileId } });
    expect(first.statusCode).toBe(202);
    const second = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload: { connector: 'file', fileId } });
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('ALREADY_RUNNING');

    // Another instance holds the lock: the queued run is refused when the worker starts it.
    const lock = (await tryLockSync(t.database, 'file'))!;
    expect(await tryLockSync(t.database, 'file')).toBeNull();
    await t.app.worker.drain();
    await syncRunsSettled(t.database.db);
    const refused = (await t.app.inject({ url: `/api/sync/runs/${first.json().id}`, headers: staff })).json();
    expect(refused).toMatchObject({ status: 'failed', failure: 'Another run of this connector is already running' });
    const whileLocked = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: staff, payload: { connector: 'file', fileId } });
    expect(whileLocked.statusCode).toBe(409);
    await lock.release();
    expect((await run({ connector: 'file', fileId })).status).toBe('succeeded');
  });

  it('marks a run left running by a stopped instance as failed when the next one starts', async () => {
    const fileId = (await upload('export.json', Buffer.from(JSON.stringify(sampleExport(2))))).json().id;
    const [stale] = await rowsOf<{ id: string }>(t.database.db, sql`insert into sync_runs (connector, status, file_id) values ('file', 'running', ${fileId}) returning id`);
    expect((await run({ connector: 'file', fileId })).status).toBe('succeeded');
    const after = (await t.app.inject({ url: `/api/sync/runs/${stale!.id}`, headers: staff })).json();
    expect(after).toMatchObject({ status: 'failed', failure: expect.stringContaining('Interrupted') });
  });

  it('is staff only', async () => {
    const fileId = crypto.randomUUID();
    for (const req of [
      { url: '/api/sync/runs' },
      { url: `/api/sync/runs/${fileId}` },
      { method: 'POST' as const, url: '/api/sync/runs', payload: { connector: 'file', fileId } },
      { url: '/api/sync/settings' },
    ]) {
      expect((await t.app.inject({ ...req, headers: customer })).statusCode, req.url).toBe(403);
    }
    expect((await upload('export.json', Buffer.from('{}'), {}, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/sync/settings', headers: staff })).statusCode).toBe(403);
  });
});
