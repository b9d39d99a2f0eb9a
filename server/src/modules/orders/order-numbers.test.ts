import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/seed/demo.ts';
import { buildOrder, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, openTestDatabase, rowsOf, signInAccepting, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, 'a-demo-password-1');
});
afterAll(() => t.close());

const SIX_DIGITS = /^OR-\d{4}-\d{6}$/;
/** Year, then number, compared as numbers: the order a reader expects. */
const numericKey = (orderNo: string) => orderNo.slice(3).split('-').map(Number) as [number, number];
const byNumber = (x: string, y: string) => {
  const [a, b] = [numericKey(x), numericKey(y)];
  return a[0] - b[0] || a[1] - b[1];
};

/** The hand-written statement of migration 0007 that widens five-digit order numbers. */
function paddingStatement(): string {
  const dir = new URL('../../db/migrations/', import.meta.url);
  const file = fs.readdirSync(dir).find((f) => f.startsWith('0007_'));
  const text = fs.readFileSync(new URL(file!, dir), 'utf8');
  const statement = text.split('--> statement-breakpoint').flatMap((s) => s.split('\n')).find((line) => line.startsWith('UPDATE "orders" SET "order_no"'));
  expect(statement).toBeTruthy();
  return statement!;
}

describe('order numbers', () => {
  it('migration 0007 widens five-digit numbers to six and leaves every other number alone', async () => {
    // A database of its own: the statement rewrites every order of the table.
    const database = await openTestDatabase();
    try {
      const db = database.db;
      const { tenant } = await buildTenant(db);
      const before = ['OR-2026-00001', 'OR-2026-00042', 'OR-2025-99999', 'OR-2026-7', 'OR-2026-000043', 'OR-2026-1234567', 'legacy-7', 'XX-2026-00005'];
      const made = [];
      for (const orderNo of before) made.push(await buildOrder(db, tenant, { orderNo }));

      await db.execute(sql.raw(paddingStatement()));

      const after = await rowsOf<{ id: string; order_no: string }>(db, sql`select id, order_no from orders`);
      const noOf = new Map(after.map((r) => [r.id, r.order_no]));
      expect(made.map((o) => noOf.get(o.id))).toEqual([
        'OR-2026-000001',
        'OR-2026-000042',
        'OR-2025-099999',
        'OR-2026-000007',
        'OR-2026-000043',
        'OR-2026-1234567',
        'legacy-7',
        'XX-2026-00005',
      ]);
    } finally {
      await database.close();
    }
  });

  it('a freshly seeded demo writes six digits, like every new order, and sorting by number is numeric', async () => {
    const demoNumbers = await rowsOf<{ order_no: string }>(t.database.db, sql`select order_no from orders o join companies c on c.id = o.company_id where c.code in ('LRG', 'ILP')`);
    expect(demoNumbers.length).toBeGreaterThan(10);
    expect(demoNumbers.filter((r) => !SIX_DIGITS.test(r.order_no))).toEqual([]);

    const customer = await signInAccepting(t.app, 'customer', 'a-demo-password-1');
    const { sites } = (await t.app.inject({ url: '/api/orders/form-options', headers: customer })).json();
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer,
        payload: { documentType: 'Service', unitOfMeasure: 'Hour', quantity: 1, siteId: sites[0].id, workLocation: 'Gate 1', requestedTaskDate: '2099-01-10' },
      });
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().orderNo as string);
    }
    expect(placed.every((n) => SIX_DIGITS.test(n))).toBe(true);

    const list = await t.app.inject({ url: '/api/orders?sort=orderNo&direction=asc&pageSize=100', headers: customer });
    const listed = (list.json().items as { orderNo: string }[]).map((o) => o.orderNo);
    expect(list.json().total).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(placed));
    expect(listed).toEqual([...listed].sort(byNumber));
    // The new numbers follow the demo's in one sequence per company: last, none repeated.
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.slice(-2)).toEqual(placed);
  });

  it('numbers are unique across companies: the demo seed’s, and those two companies take at the same moment', async () => {
    const seeded = async (table: 'orders' | 'tickets', column: 'order_no' | 'ticket_no') =>
      (await rowsOf<{ no: string }>(t.database.db, sql`select ${sql.identifier(column)} as no from ${sql.identifier(table)}`)).map((r) => r.no);
    for (const numbers of [await seeded('orders', 'order_no'), await seeded('tickets', 'ticket_no')]) {
      expect(numbers.length).toBeGreaterThan(10);
      expect(new Set(numbers).size).toBe(numbers.length);
    }

    const inCompany = async (userName: string) => {
      const headers = await signInAccepting(t.app, userName, 'a-demo-password-1');
      const { sites } = (await t.app.inject({ url: '/api/orders/form-options', headers })).json();
      return { headers, siteId: sites[0].id as string };
    };
    const placers = [await inCompany('customer'), await inCompany('customer.b')];
    const order = async ({ headers, siteId }: (typeof placers)[number]) => {
      const payload = { documentType: 'Service', unitOfMeasure: 'Hour', quantity: 1, siteId, workLocation: 'Gate 2', requestedTaskDate: '2099-01-11' };
      const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orderNo as string;
    };
    const ticket = async ({ headers, siteId }: (typeof placers)[number]) => {
      const payload = { type: 'Service', title: 'Door', description: 'Sticks', siteId };
      const res = await t.app.inject({ method: 'POST', url: '/api/tickets', headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().ticketNo as string;
    };
    // Both companies at once, several each: on PostgreSQL the calls run in parallel transactions.
    const rounds = [0, 1, 2];
    const orderNos = await Promise.all(rounds.flatMap(() => placers.map(order)));
    const ticketNos = await Promise.all(rounds.flatMap(() => placers.map(ticket)));
    expect(new Set(orderNos).size).toBe(orderNos.length);
    expect(new Set(ticketNos).size).toBe(ticketNos.length);
    expect([...ticketNos].every((n) => /^TK-\d{4}-\d{6}$/.test(n))).toBe(true);
    expect(new Set(await seeded('orders', 'order_no')).size).toBe((await seeded('orders', 'order_no')).length);
    expect(new Set(await seeded('tickets', 'ticket_no')).size).toBe((await seeded('tickets', 'ticket_no')).length);
  });
});
