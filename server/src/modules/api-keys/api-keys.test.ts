import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys } from '@/db/schema/api-keys.ts';
import { users } from '@/db/schema/users.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildBusinessPartner, buildContact, buildSite, buildStaff, buildTenant, buildTrip } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
let main: { id: string };
let mainHeaders: { authorization: string };
let staffHeaders: { authorization: string };
const tripNos = { a: '', aOtherSite: '', b: '' };
const ALL: Permission[] = ['Dashboard', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Orders', 'CreateOrder', 'CancelOrder', 'PricesColumn', 'Folders'];

beforeAll(async () => {
  t = await buildTestApp({ apiKeyRateLimitPerMinute: 8 });
  const db = t.database.db;
  a = await buildTenant(db);
  b = await buildTenant(db);
  main = await buildContact(db, { companyId: a.company.id, mainContact: true, permissions: ALL });
  mainHeaders = await sessionFor(db, main.id);
  staffHeaders = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
  tripNos.a = (await buildTrip(db, a.tenant)).tourNo;
  tripNos.b = (await buildTrip(db, b.tenant)).tourNo;
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, body: object, url = '/api/api-keys') =>
  t.app.inject({ method: 'POST', url, headers, payload: { name: 'ERP', scopes: ['trips:read'], ...body } });
const withKey = (secret: string, url: string, more: { remoteAddress?: string } = {}) => t.app.inject({ url, headers: { 'x-api-key': secret }, ...more });

describe('company API keys', () => {
  it('answers the key once and keeps only its hash', async () => {
    const res = await create(mainHeaders, { name: 'Warehouse ERP', scopes: ['trips:read', 'orders:read'], allowedIps: ['10.0.0.0/8', '2001:db8::1'] });
    expect(res.statusCode, res.body).toBe(201);
    const { secret, apiKey } = res.json();
    expect(secret).toMatch(/^chk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Warehouse ERP', prefix: secret.slice(0, 12), scopes: ['trips:read', 'orders:read'], allowedIps: ['10.0.0.0/8', '2001:db8::1'], lastUsedAt: null, revokedAt: null });
    expect(new Date(apiKey.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);

    const stored = await rowsOf<Record<string, unknown>>(t.database.db, sql`select * from api_keys where id = ${apiKey.id}`);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(12));
    const list = await t.app.inject({ url: '/api/api-keys', headers: mainHeaders });
    expect(list.body).not.toContain(secret.slice(12));
    expect(list.json().items.map((k: { id: string }) => k.id)).toContain(apiKey.id);
    const audit = await rowsOf<{ message: string }>(t.database.db, sql`select message from audit_log where context = 'api-keys'`);
    expect(audit.map((r) => r.message).join('\n')).toContain('API key "Warehouse ERP" created');
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('acts as a contact of its company: its data only, on the routes its scopes open', async () => {
    const { secret } = (await create(mainHeaders, { scopes: ['trips:read'] })).json();
    const trips = await withKey(secret, '/api/trips');
    expect(trips.statusCode, trips.body).toBe(200);
    expect(trips.body).toContain(tripNos.a);
    expect(trips.body).not.toContain(tripNos.b);

    // A scope not granted, and a route no key may call.
    const orders = await withKey(secret, '/api/orders');
    expect(orders.statusCode).toBe(403);
    expect(orders.json().code).toBe('API_KEY_SCOPE');
    for (const url of ['/api/users', '/api/api-keys', '/api/Backoffice/User/GetUserVM', '/api/audit-log']) {
      const res = await withKey(secret, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('API_KEY_SCOPE');
    }
    const write = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { 'x-api-key': secret }, payload: { name: 'More', scopes: ['trips:read'] } });
    expect(write.statusCode).toBe(403);
  });

  it('never sees more than its creator: a site-scoped creator, a creator losing a permission or deactivated', async () => {
    const db = t.database.db;
    // A main contact of company A scoped to one site.
    const scoped = await buildContact(db, { companyId: a.company.id, mainContact: true, permissions: ['Trips', 'Orders'], treeNodeKind: 'site', treeNodeId: a.site.id });
    const scopedHeaders = await sessionFor(db, scoped.id);
    const refused = await create(scopedHeaders, { scopes: ['trips:read', 'currentAccount:read'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('currentAccount:read');

    const { secret } = (await create(scopedHeaders, { scopes: ['trips:read'] })).json();
    const partner = await buildBusinessPartner(db, a.company.id);
    const otherSite = await buildSite(db, a.company.id, partner.id);
    const elsewhere = await buildTrip(db, { companyId: a.company.id, businessPartnerId: partner.id, siteId: otherSite.id });
    const seen = await withKey(secret, '/api/trips');
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(tripNos.a);
    expect(seen.body).not.toContain(elsewhere.tourNo);

    await db.update(users).set({ permissions: ['Orders'] }).where(eq(users.id, scoped.id));
    await t.app.sessions.userChanged(scoped.id);
    expect((await withKey(secret, '/api/trips')).statusCode).toBe(403);

    await db.update(users).set({ permissions: ['Trips'], active: false }).where(eq(users.id, scoped.id));
    await t.app.sessions.userChanged(scoped.id);
    const gone = await withKey(secret, '/api/trips');
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('API_KEY_INVALID');
  });

  it('staff create a company’s key with the whole company’s scope; revoked and expired keys answer 401', async () => {
    const res = await create(staffHeaders, { scopes: ['trips:read'] }, `/api/companies/${b.company.id}/api-keys`);
    expect(res.statusCode, res.body).toBe(201);
    const { secret, apiKey } = res.json();
    const trips = await withKey(secret, '/api/trips');
    expect(trips.body).toContain(tripNos.b);
    expect(trips.body).not.toContain(tripNos.a);

    const revoke = await t.app.inject({ method: 'POST', url: `/api/companies/${b.company.id}/api-keys/${apiKey.id}/revoke`, headers: staffHeaders });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    const after = await withKey(secret, '/api/trips');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('API_KEY_INVALID');
    // The main contact of company A cannot revoke (or see) company B's key.
    expect((await t.app.inject({ method: 'POST', url: `/api/api-keys/${apiKey.id}/revoke`, headers: mainHeaders })).statusCode).toBe(404);

    const second = (await create(mainHeaders, { scopes: ['trips:read'] })).json();
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, second.apiKey.id));
    await t.app.sessions.everyoneChanged();
    expect((await withKey(second.secret, '/api/trips')).json().code).toBe('API_KEY_INVALID');
    expect((await withKey('chk_not-a-key', '/api/trips')).statusCode).toBe(401);
    expect((await withKey(`chk_${'A'.repeat(43)}`, '/api/trips')).statusCode).toBe(401);
  });

  it('writes what its scopes open: a service request and its comment, an order (made by a contact or by staff)', async () => {
    const staffKey = (await create(staffHeaders, { scopes: ['tickets:write', 'orders:write'] }, `/api/companies/${a.company.id}/api-keys`)).json().secret as string;
    const contactKey = (await create(mainHeaders, { scopes: ['tickets:write', 'orders:write'] })).json().secret as string;
    for (const secret of [contactKey, staffKey]) {
      const headers = { 'x-api-key': secret };
      const ticket = await t.app.inject({ method: 'POST', url: '/api/tickets', headers, payload: { type: 'Service', title: 'Door', description: 'Broken', siteId: a.site.id } });
      expect(ticket.statusCode, ticket.body).toBe(201);
      const comment = await t.app.inject({ method: 'POST', url: `/api/tickets/${ticket.json().id}/comments`, headers, payload: { body: 'Any news?' } });
      expect(comment.statusCode, comment.body).toBe(201);
      expect((await t.app.inject({ url: `/api/tickets/${ticket.json().id}`, headers })).statusCode).toBe(200);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: { documentType: 'Service', unitOfMeasure: 'Unit', quantity: 1, workLocation: 'Gate 1', requestedTaskDate: '2099-01-01', siteId: a.site.id },
      });
      expect(order.statusCode, order.body).toBe(201);
      // Reading orders is a scope of its own.
      expect((await t.app.inject({ url: '/api/orders', headers })).json().code).toBe('API_KEY_SCOPE');
      // Another company's site is out of reach.
      const foreign = await t.app.inject({ method: 'POST', url: '/api/tickets', headers, payload: { type: 'Service', title: 'Door', description: 'Broken', siteId: b.site.id } });
      expect([400, 403, 404]).toContain(foreign.statusCode);
    }
  });

  it('is refused outside its allow-list', async () => {
    const { secret } = (await create(mainHeaders, { scopes: ['trips:read'], allowedIps: ['10.1.0.0/16'] })).json();
    const outside = await withKey(secret, '/api/trips', { remoteAddress: '192.0.2.1' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('API_KEY_ADDRESS_REFUSED');
    await vi.waitFor(async () => {
      const rows = await rowsOf<{ ip: string }>(t.database.db, sql`select ip from audit_log where context = 'api-keys' and message like ${'%(403)'} and ip = '192.0.2.1'`);
      expect(rows).toHaveLength(1);
    });
    expect((await withKey(secret, '/api/trips', { remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await withKey(secret, '/api/trips', { remoteAddress: '::ffff:10.1.2.3' })).statusCode).toBe(200);
    const bad = await create(mainHeaders, { allowedIps: ['10.0.0.0/33'] });
    expect(bad.statusCode).toBe(400);
  });

  it('audits every use, shows the last one and has its own rate limit', async () => {
    const { secret, apiKey } = (await create(mainHeaders, { name: 'Limited', scopes: ['trips:read'] })).json();
    const answers: number[] = [];
    for (let i = 0; i < 9; i++) answers.push((await withKey(secret, '/api/trips', { remoteAddress: '10.9.8.7' })).statusCode);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(answers[8]).toBe(429);
    const limited = await withKey(secret, '/api/trips');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key is counted on its own.
    const other = (await create(mainHeaders, { scopes: ['trips:read'] })).json();
    expect((await withKey(other.secret, '/api/trips')).statusCode).toBe(200);

    await vi.waitFor(async () => {
      const rows = await rowsOf<{ message: string; user_id: string; after: { keyId: string } }>(
        t.database.db,
        sql`select message, user_id, after from audit_log where context = 'api-keys' and message like ${'API key "Limited" used%'}`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(10);
      expect(rows[0]!.message).toMatch(/^API key "Limited" used: GET \/api\/trips \((200|429)\)$/);
      expect(rows.every((r) => r.user_id === main.id && r.after.keyId === apiKey.id)).toBe(true);
    });
    await vi.waitFor(async () => {
      const list = (await t.app.inject({ url: '/api/api-keys', headers: mainHeaders })).json();
      const shown = list.items.find((k: { id: string }) => k.id === apiKey.id);
      expect(shown.lastUsedAt).not.toBeNull();
      expect(shown.lastUsedIp).toBe('10.9.8.7');
    });
  });
});
