import type { Db } from '@/db/client.ts';
import { contractLines, contracts, orderHistory, orders, stocks, teams, transports, tripStops, trips } from '@/db/schema/customer.ts';
import { nextNumber, ORDER_NUMBERS } from '@/db/numbering.ts';
import type { OrderDocumentType, OrderUnitOfMeasure } from '@customer-hub/contract/orders';
import { addDays, at, DEMO_ANCHOR, DEMO_YEAR, money, prng, seedOf, type DemoPartner, type DemoSite, type DemoUsers, type Rng } from './demo-random.ts';

// Contracts, trips (with stops and their shipments), teams, orders (with history) and stocks of
// the demo partners. Rows that belong to a site carry its site_id, so a site-scoped contact
// (customer.limited, Porto Norte) sees a meaningful part of each list.

const SERVICES = {
  retail: [
    { service: 'Cleaning', frequency: 'Daily', unit: 'Hour', qty: [6, 12], price: [14, 19] },
    { service: 'Waste collection', frequency: 'Weekly', unit: 'Tonne', qty: [2, 6], price: [85, 140] },
    { service: 'HVAC maintenance', frequency: 'Monthly', unit: 'Unit', qty: [1, 4], price: [180, 420] },
    { service: 'Security guard', frequency: 'Daily', unit: 'Hour', qty: [12, 24], price: [15, 21] },
  ],
  logistics: [
    { service: 'Pallet handling', frequency: 'Daily', unit: 'Unit', qty: [120, 400], price: [2, 4] },
    { service: 'Cross-docking', frequency: 'Weekly', unit: 'Unit', qty: [40, 120], price: [6, 11] },
    { service: 'Forklift maintenance', frequency: 'Monthly', unit: 'Unit', qty: [4, 12], price: [90, 160] },
    { service: 'Warehouse cleaning', frequency: 'Weekly', unit: 'Hour', qty: [10, 30], price: [14, 18] },
  ],
} as const;

const PEOPLE = {
  PT: ['Ana Ferreira', 'João Martins', 'Rita Sousa', 'Pedro Alves', 'Marta Ribeiro', 'Tiago Lopes', 'Inês Carvalho', 'Rui Gomes'],
  ES: ['Lucía García', 'Javier López', 'Carmen Ruiz', 'Pablo Sánchez', 'Elena Romero', 'Diego Navarro', 'Sara Molina', 'Álvaro Ortiz'],
} as const;

const TEAM_KINDS = [
  { name: 'Cleaning', speciality: 'Cleaning and hygiene', shift: 'Morning' },
  { name: 'Maintenance', speciality: 'Electrical and HVAC', shift: 'Afternoon' },
  { name: 'Logistics', speciality: 'Loading and handling', shift: 'Night' },
] as const;

const ITEMS = [
  ['IT-1001', 'Paper towels, case of 24', 'Unit'],
  ['IT-1002', 'Floor detergent, 5 L', 'Litre'],
  ['IT-1003', 'Refuse sacks 120 L, roll', 'Unit'],
  ['IT-2001', 'Euro pallet, wooden', 'Unit'],
  ['IT-2002', 'Stretch film 500 mm', 'Kg'],
  ['IT-2003', 'Cardboard boxes, bundle', 'Unit'],
  ['IT-3001', 'HVAC filter G4', 'Unit'],
  ['IT-3002', 'LED tube 120 cm', 'Unit'],
] as const;

function counters() {
  const byCompany = new Map<string, number>();
  return (companyId: string) => {
    const n = (byCompany.get(companyId) ?? 0) + 1;
    byCompany.set(companyId, n);
    return n;
  };
}

/** Seeds everything but the ledger for the given partners. */
export async function seedOperations(db: Db, partners: DemoPartner[], users: DemoUsers): Promise<void> {
  const nextContract = counters();
  const nextTrip = counters();
  const nextShipment = counters();
  const nextOrder = counters();
  for (const p of partners) {
    const rng = prng(seedOf(`operations:${p.customerNo}`));
    const contact = users.mainContactByCompany[p.companyId] ?? null;
    await seedContracts(db, p, rng, contact, nextContract);
    const teamIds = await seedTeams(db, p, rng);
    const tours = await seedTrips(db, p, rng, nextTrip, nextShipment);
    await seedOrders(db, p, rng, contact, teamIds, tours, nextOrder);
    await seedStocks(db, p, rng);
  }
}

const tenant = (p: DemoPartner, site: DemoSite | null) => ({ companyId: p.companyId, businessPartnerId: p.businessPartnerId, siteId: site?.id ?? null });

async function seedContracts(db: Db, p: DemoPartner, rng: Rng, approver: string | null, next: (companyId: string) => number) {
  // One contract per site, a partner-level framework, and one awaiting approval per partner.
  const plans = [
    ...p.sites.map((s) => ({ site: s as DemoSite | null, title: `Facility services — ${s.name}`, start: '2025-01-01', end: '2027-12-31', status: 'Approved' as const })),
    { site: null, title: `Framework agreement ${p.name}`, start: '2024-07-01', end: null, status: 'Approved' as const },
    { site: p.sites[p.sites.length - 1]!, title: `Service extension 2027 — ${p.sites[p.sites.length - 1]!.name}`, start: '2027-01-01', end: '2027-12-31', status: 'Pending' as const },
  ];
  for (const plan of plans) {
    const [row] = await db
      .insert(contracts)
      .values({
        ...tenant(p, plan.site),
        contractNo: `CT-${plan.start.slice(0, 4)}-${String(next(p.companyId)).padStart(4, '0')}`,
        title: plan.title,
        startDate: plan.start,
        endDate: plan.end,
        status: plan.status,
        approvedBy: plan.status === 'Approved' ? approver : null,
        approvedAt: plan.status === 'Approved' ? at(plan.start, -20, 11) : null,
      })
      .returning({ id: contracts.id });
    const services = SERVICES[p.kind].filter(() => rng.chance(0.8));
    const lines = (services.length ? services : SERVICES[p.kind].slice(0, 2)).map((s, i) => ({
      ...tenant(p, plan.site ?? p.sites[i % p.sites.length]!),
      contractId: row!.id,
      lineNo: (i + 1) * 10000,
      service: s.service,
      frequency: s.frequency,
      quantity: money(rng.int(s.qty[0], s.qty[1])),
      unitOfMeasure: s.unit,
      unitPrice: money(rng.int(s.price[0] * 100, s.price[1] * 100) / 100),
    }));
    await db.insert(contractLines).values(lines);
  }
}

async function seedTeams(db: Db, p: DemoPartner, rng: Rng): Promise<Map<string, string[]>> {
  const bySite = new Map<string, string[]>();
  for (const site of p.sites) {
    const kinds = TEAM_KINDS.filter((k, i) => i < 2 || p.kind === 'logistics');
    const rows = await db
      .insert(teams)
      .values(kinds.map((k) => ({ ...tenant(p, site), name: `${k.name} ${site.name}`, leader: rng.pick(PEOPLE[p.country]), members: rng.int(3, 12), shift: k.shift, speciality: k.speciality })))
      .returning({ id: teams.id });
    bySite.set(site.id, rows.map((r) => r.id));
  }
  return bySite;
}

const TRIP_PLAN = ['Completed', 'Completed', 'Completed', 'Completed', 'Cancelled', 'Completed', 'InProgress', 'Planned', 'Planned'] as const;
const DEPOT = { PT: 'Centro de distribuição Azambuja', ES: 'Plataforma logística Coslada' } as const;

/** Trips to the partner's sites around the anchor, with stops and the shipments they carry; answers tour numbers per site. */
async function seedTrips(db: Db, p: DemoPartner, rng: Rng, nextTrip: (c: string) => number, nextShipment: (c: string) => number): Promise<Map<string, string[]>> {
  const toursBySite = new Map<string, string[]>();
  const count = p.kind === 'logistics' ? TRIP_PLAN.length + 3 : TRIP_PLAN.length;
  for (let i = 0; i < count; i++) {
    const status = TRIP_PLAN[i % TRIP_PLAN.length]!;
    const site = p.sites[i % p.sites.length]!;
    // Completed and cancelled trips in the past weeks, the running one on the anchor day, planned ones after it.
    const day = status === 'InProgress' ? 0 : status === 'Planned' ? rng.int(2, 20) : -rng.int(2, 60);
    const startH = rng.int(5, 9);
    const hours = rng.int(3, 9);
    const plannedStart = at(DEMO_ANCHOR, day, startH);
    const plannedEnd = at(DEMO_ANCHOR, day, startH + hours);
    const delay = rng.int(-10, 45) / 60;
    const tourNo = `TR-${DEMO_YEAR}-${String(nextTrip(p.companyId)).padStart(5, '0')}`;
    const [trip] = await db
      .insert(trips)
      .values({
        ...tenant(p, site),
        tourNo,
        vehicle: `${p.country === 'PT' ? 'AA' : '1234'}-${rng.int(10, 99)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
        driver: rng.pick(PEOPLE[p.country]),
        origin: DEPOT[p.country],
        destination: `${site.name}, ${site.address}, ${site.city}`,
        plannedStart,
        plannedEnd,
        actualStart: status === 'Completed' || status === 'InProgress' ? at(DEMO_ANCHOR, day, startH + delay) : null,
        actualEnd: status === 'Completed' ? at(DEMO_ANCHOR, day, startH + hours + delay) : null,
        distanceKm: (rng.int(150, 3200) / 10).toFixed(1),
        status,
      })
      .returning({ id: trips.id });
    toursBySite.set(site.id, [...(toursBySite.get(site.id) ?? []), tourNo]);

    const places = [DEPOT[p.country], ...(rng.chance(0.5) ? [`Hub ${p.sites[(i + 1) % p.sites.length]!.city}`] : []), site.name];
    await db.insert(tripStops).values(
      places.map((place, seq) => {
        const h = startH + (hours * seq) / (places.length - 1);
        const reached = status === 'Completed' || (status === 'InProgress' && seq < places.length - 1);
        return {
          companyId: p.companyId,
          tripId: trip!.id,
          seq: seq + 1,
          place,
          plannedAt: at(DEMO_ANCHOR, day, h),
          arrivedAt: reached ? at(DEMO_ANCHOR, day, h + delay) : null,
          departedAt: reached && seq < places.length - 1 ? at(DEMO_ANCHOR, day, h + delay + 0.5) : null,
        };
      }),
    );

    const shipStatus = ({ Completed: 'Delivered', InProgress: 'InTransit', Planned: 'Planned', Cancelled: 'Cancelled' } as const)[status];
    const shipDate = addDays(DEMO_ANCHOR, day);
    await db.insert(transports).values(
      Array.from({ length: rng.int(1, 2) }, () => ({
        ...tenant(p, site),
        shipmentNo: `EXP-${DEMO_YEAR}-${String(nextShipment(p.companyId)).padStart(5, '0')}`,
        tripId: trip!.id,
        shipDate,
        deliveryDate: shipStatus === 'Delivered' ? shipDate : null,
        origin: DEPOT[p.country],
        destination: `${site.name}, ${site.city}`,
        packages: rng.int(2, 40),
        weightKg: (rng.int(50, 24000) / 10).toFixed(1),
        status: shipStatus,
      })),
    );
  }
  // A shipment booked but not yet on a trip.
  const site = p.sites[0]!;
  await db.insert(transports).values({
    ...tenant(p, site),
    shipmentNo: `EXP-${DEMO_YEAR}-${String(nextShipment(p.companyId)).padStart(5, '0')}`,
    tripId: null,
    shipDate: addDays(DEMO_ANCHOR, 25),
    origin: DEPOT[p.country],
    destination: `${site.name}, ${site.city}`,
    packages: rng.int(2, 20),
    weightKg: (rng.int(50, 5000) / 10).toFixed(1),
    status: 'Planned',
  });
  return toursBySite;
}

const ORDER_PLAN = [
  { status: 'Confirmed', day: -40 },
  { status: 'Confirmed', day: -18 },
  { status: 'Cancelled', day: -25 },
  { status: 'Confirming', day: -3 },
  { status: 'Confirmed', day: -6 },
  { status: 'Confirming', day: 0 },
] as const;
const ORDER_TYPES: readonly OrderDocumentType[] = ['Service', 'Maintenance', 'Delivery', 'Collection'];
const UNIT_BY_TYPE: Record<OrderDocumentType, OrderUnitOfMeasure> = { Service: 'Hour', Maintenance: 'Unit', Delivery: 'Unit', Collection: 'Tonne' };

/** Orders in every status per site, each with the history of its transitions. */
async function seedOrders(db: Db, p: DemoPartner, rng: Rng, contact: string | null, teamIds: Map<string, string[]>, tours: Map<string, string[]>, next: (c: string) => number) {
  for (const site of p.sites) {
    for (const plan of ORDER_PLAN) {
      const type = rng.pick(ORDER_TYPES);
      const orderDate = addDays(DEMO_ANCHOR, plan.day);
      // Requested a few weeks out, so open demo orders are still before the cancel cut-off.
      const requested = addDays(orderDate, rng.int(21, 45));
      const n = next(p.companyId);
      // From the installation's counter, like every new order: numbers never repeat across companies.
      const orderNo = await nextNumber(db, ORDER_NUMBERS, p.companyId, DEMO_ANCHOR.slice(0, 4));
      const tour = type === 'Delivery' || type === 'Collection' ? (tours.get(site.id)?.[0] ?? null) : null;
      const [order] = await db
        .insert(orders)
        .values({
          ...tenant(p, site),
          orderNo,
          orderDate,
          documentType: type,
          status: plan.status,
          confirmation: plan.status === 'Confirmed' ? `CONF-${String(70000 + n * 7).padStart(6, '0')}` : null,
          unitOfMeasure: UNIT_BY_TYPE[type],
          quantity: money(type === 'Service' ? rng.int(4, 40) : rng.int(1, 12)),
          unitPrice: money(rng.int(2500, 18000) / 100),
          teamId: rng.pick(teamIds.get(site.id) ?? [null]),
          workLocation: `${site.name}, ${site.address}`,
          requestedTaskDate: requested,
          taskDate: plan.status === 'Confirmed' ? addDays(requested, rng.int(-2, 2)) : null,
          requestNo: `REQ-${String(30000 + n * 3).padStart(6, '0')}`,
          tourNo: tour,
          createdBy: contact,
          createdAt: at(orderDate, 0, 9),
          updatedAt: at(orderDate, plan.status === 'Confirming' ? 0 : 2, 15),
        })
        .returning({ id: orders.id });
      const history: (typeof orderHistory.$inferInsert)[] = [
        { companyId: p.companyId, orderId: order!.id, fromStatus: null, toStatus: 'Confirming', byUserId: contact, at: at(orderDate, 0, 9) },
      ];
      if (plan.status === 'Confirmed') history.push({ companyId: p.companyId, orderId: order!.id, fromStatus: 'Confirming', toStatus: 'Confirmed', byUserId: null, at: at(orderDate, 2, 15) });
      if (plan.status === 'Cancelled') history.push({ companyId: p.companyId, orderId: order!.id, fromStatus: 'Confirming', toStatus: 'Cancelled', byUserId: contact, at: at(orderDate, 2, 15) });
      await db.insert(orderHistory).values(history);
    }
  }
}

/** Stock per warehouse: one warehouse per site (logistics partners keep more items). */
async function seedStocks(db: Db, p: DemoPartner, rng: Rng) {
  for (const site of p.sites) {
    const items = ITEMS.filter((_, i) => p.kind === 'logistics' || i % 2 === 0 || rng.chance(0.5));
    await db.insert(stocks).values(
      items.map(([itemNo, description, unit]) => ({
        ...tenant(p, site),
        warehouse: `${p.country === 'PT' ? 'Armazém' : 'Almacén'} ${site.name}`,
        itemNo,
        description,
        quantity: money(unit === 'Kg' || unit === 'Litre' ? rng.int(20, 900) : rng.int(5, 600)),
        unitOfMeasure: unit,
        updatedAt: at(DEMO_ANCHOR, -rng.int(0, 14), rng.int(7, 18)),
      })),
    );
  }
}
