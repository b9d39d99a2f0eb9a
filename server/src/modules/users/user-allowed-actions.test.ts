import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSession } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

type Headers = { authorization: string };
type Listed = { id: string; allowedActions: string[] };

let t: TestApp;
let admin: { id: string; headers: Headers };
let backoffice: { id: string; headers: Headers };
let main: { id: string; headers: Headers };
let limited: { id: string; headers: Headers };
let colleague: { id: string };
let invited: { id: string };
let inactive: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await withSession(db, buildStaff(db, 'Admin'));
  backoffice = await withSession(db, buildStaff(db, 'Backoffice'));
  const { company } = await buildTenant(db);
  main = await withSession(db, buildContact(db, { companyId: company.id, mainContact: true, permissions: ['Dashboard'] }));
  limited = await withSession(db, buildContact(db, { companyId: company.id, permissions: ['Dashboard'] }));
  colleague = await buildContact(db, { companyId: company.id, twoFactorMethod: 'email' });
  invited = await buildContact(db, { companyId: company.id, passwordHash: null });
  inactive = await buildContact(db, { companyId: company.id, active: false });
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

/** The allowedActions of each user of the caller's list, by id. */
async function listed(headers: Headers, query = 'pageSize=100'): Promise<Record<string, string[]>> {
  const res = await get(`/api/users?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().items as Listed[]).map((u) => [u.id, u.allowedActions]));
}
const detailActions = async (id: string, headers: Headers) => (await get(`/api/users/${id}`, headers)).json().user.allowedActions;

describe('allowedActions of the users list and detail', () => {
  it('a main contact may edit, set permissions and send links to the contacts they manage, and only edit themself', async () => {
    const actions = await listed(main.headers);
    expect(actions[colleague.id]).toEqual(['edit', 'permissions', 'send-reset']);
    expect(actions[invited.id]).toEqual(['edit', 'permissions', 'resend-invitation']);
    expect(actions[inactive.id]).toEqual(['edit', 'permissions']);
    expect(actions[main.id]).toEqual(['edit']);
    // The detail answers the same as the list.
    for (const id of [colleague.id, invited.id, main.id]) expect(await detailActions(id, main.headers)).toEqual(actions[id]);
  });

  it('the server still refuses a main contact what it does not answer: staff actions, their own permissions', async () => {
    expect((await post(`/api/users/${colleague.id}/deactivate`, main.headers)).statusCode).toBe(403);
    expect((await post(`/api/users/${colleague.id}/reset-two-factor`, main.headers)).statusCode).toBe(403);
    expect((await post(`/api/users/${colleague.id}/resend-invitation`, main.headers)).statusCode).toBe(409);
    const own = await t.app.inject({ method: 'PUT', url: `/api/users/${main.id}/permissions`, headers: main.headers, payload: { permissions: ['Dashboard'] } });
    expect(own.statusCode).toBe(403);
  });

  it('a contact who manages nobody has no list, may only edit themself, and is refused the rest', async () => {
    expect((await get('/api/users', limited.headers)).statusCode).toBe(403);
    expect(await detailActions(limited.id, limited.headers)).toEqual(['edit']);
    expect((await get(`/api/users/${colleague.id}`, limited.headers)).statusCode).toBe(404);
    expect((await post(`/api/users/${colleague.id}/send-reset`, limited.headers)).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'PUT', url: `/api/users/${limited.id}/permissions`, headers: limited.headers, payload: { permissions: ['Dashboard'] } });
    expect(own.statusCode).toBe(403);
  });

  it('Backoffice may act on customer contacts (View as the active ones, reset a second factor there is) but not on staff', async () => {
    const actions = await listed(backoffice.headers);
    expect(actions[colleague.id]).toEqual(['edit', 'permissions', 'view-as', 'deactivate', 'send-reset', 'reset-two-factor', 'request-erasure', 'prepare-data-export']);
    expect(actions[invited.id]).toEqual(['edit', 'permissions', 'view-as', 'deactivate', 'resend-invitation', 'request-erasure', 'prepare-data-export']);
    expect(actions[inactive.id]).toEqual(['edit', 'permissions', 'activate', 'request-erasure', 'prepare-data-export']);
    expect(actions[admin.id]).toEqual([]);
    expect(actions[backoffice.id]).toEqual(['edit']);
    expect(await detailActions(admin.id, backoffice.headers)).toEqual([]);
    // Refused as answered.
    expect((await post(`/api/users/${admin.id}/deactivate`, backoffice.headers)).statusCode).toBe(403);
    expect((await post(`/api/users/${admin.id}/send-reset`, backoffice.headers)).statusCode).toBe(403);
    expect((await post(`/api/users/${backoffice.id}/deactivate`, backoffice.headers)).statusCode).toBe(409);
  });

  it('an Admin may act on staff too, never deactivate or view as themself', async () => {
    const actions = await listed(admin.headers);
    expect(actions[backoffice.id]).toEqual(['edit', 'deactivate', 'send-reset', 'request-erasure', 'prepare-data-export']);
    expect(actions[admin.id]).toEqual(['edit']);
    expect(actions[colleague.id]).toEqual(['edit', 'permissions', 'view-as', 'deactivate', 'send-reset', 'reset-two-factor', 'request-erasure', 'prepare-data-export']);
    expect((await post(`/api/users/${admin.id}/deactivate`, admin.headers)).statusCode).toBe(409);
    const viewSelf = await t.app.inject({ method: 'POST', url: '/api/view-as', headers: admin.headers, payload: { contactId: admin.id, reason: 'Checking the view' } });
    expect(viewSelf.statusCode).toBe(403);
  });
});
