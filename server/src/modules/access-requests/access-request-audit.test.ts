import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { users } from '@/db/schema/users.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { auditRowsOf as rowsOf, buildAppWithStaff, failingAuditContext, type SignedIn } from '../../../test/audit.ts';
import { buildBusinessPartner, buildCompany } from '../../../test/factories.ts';
import { type TestApp } from '../../../test/helpers.ts';
import { insertAccessRequest } from './repository.ts';
import { approve, reject } from './service.ts';

/** Every access request change writes its audit row from the service, in the change's own transaction. */
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => ({ t, staff } = await buildAppWithStaff('Backoffice')));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const pending = () =>
  insertAccessRequest(t.database.db, { name: 'Rita Rocha', email: `rita.${unique()}@example.test`, phone: '', company: 'Lusitania', presentation: 'Hello', language: 'pt-PT' });
const auditRowsOf = (id: string) => rowsOf(t.database.db, 'access-requests', id);
const statusOf = async (id: string) => (await t.database.db.select({ status: accessRequests.status }).from(accessRequests).where(eq(accessRequests.id, id)))[0]!.status;

async function companyWithPartner() {
  const company = await buildCompany(t.database.db);
  return { company, partner: await buildBusinessPartner(t.database.db, company.id) };
}

describe('access request audit', () => {
  it('a request from a visitor writes one audit row, as anonymous', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { name: 'Ana Sousa', email: `ana.${unique()}@example.test`, phone: '+351 210 000 000', company: 'Lusitania', presentation: 'Hi', language: 'pt-PT' },
    });
    expect(res.statusCode).toBe(202);
    const [latest] = await t.database.db.select({ id: accessRequests.id }).from(accessRequests).where(like(accessRequests.name, 'Ana Sousa'));
    const rows = await auditRowsOf(latest!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'Information', path: '/api/access-requests' });
    expect(rows[0]!.shortMessage).toContain('(by anonymous)');
  });

  it('an approval writes one audit row naming the request, the new contact and who approved it', async () => {
    const id = await pending();
    const { company, partner } = await companyWithPartner();
    const userName = `rita.${unique()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/access-requests/${id}/approve`,
      headers: staff.headers,
      payload: { companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id, userName },
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await auditRowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'Information', path: `/api/access-requests/${id}/approve` });
    expect(rows[0]!.shortMessage).toContain(`Access request approved (${id}): contact ${userName} created (${res.json().contactId})`);
    expect(rows[0]!.shortMessage).toContain(`by ${staff.userName}`);
  });

  it('a rejection writes one audit row; a refused second decision writes none', async () => {
    const id = await pending();
    expect((await t.app.inject({ method: 'POST', url: `/api/access-requests/${id}/reject`, headers: staff.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/access-requests/${id}/reject`, headers: staff.headers })).statusCode).toBe(409);

    const rows = await auditRowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shortMessage).toContain(`Access request rejected (${id}) (by ${staff.userName})`);
  });

  it('a refused approval (node outside the company) writes none', async () => {
    const id = await pending();
    const { company } = await companyWithPartner();
    const other = await companyWithPartner();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/access-requests/${id}/approve`,
      headers: staff.headers,
      payload: { companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: other.partner.id, userName: `x.${unique()}` },
    });
    expect(res.statusCode).toBe(400);
    expect(await auditRowsOf(id)).toEqual([]);
  });

  it('the audit row is part of the transaction: when it cannot be written, nothing is decided and no contact is created', async () => {
    const ctx = await failingAuditContext(t.database.db, staff.headers);
    const approved = await pending();
    const { company, partner } = await companyWithPartner();
    const userName = `rita.${unique()}`;
    await expect(
      approve(ctx, authDeps(t.app), approved, { companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id, userName }),
    ).rejects.toThrow('audit log unavailable');
    expect(await statusOf(approved)).toBe('Pending');
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName))).toEqual([]);

    const rejected = await pending();
    await expect(reject(ctx, rejected)).rejects.toThrow('audit log unavailable');
    expect(await statusOf(rejected)).toBe('Pending');
  });
});
