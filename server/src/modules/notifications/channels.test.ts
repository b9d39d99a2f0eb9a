import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { sessionFor, type TestApp } from '../../../test/helpers.ts';
import { anyTo, deliveredTo } from '../../../test/mail.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';

/**
 * The recipient's preferences route each notification: to the bell, by email (through the real
 * test SMTP server, in the recipient's language, linking to its page), both or neither.
 */
let t: TestApp;
let smtp: TestSmtp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let staff: { authorization: string };
beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  tenant = await buildTenant(t.database.db);
  staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice', { firstName: 'Sara', lastName: 'Staff' })).id);
});
afterAll(() => t.close());

/** A customer who chose `channels` for order changes, and an order of theirs staff then confirm. */
async function confirmFor(language: string, channels: { inApp: boolean; email: boolean } | 'defaults') {
  const customer = await buildContact(t.database.db, { companyId: tenant.company.id, permissions: ['Notifications', 'Orders'], language, firstName: 'Carla', lastName: 'Cliente' });
  const headers = await sessionFor(t.database.db, customer.id);
  if (channels !== 'defaults') {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers, payload: { items: [{ kind: 'OrderStatusChanged', ...channels }] } });
    expect(saved.statusCode).toBe(200);
  }
  const order = await buildOrder(t.database.db, tenant.tenant, { createdBy: customer.id, orderNo: `OR-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` });
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/confirm`, headers: staff, payload: { taskDate: '2099-07-01', confirmation: 'Crew booked' } });
  expect(res.statusCode).toBe(200);
  await t.app.worker.drain();
  const bell = await t.database.db.select().from(notifications).where(eq(notifications.refId, order.id));
  return { customer, order, bell };
}

describe('notification channels', () => {
  it('both (the default for order changes): the bell, and an email in Spanish linking to the order', async () => {
    const { customer, order, bell } = await confirmFor('es-ES', 'defaults');

    expect(bell.map((n) => n.recipientId)).toEqual([customer.id]);
    const mail = await deliveredTo(t.app, smtp, customer.email);
    expect(mail.subject).toBe(`Customer Hub: el pedido ${order.orderNo} tiene un nuevo estado: Confirmado`);
    expect(mail.text).toContain('Hola, Carla Cliente:');
    expect(mail.text).toContain('Cambio realizado por Sara Staff.');
    expect(mail.text).toContain('Nota: Crew booked');
    expect(mail.text).toContain(`${t.app.config.publicUrl}/dashboard/Orders?open=${order.id}`);
    expect(mail.html).toContain(`href="${t.app.config.publicUrl}/dashboard/Orders?open=${order.id}"`);
  });

  it('by email only, in Portuguese: no bell', async () => {
    const { customer, order, bell } = await confirmFor('pt-PT', { inApp: false, email: true });

    expect(bell).toEqual([]);
    const mail = await deliveredTo(t.app, smtp, customer.email);
    expect(mail.subject).toBe(`Customer Hub: a encomenda ${order.orderNo} tem um novo estado: Confirmado`);
    expect(mail.text).toContain('Alteração feita por Sara Staff.');
  });

  it('in the app only: the bell, no email', async () => {
    const { customer, bell } = await confirmFor('en-US', { inApp: true, email: false });

    expect(bell.map((n) => n.recipientId)).toEqual([customer.id]);
    expect(anyTo(smtp, customer.email)).toBe(false);
  });

  it('neither: nothing at all', async () => {
    const { customer, bell } = await confirmFor('en-US', { inApp: false, email: false });

    expect(bell).toEqual([]);
    expect(anyTo(smtp, customer.email)).toBe(false);
  });

  it('a kind whose default is the bell only sends email once chosen, in English here', async () => {
    const visitor = { name: 'Vera Visitor', email: 'vera.visitor@example.test' };
    const admin = await buildStaff(t.database.db, 'Admin', { language: 'en-US' });
    const headers = await sessionFor(t.database.db, admin.id);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers, payload: { items: [{ kind: 'AccessRequest', inApp: true, email: true }] } });

    const res = await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { ...visitor, language: 'en-US' } });

    expect(res.statusCode).toBe(202);
    const mail = await deliveredTo(t.app, smtp, admin.email, /new access request/);
    expect(mail.subject).toBe('Customer Hub: new access request from Vera Visitor');
    expect(mail.text).toContain(`${t.app.config.publicUrl}/dashboard/AccessRequests`);
  });
});
