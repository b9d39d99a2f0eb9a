import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { putSetting } from '@/modules/settings/repository.ts';
import { getSettingValue, SETTINGS_CHANNEL } from '@/modules/settings/service.ts';
import { ORDER_CANCEL_CUTOFF_SETTING, ORDER_STATUSES, type OrderStatus } from '@customer-hub/contract/orders';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

/** DESIGN.md §4: Confirming → Confirmed (staff); Confirming | Confirmed → Cancelled (cut-off rules). */
let t: TestApp;
type Auth = { authorization: string };
let tenant: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'contact' | 'staff' | 'noCancel' | 'admin', Auth>;

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
  as.admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
});
afterAll(() => t.close());

const orderIn = async (status: OrderStatus, taskDate: string = FAR) =>
  (await buildOrder(t.database.db, tenant.tenant, { status, requestedTaskDate: taskDate, taskDate: status === 'Confirming' ? null : taskDate })).id;
const act = (id: string, action: 'confirm' | 'cancel', auth: Auth, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: auth, ...(payload ? { payload } : {}) });
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};
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

  it('the cut-off follows Settings → Orders at once (PUT /api/settings/orders, Admin)', async () => {
    const setCutoff = async (hours: number) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/settings/orders', headers: as.admin, payload: { cancelCutoffHours: hours } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ cancelCutoffHours: hours });
    };
    const tomorrow = await orderIn('Confirmed', inDays(1));
    const nextWeek = await orderIn('Confirmed', inDays(7));
    const canCancel = async (id: string) => (await t.app.inject({ url: `/api/orders/${id}`, headers: as.contact })).json().allowedActions.includes('cancel');
    try {
      // The default 48 h: tomorrow is too late, next week is fine.
      expect(await canCancel(tomorrow)).toBe(false);
      expect(await canCancel(nextWeek)).toBe(true);

      await setCutoff(0);
      expect((await t.app.inject({ url: '/api/settings/orders', headers: as.admin })).json()).toEqual({ cancelCutoffHours: 0 });
      expect(await canCancel(tomorrow)).toBe(true);
      expect((await act(tomorrow, 'cancel', as.contact)).statusCode).toBe(200);

      await setCutoff(24 * 10);
      expect(await canCancel(nextWeek)).toBe(false);
      expect((await act(nextWeek, 'cancel', as.contact)).json().code).toBe('ORDER_CUTOFF_PASSED');
      // Staff are held only by the task date.
      expect((await t.app.inject({ url: `/api/orders/${nextWeek}`, headers: as.staff })).json().allowedActions).toContain('cancel');
    } finally {
      await setCutoff(48);
    }
  });

  it('a cut-off stored by an earlier version (a bare number under orderCancelCutoffHours) still applies', async () => {
    const nextWeek = await orderIn('Confirmed', inDays(7));
    try {
      await t.database.db.transaction(async (tx) => {
        await putSetting(tx, ORDER_CANCEL_CUTOFF_SETTING, 24 * 10);
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${ORDER_CANCEL_CUTOFF_SETTING})`);
      });
      await until(async () => (await t.app.inject({ url: '/api/settings/orders', headers: as.admin })).json().cancelCutoffHours === 240);
      expect((await t.app.inject({ url: '/api/settings/orders', headers: as.admin })).json()).toEqual({ cancelCutoffHours: 240 });
      expect((await act(nextWeek, 'cancel', as.contact)).json().code).toBe('ORDER_CUTOFF_PASSED');
    } finally {
      const res = await t.app.inject({ method: 'PUT', url: '/api/settings/orders', headers: as.admin, payload: { cancelCutoffHours: 48 } });
      expect(res.statusCode).toBe(200);
      // Stored as before: the bare number, under the same key.
      expect(await getSettingValue(t.database.db, ORDER_CANCEL_CUTOFF_SETTING)).toBe(48);
    }
  });

  it('refuses a cut-off outside 0–720 whole hours, naming the field, and only Admin may set it', async () => {
    for (const payload of [{ cancelCutoffHours: -1 }, { cancelCutoffHours: 721 }, { cancelCutoffHours: 1.5 }, { cancelCutoffHours: '48' }, {}]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/settings/orders', headers: as.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.body).toContain('cancelCutoffHours');
    }
    for (const who of ['staff', 'contact'] as const) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/settings/orders', headers: as[who], payload: { cancelCutoffHours: 0 } })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/settings/orders', headers: as[who] })).statusCode).toBe(403);
    }
  });

  it('the task date, once set, counts instead of the requested one', async () => {
    const id = (await buildOrder(t.database.db, tenant.tenant, { status: 'Confirmed', requestedTaskDate: inDays(30), taskDate: inDays(1) })).id;
    expect((await act(id, 'cancel', as.contact)).json().code).toBe('ORDER_CUTOFF_PASSED');
  });
});
