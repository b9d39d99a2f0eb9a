import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client.ts';
import { documents } from '@/db/schema/documents.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { contractLines, contracts, orders, stocks, teams, transports, trips, tripStops } from '@/db/schema/customer.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import { ticketAttachments, ticketComments, ticketUploads, tickets } from '@/db/schema/tickets.ts';
import { users } from '@/db/schema/users.ts';
import { hashPassword } from '@/lib/passwords.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type { Role } from '@customer-hub/contract/roles';

const unique = () => randomBytes(4).toString('hex');
export const TEST_PASSWORD = 'correct-horse-battery-staple';
let cachedHash: Promise<string> | undefined;
const testHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db.insert(companies).values({ code: `C-${unique()}`, name: `Company ${unique()}`, ...overrides }).returning();
  return row!;
}

export async function buildBusinessPartner(db: Db, companyId: string, overrides: Partial<typeof businessPartners.$inferInsert> = {}) {
  const [row] = await db
    .insert(businessPartners)
    .values({ companyId, customerNo: `BP-${unique()}`, name: `Partner ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function buildSite(db: Db, companyId: string, businessPartnerId: string, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const [row] = await db
    .insert(sites)
    .values({ companyId, businessPartnerId, code: `S-${unique()}`, name: `Site ${unique()}`, ...overrides })
    .returning();
  return row!;
}

type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

async function insertUser(db: Db, overrides: UserOverrides) {
  const { password, ...rest } = overrides;
  const name = `user.${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      userName: name,
      email: `${name}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: password ? await hashPassword(password) : await testHash(),
      ...rest,
    })
    .returning();
  return row!;
}

/** A customer contact of a company (a new company unless given), scoped to the company node. */
export async function buildContact(db: Db, overrides: UserOverrides & { permissions?: Permission[] } = {}) {
  const companyId = overrides.companyId ?? (await buildCompany(db)).id;
  return insertUser(db, {
    roles: ['Customer'],
    treeNodeKind: 'company',
    treeNodeId: companyId,
    ...overrides,
    companyId,
  });
}

/** A staff user with the given role. */
export async function buildStaff(db: Db, role: Extract<Role, 'Admin' | 'Backoffice'>, overrides: UserOverrides = {}) {
  return insertUser(db, { roles: [role], ...overrides });
}

/** A ledger entry of a business partner (an open invoice unless overridden). */
export async function buildLedgerEntry(
  db: Db,
  companyId: string,
  businessPartnerId: string,
  overrides: Partial<typeof ledgerEntries.$inferInsert> = {},
) {
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      companyId,
      businessPartnerId,
      documentNo: `FT ${unique()}`,
      documentType: 'Invoice',
      description: 'Invoice',
      postDate: '2026-01-15',
      dueDate: '2026-02-14',
      amount: '100.00',
      remainingAmount: '100.00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** The nodes a customer-data row hangs from (company, business partner, optional site). */
export interface Tenant {
  companyId: string;
  businessPartnerId: string;
  siteId?: string | null;
}
const tenantOf = (t: Tenant) => ({ companyId: t.companyId, businessPartnerId: t.businessPartnerId, siteId: t.siteId ?? null });

/** A company with one business partner and one site: the usual tree for customer-data tests. */
export async function buildTenant(db: Db) {
  const company = await buildCompany(db);
  const partner = await buildBusinessPartner(db, company.id);
  const site = await buildSite(db, company.id, partner.id);
  return { company, partner, site, tenant: { companyId: company.id, businessPartnerId: partner.id, siteId: site.id } satisfies Tenant };
}

export async function buildBuilding(db: Db, companyId: string, siteId: string, overrides: Partial<typeof buildings.$inferInsert> = {}) {
  const [row] = await db.insert(buildings).values({ companyId, siteId, code: `B-${unique()}`, name: `Building ${unique()}`, ...overrides }).returning();
  return row!;
}

export async function buildTrip(db: Db, tenant: Tenant, overrides: Partial<typeof trips.$inferInsert> = {}) {
  const [row] = await db
    .insert(trips)
    .values({
      ...tenantOf(tenant),
      tourNo: `T-${unique()}`,
      vehicle: '12-AB-34',
      driver: 'Rui Lopes',
      origin: 'Lisboa',
      destination: 'Porto',
      plannedStart: new Date('2026-03-02T08:00:00Z'),
      plannedEnd: new Date('2026-03-02T12:00:00Z'),
      distanceKm: '313.0',
      status: 'Planned',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildTripStop(db: Db, trip: { id: string; companyId: string }, overrides: Partial<typeof tripStops.$inferInsert> = {}) {
  const [row] = await db
    .insert(tripStops)
    .values({ companyId: trip.companyId, tripId: trip.id, seq: 1, place: `Stop ${unique()}`, plannedAt: new Date('2026-03-02T09:00:00Z'), ...overrides })
    .returning();
  return row!;
}

export async function buildTransport(db: Db, tenant: Tenant, overrides: Partial<typeof transports.$inferInsert> = {}) {
  const [row] = await db
    .insert(transports)
    .values({
      ...tenantOf(tenant),
      shipmentNo: `SH-${unique()}`,
      shipDate: '2026-03-02',
      origin: 'Lisboa',
      destination: 'Porto',
      packages: 3,
      weightKg: '120.5',
      status: 'Planned',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildTeam(db: Db, tenant: Tenant, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [row] = await db
    .insert(teams)
    .values({ ...tenantOf(tenant), name: `Team ${unique()}`, leader: 'Ana Silva', members: 4, shift: 'Morning', speciality: 'Cleaning', ...overrides })
    .returning();
  return row!;
}

export async function buildStock(db: Db, tenant: Tenant, overrides: Partial<typeof stocks.$inferInsert> = {}) {
  const [row] = await db
    .insert(stocks)
    .values({ ...tenantOf(tenant), warehouse: 'Azambuja', itemNo: `IT-${unique()}`, description: 'Pallet of paper towels', quantity: '40', unitOfMeasure: 'Unit', ...overrides })
    .returning();
  return row!;
}

/** An order, status Confirming by default, without a history row (the API writes those). */
export async function buildOrder(db: Db, tenant: Tenant, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      ...tenantOf(tenant),
      orderNo: `OR-TEST-${unique()}`,
      orderDate: '2026-03-01',
      documentType: 'Service',
      unitOfMeasure: 'Hour',
      quantity: '2',
      unitPrice: '35.50',
      workLocation: 'Main entrance',
      requestedTaskDate: '2099-06-01',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildContract(db: Db, tenant: Tenant, overrides: Partial<typeof contracts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contracts)
    .values({ ...tenantOf(tenant), contractNo: `CT-${unique()}`, title: `Cleaning ${unique()}`, startDate: '2026-01-01', ...overrides })
    .returning();
  return row!;
}

export async function buildContractLine(db: Db, contract: typeof contracts.$inferSelect, overrides: Partial<typeof contractLines.$inferInsert> = {}) {
  const [row] = await db
    .insert(contractLines)
    .values({
      companyId: contract.companyId,
      businessPartnerId: contract.businessPartnerId,
      siteId: contract.siteId,
      contractId: contract.id,
      lineNo: 10000,
      service: 'Office cleaning',
      frequency: 'Weekly',
      quantity: '4',
      unitOfMeasure: 'Hour',
      unitPrice: '22.00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A document record with its bytes in the store (a small PDF unless `bytes` is given). */
export async function buildDocument(
  db: Db,
  storage: BlobStore,
  tenant: Tenant,
  overrides: Partial<typeof documents.$inferInsert> & { bytes?: Buffer } = {},
) {
  const { bytes = Buffer.from(`%PDF-1.4\n% test ${unique()}\n%%EOF\n`), ...rest } = overrides;
  const storageKey = `documents/${tenant.companyId}/${randomUUID()}`;
  await storage.put(storageKey, bytes, 'application/pdf');
  const [row] = await db
    .insert(documents)
    .values({
      ...tenantOf(tenant),
      typeCode: 'Budget',
      documentNo: `DOC-${unique()}`,
      title: 'Test document',
      documentDate: '2026-05-04',
      fileName: 'test document.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      storageKey,
      ...rest,
    })
    .returning();
  return row!;
}

/** A service request, status Pending by default, without history (the API writes that). */
export async function buildTicket(db: Db, tenant: Tenant, overrides: Partial<typeof tickets.$inferInsert> = {}) {
  const [row] = await db
    .insert(tickets)
    .values({
      ...tenantOf(tenant),
      ticketNo: `TK-TEST-${unique()}`,
      type: 'Service',
      title: `Leaking tap ${unique()}`,
      description: 'The tap in the staff kitchen drips.',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A comment on a ticket (public unless `internal`). */
export async function buildTicketComment(db: Db, ticket: { id: string; companyId: string }, overrides: Partial<typeof ticketComments.$inferInsert> = {}) {
  const [row] = await db
    .insert(ticketComments)
    .values({ companyId: ticket.companyId, ticketId: ticket.id, body: `Comment ${unique()}`, ...overrides })
    .returning();
  return row!;
}

/** A file of a ticket with its bytes in the store. */
export async function buildTicketAttachment(
  db: Db,
  storage: BlobStore,
  ticket: { id: string; companyId: string },
  overrides: Partial<typeof ticketAttachments.$inferInsert> & { bytes?: Buffer } = {},
) {
  const { bytes = Buffer.from(`note ${unique()}\n`), ...rest } = overrides;
  const storageKey = `tickets/${randomUUID()}`;
  await storage.put(storageKey, bytes, 'text/plain');
  const [row] = await db
    .insert(ticketAttachments)
    .values({ companyId: ticket.companyId, ticketId: ticket.id, fileName: 'note.txt', contentType: 'text/plain', size: bytes.length, storageKey, ...rest })
    .returning();
  return row!;
}

/** An upload not yet attached to a ticket (ticket_uploads), with its bytes in the store. */
export async function buildTicketUpload(db: Db, storage: BlobStore, overrides: Partial<typeof ticketUploads.$inferInsert> & { bytes?: Buffer } = {}) {
  const { bytes = Buffer.from(`note ${unique()}\n`), ...rest } = overrides;
  const storageKey = `tickets/${randomUUID()}`;
  await storage.put(storageKey, bytes, 'text/plain');
  const [row] = await db.insert(ticketUploads).values({ fileName: 'note.txt', contentType: 'text/plain', size: bytes.length, storageKey, ...rest }).returning();
  return row!;
}
