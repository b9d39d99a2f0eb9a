import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/db/schema/customer.ts';
import { auditRowsOf as rowsOf, failingAuditContext, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildOrder, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { cancelOrder } from './service.ts';

/** Every order change writes its audit row from the service, in the change's own transaction. */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let contact: SignedIn;

const FAR = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t.database.db);
  contact = await withSession(t.database.db, buildContact(t.database.db, { companyId: tenant.company.id, permissions: ['Orders', 'CancelOrder'] }));
});
afterAll(() => t.close());

const auditRowsOf = (orderId: string) => rowsOf(t.database.db, 'orders', orderId);
const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: contact.headers, payload: { reason: 'Not needed' } });

describe('order audit', () => {
  it('a cancel writes one audit row naming the order, who and from where', async () => {
    const order = await buildOrder(t.database.db, tenant.tenant, { status: 'Confirming', requestedTaskDate: FAR });
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);

    const rows = await auditRowsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'Information', path: `/api/orders/${order.id}/cancel` });
    expect(rows[0]!.shortMessage).toContain(`Order ${order.orderNo} cancelled`);
    expect(rows[0]!.shortMessage).toContain(`by ${contact.userName}`);
  });

  it('a refused cancel writes none', async () => {
    const order = await buildOrder(t.database.db, tenant.tenant, { status: 'Cancelled', requestedTaskDate: FAR });
    expect((await cancel(order.id)).statusCode).toBe(409);
    expect(await auditRowsOf(order.id)).toEqual([]);
  });

  it('the audit row is part of the transaction: when it cannot be written, the order stays as it was', async () => {
    const order = await buildOrder(t.database.db, tenant.tenant, { status: 'Confirming', requestedTaskDate: FAR });
    await expect(cancelOrder(await failingAuditContext(t.database.db, contact.headers), order.id, {})).rejects.toThrow('audit log unavailable');
    const [after] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('Confirming');
  });
});
