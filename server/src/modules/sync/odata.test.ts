import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildStaff } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { runSync } from './engine.ts';
import { odataConnector } from './odata.ts';
import { odataDataSet, startODataServer, type ODataServer } from './odata-server.ts';
import { syncRunsSettled } from './routes.ts';

// The size (10,000 customers, 100,000 entries) runs in `npm run bench -- sync`.
const CUSTOMERS = Number(process.env.SYNC_ODATA_CUSTOMERS ?? 300);
const ENTRIES = Number(process.env.SYNC_ODATA_ENTRIES ?? 3000);
const ERP_COMPANY = 'a1b2c3d4-0000-4000-8000-000000000001';

let t: TestApp;
let server: ODataServer;
let admin: { authorization: string };
const data = odataDataSet(CUSTOMERS, ENTRIES);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
  server = await startODataServer(data, { pageSize: 500, clientId: 'hub', clientSecret: 's3cret-value' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const settings = (secret?: string) => ({
  nightly: true,
  nightlyHourUtc: 3,
  odata: {
    baseUrl: `${server.url}/api/v2.0`,
    erpCompanyId: ERP_COMPANY,
    companyCode: 'BC-CRONUS',
    companyName: 'CRONUS',
    authKind: 'oauth2',
    tokenUrl: `${server.url}/token`,
    clientId: 'hub',
    ...(secret && { secret }),
  },
});

async function runOData() {
  const started = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: admin, payload: { connector: 'odata', dryRun: false } });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.worker.drain();
  await syncRunsSettled(t.database.db);
  return (await t.app.inject({ url: `/api/sync/runs/${started.json().id}`, headers: admin })).json();
}

describe('OData connector', () => {
  it('is refused until configured; the secret is stored sealed and never answered', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/sync/runs', headers: admin, payload: { connector: 'odata' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('NOT_CONFIGURED');
    const saved = await t.app.inject({ method: 'PUT', url: '/api/sync/settings', headers: admin, payload: settings('s3cret-value') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('s3cret');
    expect(saved.json().odata).toMatchObject({ secretSet: true, companyCode: 'BC-CRONUS', ledgerEntitySet: 'customerLedgerEntries' });
    const [stored] = await rowsOf<{ value: string }>(t.database.db, sql`select value::text as value from settings where key = 'sync'`);
    expect(stored!.value).not.toContain('s3cret');
    // Saved again without a secret: the stored one is kept.
    const again = await t.app.inject({ method: 'PUT', url: '/api/sync/settings', headers: admin, payload: settings() });
    expect(again.json().odata.secretSet).toBe(true);
  });

  it(`pages through ${CUSTOMERS} customers and ${ENTRIES} ledger entries, then reads only what changed since`, async () => {
    const run = await runOData();
    expect(run).toMatchObject({ status: 'succeeded', errorCount: 0 });
    expect(run.counts.companies).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 0 });
    expect(run.counts.businessPartners).toEqual({ created: CUSTOMERS, updated: 0, unchanged: 0, failed: 0 });
    expect(run.counts.ledgerEntries).toEqual({ created: ENTRIES, updated: 0, unchanged: 0, failed: 0 });
    const pages = server.requests.filter((r) => r.path.includes('customerLedgerEntries'));
    expect(pages).toHaveLength(Math.ceil(ENTRIES / 500));
    expect(server.requests.every((r) => r.authorization === 'Bearer token-1' && r.prefer === 'odata.maxpagesize=1000')).toBe(true);

    const [totals] = await rowsOf<{ n: number; credit: number; paymentsWithoutDue: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where document_type = 'Credit Memo')::int as credit,
                 count(*) filter (where document_type = 'Payment' and due_date is null)::int as "paymentsWithoutDue"
          from ledger_entries e join companies c on c.id = e.company_id where c.code = 'BC-CRONUS'`,
    );
    expect(totals).toEqual({
      n: ENTRIES,
      credit: data.customerLedgerEntries.filter((e) => e.documentType === 'Credit_x0020_Memo').length,
      paymentsWithoutDue: data.customerLedgerEntries.filter((e) => e.documentType === 'Payment').length,
    });

    // One customer renamed in the ERP since: the next run reads only it.
    const renamed = data.customers[5]!;
    renamed.displayName = 'Customer six, renamed';
    renamed.lastModifiedDateTime = '2027-01-01T00:00:00.000Z';
    server.requests.length = 0;
    const next = await runOData();
    expect(next.counts.businessPartners).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 0 });
    expect(next.counts.ledgerEntries).toBeUndefined();
    const read = new URL(server.requests.find((r) => r.path.includes('/customers'))!.path, server.url);
    expect(read.searchParams.get('$filter')).toBe(`lastModifiedDateTime gt ${data.customers[CUSTOMERS - 1]!.lastModifiedDateTime}`);
  });

  it('reads sites and buildings from the extension’s entity sets, and a run limited to the organisation reads nothing else', async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 1000).toISOString();
    const custom = {
      ...odataDataSet(2, 4),
      facilitySites: [
        { '@odata.etag': 'W/"1"', id: 'a1', customerNo: 'C000001', code: 'S-1', name: 'Porto depot', city: 'Porto', latitude: 41.15, longitude: -8.61, lastModifiedDateTime: at(1) },
        { '@odata.etag': 'W/"2"', id: 'a2', customerNo: 'C000002', code: 'S-2', name: 'Braga depot', city: 'Braga', lastModifiedDateTime: at(2) },
      ],
      facilityBuildings: [
        { id: 'b1', siteCode: 'S-1', code: 'B-1', name: 'Warehouse A', lastModifiedDateTime: at(3) },
        { id: 'b2', siteCode: 'S-1', code: 'B-2', name: 'Warehouse B', lastModifiedDateTime: at(4) },
        { id: 'b3', siteCode: 'S-9', code: 'B-3', name: 'On an unknown site', lastModifiedDateTime: at(5) },
      ],
    };
    const extension = await startODataServer(custom, { pageSize: 2, clientId: 'hub', clientSecret: 'ext-secret' });
    try {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/sync/settings',
        headers: admin,
        payload: {
          nightly: false,
          nightlyHourUtc: 3,
          odata: {
            ...settings('ext-secret').odata,
            baseUrl: `${extension.url}/api/v2.0`,
            tokenUrl: `${extension.url}/token`,
            erpCompanyId: 'b1c2d3e4-0000-4000-8000-00000000000f',
            companyCode: 'BC-FAC',
            companyName: 'Facilities',
            customBaseUrl: `${extension.url}/api/contoso/facilities/v1.0`,
            entitySets: { sites: 'facilitySites', buildings: 'facilityBuildings', trips: '' },
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().odata).toMatchObject({ customBaseUrl: `${extension.url}/api/contoso/facilities/v1.0`, entitySets: { sites: 'facilitySites', buildings: 'facilityBuildings' } });
      expect(saved.json().odata.entitySets).not.toHaveProperty('trips');

      const started = await t.app.inject({
        method: 'POST',
        url: '/api/sync/runs',
        headers: admin,
        payload: { connector: 'odata', entities: ['companies', 'businessPartners', 'sites', 'buildings'] },
      });
      expect(started.statusCode, started.body).toBe(202);
      await t.app.worker.drain();
      await syncRunsSettled(t.database.db);
      const run = (await t.app.inject({ url: `/api/sync/runs/${started.json().id}`, headers: admin })).json();
      expect(run.status).toBe('succeeded');
      expect(run.counts.sites).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
      expect(run.counts.buildings).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
      expect(run.errors).toEqual([expect.objectContaining({ entity: 'buildings', key: expect.stringContaining('B-3'), line: 3 })]);
      expect(run.counts.ledgerEntries).toBeUndefined();
      expect(extension.requests.some((r) => r.path.includes('customerLedgerEntries'))).toBe(false);
      expect(extension.requests.filter((r) => r.path.startsWith('/api/contoso/facilities/v1.0/')).length).toBe(3);

      const buildings = await rowsOf<{ code: string; site: string }>(
        t.database.db,
        sql`select b.code, s.code as site from buildings b join sites s on s.id = b.site_id join companies c on c.id = b.company_id where c.code = 'BC-FAC' order by b.code`,
      );
      expect(buildings).toEqual([
        { code: 'B-1', site: 'S-1' },
        { code: 'B-2', site: 'S-1' },
      ]);
    } finally {
      await extension.close();
    }
  });

  it('a dry run keeps no watermark; basic authentication; a busy answer is tried again; a refused credential fails the run without the secret', async () => {
    const basicServer = await startODataServer(odataDataSet(3, 7), { pageSize: 2, basic: { username: 'svc', password: 'pa55word' }, busyFirst: 1 });
    try {
      const options = { baseUrl: `${basicServer.url}/api/v2.0`, erpCompanyId: 'x', companyCode: 'BC-BASIC', companyName: 'Basic', auth: { kind: 'basic' as const, username: 'svc', password: 'pa55word' } };
      const dry = await runSync(t.database.db, odataConnector(options), { dryRun: true });
      expect(dry.counts.ledgerEntries).toEqual({ created: 7, updated: 0, unchanged: 0, failed: 0 });
      expect(basicServer.requests[0]!.path).toBe(basicServer.requests[1]!.path);
      const [{ n }] = (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from sync_watermarks where entity_set like 'x/%'`)) as [{ n: number }];
      expect(n).toBe(0);
      const real = await runSync(t.database.db, odataConnector(options), { dryRun: false });
      expect(real.counts).toEqual(dry.counts);

      const wrong = odataConnector({ ...options, auth: { kind: 'basic', username: 'svc', password: 'wrong-pass' }, full: true });
      await expect(runSync(t.database.db, wrong, { dryRun: false })).rejects.toThrow('The OData service (customers) answered HTTP 401');
    } finally {
      await basicServer.close();
    }
  });
});
