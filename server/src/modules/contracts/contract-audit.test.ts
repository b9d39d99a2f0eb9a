import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@/db/schema/customer.ts';
import { auditRowsOf, failingAuditContext, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildContract, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { approveContract } from './service.ts';

/** A contract approval writes its audit row from the service, in the approval's own transaction. */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let contact: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t.database.db);
  contact = await withSession(t.database.db, buildContact(t.database.db, { companyId: tenant.company.id, permissions: ['ContractOrganization'] }));
});
afterAll(() => t.close());

const approve = (id: string) => t.app.inject({ method: 'POST', url: `/api/contracts/${id}/approve`, headers: contact.headers });
const statusOf = async (id: string) => (await t.database.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id)))[0]!.status;

describe('contract audit', () => {
  it('an approval writes one audit row; the refused second approval writes none', async () => {
    const { id } = await buildContract(t.database.db, tenant.tenant);
    expect((await approve(id)).statusCode).toBe(200);
    expect((await approve(id)).statusCode).toBe(409);

    const rows = await auditRowsOf(t.database.db, 'contracts', id);
    expect(rows.map((r) => r.shortMessage)).toEqual([`Contract approved (${id}) (by ${contact.userName})`]);
    expect(rows[0]).toMatchObject({ level: 'Information', path: `/api/contracts/${id}/approve` });
  });

  it('the audit row is part of the transaction: when it cannot be written, the contract stays pending', async () => {
    const { id } = await buildContract(t.database.db, tenant.tenant);
    await expect(approveContract(await failingAuditContext(t.database.db, contact.headers), id)).rejects.toThrow('audit log unavailable');
    expect(await statusOf(id)).toBe('Pending');
  });
});
