import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '@/modules/settings/repository.ts';
import { ORDER_STATUSES, type OrderStatus } from '@customer-hub/contract/orders';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

/** DESIGN.md §4: Confirming → Confirmed (staff); Confirming | Confirmed → Cancelled (cut-off rules). */
let t: TestApp;
type Auth = { authorization: string };
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'contact' | 'staff' | 'noCancel', Auth>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const FAR = inDays(60);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await buildTenant(db);
  const companyId = tenant.company.id;
  as.contact = await sessionFor(db, (await buildContact(db, { companyId, permissions: ['Orders', 'CreateOrder', 'CancelOrder'] })).id);
  as.noCancel = await sessionFor(db, (await buildContact(db, { companyId, permissions: ['Orders', 'CreateOrder'] })).id);
  as.staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
});
afterAll(() => t.close());

const orderIn = async (status: OrderStatus, taskDate: string = FAR) =>
  (await buildOrder(t.database.db, tenant.tenant, { status, requestedTaskDate: taskDate, taskDate: status === 'Confirming' ? null : taskDate })).id;
const act = (id: string, action: 'confirm' | 'cancel', auth: Auth, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: auth, ...(payload ? { payload } : {}) });
const read = async (id: string) => (await t.app.inject({ url: `/api/orders/${id}`, headers: as.staff })).json();

type Outcome = { status: number; code?: string; to?: OrderStatus };
const CONFIRMED: Outcome = { status: 200, to: 'Confirmed' };
const CANCELLED: Outcome = { status: 200, to: 'Cancelled' };
const ILLEGAL: Outcome = { status: 409, code: 'ORDER_TRANSITION_NOT_ALLOWED' };
const FORBIDDEN: Outcome = { status: 403, code: 'FORBIDDEN' };

// Every status × action × caller, far from the task date.
const TABLE: Record<OrderStatus, Record<'confirm' | 'cancel', Record<'contact' | 'staff', Outcome>>> = {
  Confirming: { confirm: { contact: FORBIDDEN, staff: CONFIRMED }, cancel: { contact: CANCELLED, staff: CANCELLED } },
  Confirmed: { confirm: { contact: FORBIDDEN, staff: ILLEGAL }, cancel: { contact: CANCELLED, staff: CANCELLED } },
  Cancelled: { confirm: { contact: FORBIDDEN, staff: ILLEGAL }, cancel: { contact: ILLEGAL, staff: ILLEGAL } },
};

describe('order state machine', () => {
  it('the table covers every status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  for (const from of ORDER_STATUSES) {
    for (const action of ['confirm', 'cancel'] as const) {
      for (const who of ['contact', 'staff'] as const) {
        const expected = TABLE[from][action][who];
        it(`${from} → ${action} by ${who}: ${expected.to ?? expected.status}`, async () => {
          const id = await orderIn(from);
          const res = await act(id, action, as[who], action === 'confirm' ? { taskDate: inDays(30), confirmation: 'Crew booked' } : { reason: 'No longer needed' });
          expect(res.statusCode, res.body).toBe(expected.status);
          const after = await read(id);
          if (expected.to) {
            expect(res.json().status).toBe(expected.to);
            expect(after.status).toBe(expected.to);
            // One transaction: the change and its history row.
            expect(after.history).toEqual([expect.objectContaining({ fromStatus: from, toStatus: expected.to, byName: expect.any(String) })]);
          } else {
            expect(res.json().code).toBe(expected.code);
            expect(after.status).toBe(from);
            expect(after.history).toEqual([]);
          }
        });
      }
    }
  }

  it('confirming sets the task date, the confirmation and (optionally) the unit price', async () => {
    const id = await orderIn('Confirming');
    const res = await act(id, 'confirm', as.staff, { taskDate: inDays(20), confirmation: 'Team Alfa, 08:00', unitPrice: 42.25 });
    expect(res.json()).toMatchObject({ status: 'Confirmed', taskDate: inDays(20), confirmation: 'Team Alfa, 08:00', unitPrice: 42.25 });
    expect(res.json().history[0]).toMatchObject({ note: 'Team Alfa, 08:00' });
  });

  it('confirming needs a task date that is not in the past', async () => {
    const id = await orderIn('Confirming');
    expect((await act(id, 'confirm', as.staff, {})).statusCode).toBe(400);
    expect((await act(id, 'confirm', as.staff, { taskDate: inDays(-1) })).statusCode).toBe(400);
    expect((await read(id)).status).toBe('Confirming');
  });

  it('the cancel reason is kept in the history', async () => {
    const id = await orderIn('Confirmed');
    const res = await act(id, 'cancel', as.contact, { reason: 'Shop closed that week' });
    expect(res.json().history).toEqual([expect.objectContaining({ fromStatus: 'Confirmed', toStatus: 'Cancelled', note: 'Shop closed that week' })]);
    // The body is optional.
    expect((await act(await orderIn('Confirming'), 'cancel', as.contact)).statusCode).toBe(200);
  });

  it('a contact without CancelOrder cannot cancel', async () => {
    const id = await orderIn('Confirming');
    expect((await act(id, 'cancel', as.noCancel)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${id}`, headers: as.noCancel })).json().allowedActions).toEqual([]);
  });
});

describe('cancel cut-off', () => {
  it('a contact may cancel until 48 hours before the task date by default; staff until the task date', async () => {
    for (const status of ['Confirming', 'Confirmed'] as const) {
      // Task date tomorrow: less than 48 h away for the contact, still ahead for staff.
      const tomorrow = await orderIn(status, inDays(1));
      const refused = await act(tomorrow, 'cancel', as.contact);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ORDER_CUTOFF_PASSED');
      expect((await t.app.inject({ url: `/api/orders/${tomorrow}`, headers: as.contact })).json()).toMatchObject({ allowedActions: [], cancelDeadline: null });
      expect((await act(tomorrow, 'cancel', as.staff)).statusCode).toBe(200);

      // Task date today (or past): too late for everyone.
      const today = await orderIn(status, inDays(0));
      for (const who of ['contact', 'staff'] as const) {
        const res = await act(today, 'cancel', as[who]);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('ORDER_CUTOFF_PASSED');
      }
      expect((await read(today)).status).toBe(status);

      // Three days ahead: fine for the contact, with the deadline shown.
      const later = await orderIn(status, inDays(3));
      const detail = (await t.app.inject({ url: `/api/orders/${later}`, headers: as.contact })).json();
      expect(detail.allowedActions).toEqual(['cancel']);
      expect(detail.cancelDeadline).toBe(new Date(Date.parse(`${inDays(3)}T00:00:00Z`) - 48 * 3_600_000).toISOString());
      expect((await act(later, 'cancel', as.contact)).statusCode).toBe(200);
    }
  });

  it('the cut-off follows the orderCancelCutoffHours setting', async () => {
    await putSetting(t.database.db, 'orderCancelCutoffHours', 0);
    try {
      const tomorrow = await orderIn('Confirmed', inDays(1));
      expect((await act(tomorrow, 'cancel', as.contact)).statusCode).toBe(200);
      await putSetting(t.database.db, 'orderCancelCutoffHours', 24 * 10);
      const nextWeek = await orderIn('Confirmed', inDays(7));
      expect((await act(nextWeek, 'cancel', as.contact)).json().code).toBe('ORDER_CUTOFF_PASSED');
    } finally {
      await putSetting(t.database.db, 'orderCancelCutoffHours', 48);
    }
  });

  it('the task date, once set, counts instead of the requested one', async () => {
    const id = (await buildOrder(t.database.db, tenant.tenant, { status: 'Confirmed', requestedTaskDate: inDays(30), taskDate: inDays(1) })).id;
    expect((await act(id, 'cancel', as.contact)).json().code).toBe('ORDER_CUTOFF_PASSED');
  });
});
