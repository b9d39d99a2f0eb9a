import { ticketHistory } from '@/db/schema/tickets.ts';
import type { Db } from '@/db/client.ts';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildOrder, buildSite, buildStaff, buildTicket, buildTrip } from './factories.ts';
import { sessionFor } from './helpers.ts';
import { buildLedgerFixture, daysFromToday } from './ledger-fixture.ts';

const at = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);

/**
 * The ledger fixture's two companies, plus service requests (some closed), orders and trips of
 * company A across its partners and sites, one of each in company B, and a session for each kind
 * of caller of the reports.
 */
export async function buildReportsFixture(db: Db) {
  const ledger = await buildLedgerFixture(db);
  const { companyA: a, companyB: b, partners, sites } = ledger;
  const bSite = await buildSite(db, b.id, partners.B.id, { name: 'Beta Hub' });
  const A = (bp: 'P1' | 'P2', site: 'S1' | 'S2' | null) => ({ companyId: a.id, businessPartnerId: partners[bp].id, siteId: site ? sites[site].id : null });
  const B = { companyId: b.id, businessPartnerId: partners.B.id, siteId: bSite.id };

  const closedTicket = async (tenant: ReturnType<typeof A>, created: number, closedAfterDays: number, status: 'Done' | 'Canceled', over: Parameters<typeof buildTicket>[2] = {}) => {
    const row = await buildTicket(db, tenant, { createdAt: at(created), status, ...over });
    await db.insert(ticketHistory).values([
      { companyId: row.companyId, ticketId: row.id, fromStatus: null, toStatus: 'Pending', at: at(created) },
      { companyId: row.companyId, ticketId: row.id, fromStatus: 'Pending', toStatus: status, at: at(created + closedAfterDays) },
    ]);
    return row;
  };
  const tickets = {
    t1: await closedTicket(A('P1', 'S1'), -100, 10, 'Done', { ticketNo: 'TK-A-1', proposedBudget: '120.00', priority: 'High' }),
    t2: await buildTicket(db, A('P1', 'S2'), { ticketNo: 'TK-A-2', createdAt: at(-50) }),
    t3: await closedTicket(A('P2', null), -20, 0.5, 'Canceled', { ticketNo: 'TK-A-3', proposedBudget: '80.00', type: 'Defect' }),
    t4: await buildTicket(db, A('P1', 'S1'), { ticketNo: 'TK-A-4', createdAt: at(-5), status: 'Confirming', proposedBudget: '45.50', currency: 'USD' }),
    old: await closedTicket(A('P1', 'S1'), -500, 3, 'Done', { ticketNo: 'TK-A-OLD' }),
    b: await buildTicket(db, B, { ticketNo: 'TK-B-1', createdAt: at(-10), proposedBudget: '999.00' }),
  };

  const orders = {
    o1: await buildOrder(db, A('P1', 'S1'), { orderNo: 'OR-A-1', orderDate: daysFromToday(-40), status: 'Confirmed', quantity: '2', unitPrice: '35.50' }),
    o2: await buildOrder(db, A('P1', 'S1'), { orderNo: 'OR-A-2', orderDate: daysFromToday(-38), status: 'Cancelled', quantity: '1', unitPrice: '100.00' }),
    o3: await buildOrder(db, A('P1', 'S2'), { orderNo: 'OR-A-3', orderDate: daysFromToday(-10), status: 'Confirming', quantity: '3', unitPrice: '10.00' }),
    o4: await buildOrder(db, A('P2', null), { orderNo: 'OR-A-4', orderDate: daysFromToday(-70), status: 'Confirmed', quantity: '5', unitPrice: null }),
    o5: await buildOrder(db, A('P1', 'S1'), { orderNo: 'OR-A-5', orderDate: daysFromToday(-35), status: 'Confirmed', quantity: '1', unitPrice: '20.00', currency: 'USD' }),
    b: await buildOrder(db, B, { orderNo: 'OR-B-1', orderDate: daysFromToday(-10), status: 'Confirmed', quantity: '9', unitPrice: '999.00' }),
  };

  const trip = (tenant: ReturnType<typeof A> | typeof B, startDays: number, endLateMinutes: number | null, status: 'Planned' | 'Completed' | 'Cancelled', tourNo: string) => {
    const plannedStart = at(startDays);
    const plannedEnd = new Date(plannedStart.getTime() + 4 * 3_600_000);
    return buildTrip(db, tenant, {
      tourNo,
      plannedStart,
      plannedEnd,
      status,
      actualStart: endLateMinutes === null ? null : plannedStart,
      actualEnd: endLateMinutes === null ? null : new Date(plannedEnd.getTime() + endLateMinutes * 60_000),
    });
  };
  const trips = {
    onTime: await trip(A('P1', 'S1'), -30, 10, 'Completed', 'TR-A-1'),
    late: await trip(A('P1', 'S2'), -29, 45, 'Completed', 'TR-A-2'),
    lateP2: await trip(A('P2', null), -60, 120, 'Completed', 'TR-A-3'),
    planned: await trip(A('P1', 'S1'), -2, null, 'Planned', 'TR-A-4'),
    cancelled: await trip(A('P1', 'S1'), -10, null, 'Cancelled', 'TR-A-5'),
    b: await trip(B, -10, 300, 'Completed', 'TR-B-1'),
  };

  const every = PERMISSIONS.filter((p) => p !== 'PricesColumn');
  const contact = async (over: Parameters<typeof buildContact>[1]) => sessionFor(db, (await buildContact(db, { language: 'en-US', ...over })).id);
  const all: Permission[] = [...PERMISSIONS];
  const auth = {
    company: await contact({ companyId: a.id, permissions: all }),
    companyNoPrices: await contact({ companyId: a.id, permissions: every }),
    partner: await contact({ companyId: a.id, treeNodeKind: 'business_partner', treeNodeId: partners.P1.id, permissions: all }),
    site: await contact({ companyId: a.id, treeNodeKind: 'site', treeNodeId: sites.S1.id, permissions: all }),
    companyB: await contact({ companyId: b.id, permissions: all }),
    reportsOnly: await contact({ companyId: a.id, permissions: ['Reports'] }),
    noReports: await contact({ companyId: a.id, permissions: all.filter((p) => p !== 'Reports') }),
    spanish: await contact({ companyId: a.id, permissions: all, language: 'es-ES' }),
    admin: await sessionFor(db, (await buildStaff(db, 'Admin')).id),
  };
  return { ...ledger, bSite, tickets, orders, trips, auth };
}

export type ReportsFixture = Awaited<ReturnType<typeof buildReportsFixture>>;
