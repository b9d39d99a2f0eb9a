import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildBuilding, buildContact, buildOrder, buildSite, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';

/** Who hears of order changes and new documents (the other kinds' senders: access requests, tickets). */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
type Auth = { authorization: string };
const BELL: Permission[] = ['Notifications'];
const ORDERS: Permission[] = [...BELL, 'Orders', 'CreateOrder', 'CancelOrder'];
let staffA: { id: string; headers: Auth };
let staffB: { id: string; headers: Auth };

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t.database.db);
  const staff = async () => {
    const user = await buildStaff(t.database.db, 'Backoffice');
    return { id: user.id, headers: await sessionFor(t.database.db, user.id) };
  };
  staffA = await staff();
  staffB = await staff();
});
afterAll(() => t.close());

const toldAbout = async (refId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.refId, refId))).map((n) => ({ to: n.recipientId, params: n.params }));
const recipientsOf = async (refId: string) => (await toldAbout(refId)).map((n) => n.to).sort();

async function contact(permissions: Permission[], over: Record<string, unknown> = {}) {
  const user = await buildContact(t.database.db, { companyId: tenant.company.id, permissions, ...over });
  return { id: user.id, headers: await sessionFor(t.database.db, user.id) };
}

describe('order status changes', () => {
  it('placed: every staff user hears of it, the customer who placed it does not', async () => {
    const customer = await contact(ORDERS, { firstName: 'Paula', lastName: 'Placer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: { documentType: 'Service', unitOfMeasure: 'Hour', quantity: 2, workLocation: 'Gate 3', requestedTaskDate: '2099-02-01', siteId: tenant.site.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();

    const told = await toldAbout(order.id);
    expect(told.map((n) => n.to)).toEqual(expect.arrayContaining([staffA.id, staffB.id]));
    expect(told.map((n) => n.to)).not.toContain(customer.id);
    expect(told[0]!.params).toEqual({ orderNo: order.orderNo, status: 'Confirming', byName: 'Paula Placer' });
  });

  it("confirmed by staff: the order's creator hears of it, the staff user who confirmed does not", async () => {
    const creator = await contact(ORDERS);
    const order = await buildOrder(t.database.db, tenant.tenant, { createdBy: creator.id });

    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/confirm`, headers: staffA.headers, payload: { taskDate: '2099-03-01' } });

    expect(await recipientsOf(order.id)).toEqual([creator.id]);
  });

  it('cancelled by a contact: staff and the creator hear of it; by the creator: staff only; by staff: the creator only', async () => {
    const creator = await contact(ORDERS);
    const colleague = await contact(ORDERS);
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => buildOrder(t.database.db, tenant.tenant, { createdBy: creator.id })));
    const cancel = (id: string, headers: Auth) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers, payload: { reason: 'Not needed' } });

    expect((await cancel(one!.id, colleague.headers)).statusCode).toBe(200);
    expect((await cancel(two!.id, creator.headers)).statusCode).toBe(200);
    expect((await cancel(three!.id, staffA.headers)).statusCode).toBe(200);

    const first = await recipientsOf(one!.id);
    expect(first).toEqual(expect.arrayContaining([creator.id, staffA.id, staffB.id]));
    expect(first).not.toContain(colleague.id);
    const second = await recipientsOf(two!.id);
    expect(second).toEqual(expect.arrayContaining([staffA.id, staffB.id]));
    expect(second).not.toContain(creator.id);
    expect(await recipientsOf(three!.id)).toEqual([creator.id]);
  });
});

describe('new documents', () => {
  const upload = (fields: Record<string, string>) => {
    const body = multipart(fields, { name: 'report.pdf', bytes: Buffer.from('%PDF-1.4\n% report\n%%EOF\n') });
    return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...staffA.headers, ...body.headers }, payload: body.payload });
  };
  const fields = (over: Record<string, string> = {}) => ({
    businessPartnerId: tenant.partner.id,
    siteId: tenant.site.id,
    typeCode: 'Folder',
    documentNo: 'DOS-100',
    title: 'Maintenance dossier',
    description: 'Level 1',
    documentDate: '2026-06-01',
    ...over,
  });

  it('tell the active contacts whose scope holds the document and whose permissions open its section, and no one else', async () => {
    const otherSite = await buildSite(t.database.db, tenant.company.id, tenant.partner.id);
    const building = await buildBuilding(t.database.db, tenant.company.id, tenant.site.id);
    const outsider = await buildTenant(t.database.db);
    const folders: Permission[] = [...BELL, 'SearchDocuments', 'Folders'];
    const company = await contact(folders);
    const partner = await contact(folders, { treeNodeKind: 'business_partner', treeNodeId: tenant.partner.id });
    const site = await contact(folders, { treeNodeKind: 'site', treeNodeId: tenant.site.id });
    const inBuilding = await contact(folders, { treeNodeKind: 'building', treeNodeId: building.id });
    const elsewhere = await contact(folders, { treeNodeKind: 'site', treeNodeId: otherSite.id });
    const noFolders = await contact([...BELL, 'SearchDocuments']);
    const inactive = await contact(folders, { active: false });
    const otherCompany = await buildContact(t.database.db, { companyId: outsider.company.id, permissions: folders });

    const res = await upload(fields());
    expect(res.statusCode, res.body).toBe(201);

    const told = await toldAbout(res.json().id);
    expect(told.map((n) => n.to).sort()).toEqual([company.id, partner.id, site.id, inBuilding.id].sort());
    for (const left of [elsewhere.id, noFolders.id, inactive.id, otherCompany.id, staffA.id]) expect(told.map((n) => n.to)).not.toContain(left);
    expect(told[0]!.params).toEqual({ documentNo: 'DOS-100', title: 'Maintenance dossier', section: 'Folders' });
  });

  it('tell nobody of a document of a hidden type', async () => {
    await t.database.db.execute(sql`insert into document_types (code, names, section, visible) values ('Secret', '{"en-US":"Secret","es-ES":"Secreto","pt-PT":"Secreto"}', 'Folders', false)`);
    await contact([...BELL, 'SearchDocuments', 'Folders']);

    const res = await upload(fields({ typeCode: 'Secret', documentNo: 'SEC-1' }));

    expect(res.statusCode, res.body).toBe(201);
    expect(await toldAbout(res.json().id)).toEqual([]);
  });
});
