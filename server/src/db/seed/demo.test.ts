import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { DEMO_LOGINS, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('seeds two companies and every demo login once, with the given password', async () => {
    expect(await seedDemo(t.database.db, 'a-demo-password-1')).toBe(true);
    expect(await seedDemo(t.database.db, 'a-demo-password-1')).toBe(false);

    const [c] = await t.database.db.select({ n: count() }).from(companies);
    const names = (await t.database.db.select({ u: users.userName }).from(users)).map((r) => r.u).sort();
    expect(c?.n).toBe(2);
    expect(names).toEqual(DEMO_LOGINS.map((l) => l.userName).sort());
  });

  it('gives each demo user the role and permissions the README promises', async () => {
    const vm = async (name: string) =>
      (await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: await signIn(t.app, name, 'a-demo-password-1') })).json();

    expect((await vm('admin')).roles).toEqual(['Admin']);
    expect((await vm('backoffice')).roles).toEqual(['Backoffice']);
    const customer = await vm('customer');
    expect(customer).toMatchObject({ mainContact: true, companyName: 'Lusitania Retail Group' });
    expect(customer.checkedSidebarVis).toHaveLength(5);
    const limited = await vm('customer.limited');
    expect(limited.checkedSidebarVis).toEqual(['DashboardTab', 'SearchDocsTab']);
    expect((await vm('customer.b')).companyName).toBe('Iberia Logistics Park');
    const disabled = await t.app.inject({ method: 'POST', url: '/token', payload: { username: 'customer.disabled', password: 'a-demo-password-1' } });
    expect(disabled.body).toBe('NotAllowed');
  });
});
