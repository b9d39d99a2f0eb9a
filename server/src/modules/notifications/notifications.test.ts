import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newAccessRequest(name: string) {
  const [row] = await t.database.db
    .insert(accessRequests)
    .values({ name, email: `${name.toLowerCase()}@visitor.test`, phone: '+351 210 000 001', presentation: `I am ${name}.` })
    .returning({ id: accessRequests.id });
  return row!.id;
}

const bellOf = async (headers: { authorization: string }) => (await t.app.inject({ url: '/api/Notification/GetNotifications', headers })).json() as { id: string; refId: string }[];

describe('notify()', () => {
  it('tells the named recipients once each, with the params the text is built from', async () => {
    const a = await buildContact(t.database.db);
    const b = await buildContact(t.database.db);
    const refId = await newAccessRequest('Ana');
    await t.database.db.transaction((tx) => notify(tx, [a.id, a.id, b.id], { kind: 'AccessRequest', refId, params: { name: 'Ana' } }));

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.refId, refId));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.kind === 'AccessRequest' && r.params.name === 'Ana' && r.viewedAt === null)).toBe(true);
  });

  it("'staff' reaches every active Admin and Backoffice user and no contact", async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    const inactive = await buildStaff(t.database.db, 'Backoffice', { active: false });
    const contact = await buildContact(t.database.db);
    const refId = await newAccessRequest('Bruno');
    await t.database.db.transaction((tx) => notify(tx, 'staff', { kind: 'AccessRequest', refId }));

    const recipients = (await t.database.db.select().from(notifications).where(eq(notifications.refId, refId))).map((r) => r.recipientId);
    expect(recipients).toContain(admin.id);
    expect(recipients).not.toContain(inactive.id);
    expect(recipients).not.toContain(contact.id);
  });

  it('leaves nothing behind when the transaction it was called in rolls back', async () => {
    const a = await buildContact(t.database.db);
    const refId = await newAccessRequest('Carla');
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [a.id], { kind: 'AccessRequest', refId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.refId, refId))).toEqual([]);
  });
});

describe('GetNotifications / MarkAsViewed', () => {
  it("answers only the caller's unviewed notifications, newest first, and marks only the caller's own", async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const other = await buildStaff(t.database.db, 'Backoffice');
    const headers = await sessionFor(t.database.db, staff.id);
    const first = await newAccessRequest('Duarte');
    const second = await newAccessRequest('Eva');
    await t.database.db.transaction((tx) => notify(tx, [staff.id, other.id], { kind: 'AccessRequest', refId: first }));
    await t.database.db.transaction((tx) => notify(tx, [staff.id, other.id], { kind: 'AccessRequest', refId: second }));

    const bell = await bellOf(headers);
    expect(bell.map((n) => n.refId)).toEqual([second, first]);

    const othersIds = (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, other.id))).map((r) => r.id);
    const marked = await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAsViewed', headers, payload: [bell[0]!.id, ...othersIds] });
    expect(marked.json()).toEqual({ marked: 1 });
    expect((await bellOf(headers)).map((n) => n.refId)).toEqual([first]);
    expect(await bellOf(await sessionFor(t.database.db, other.id))).toHaveLength(2);
  });
});
