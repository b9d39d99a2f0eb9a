import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import { users, type TreeNodeKind } from '@/db/schema/users.ts';
import { equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { listQuery, type Condition } from '@/db/paged-query.ts';
import type {
  BuildingSort,
  CompanySort,
  FindBuildingsRequest,
  FindCompaniesRequest,
  FindOrgSitesRequest,
  FindPartnersRequest,
  OrgSiteSort,
  PartnerSort,
  SaveBusinessPartnerRequest,
  SaveCompanyParsed,
  SaveSiteParsed,
} from '@customer-hub/contract/org';

export async function findCompanyTree(db: Db) {
  const [cs, bps, ss] = await Promise.all([
    db.select({ id: companies.id, name: companies.name, code: companies.code, defaultPermissions: companies.defaultPermissions }).from(companies).orderBy(asc(companies.name)),
    db.select({ id: businessPartners.id, companyId: businessPartners.companyId, name: businessPartners.name, customerNo: businessPartners.customerNo }).from(businessPartners).orderBy(asc(businessPartners.name)),
    db.select({ id: sites.id, companyId: sites.companyId, businessPartnerId: sites.businessPartnerId, name: sites.name, code: sites.code }).from(sites).orderBy(asc(sites.name)),
  ]);
  return cs.map((c) => ({
    ...c,
    businessPartners: bps
      .filter((b) => b.companyId === c.id)
      .map((b) => ({ id: b.id, name: b.name, customerNo: b.customerNo, sites: ss.filter((s) => s.businessPartnerId === b.id).map((s) => ({ id: s.id, name: s.name, code: s.code })) })),
  }));
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** Whether a tree node of that kind exists inside the company. */
export async function nodeBelongsToCompany(db: Db, companyId: string, kind: TreeNodeKind, nodeId: string): Promise<boolean> {
  if (kind === 'company') return nodeId === companyId;
  const table = { business_partner: businessPartners, site: sites, building: buildings }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, nodeId), eq(table.companyId, companyId))).limit(1);
  return !!row;
}

// Counts per company; each subquery matches on company_id, the leading column of the tenant indexes.
// The outer row is named in full: a one-table select renders its own columns without the table.
const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const countIn = (table: typeof businessPartners | typeof sites | typeof buildings) =>
  sql<number>`(select count(*) from ${table} where ${table.companyId} = ${outer('companies', 'id')})::int`;
const contactCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${outer('companies', 'id')})::int`;

const companyList = listQuery({
  table: companies,
  select: (db: Db) =>
    db
      .select({
        id: companies.id,
        code: companies.code,
        name: companies.name,
        defaultPermissions: companies.defaultPermissions,
        partnerCount: countIn(businessPartners),
        siteCount: countIn(sites),
        buildingCount: countIn(buildings),
        contactCount,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .$dynamic(),
  sorts: { name: companies.name, code: companies.code, createdAt: companies.createdAt } satisfies Record<CompanySort, unknown>,
  tieBreaker: companies.id,
});

export const findCompanies = (db: Db, q: FindCompaniesRequest) => companyList.page(db, q, [searchAny(q.search, [companies.code, companies.name])]);
export const findCompanyRow = (db: Db, id: string) => companyList.first(db, eq(companies.id, id));

/** Whether another company (not `exceptId`) has this code. */
export async function companyCodeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.code, code), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertCompany(db: Db, values: SaveCompanyParsed) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: Db, id: string, values: Partial<SaveCompanyParsed>): Promise<boolean> {
  const rows = await db.update(companies).set(values).where(eq(companies.id, id)).returning({ id: companies.id });
  return rows.length === 1;
}

const siteCountOfPartner = sql<number>`(select count(*) from ${sites} where ${sites.companyId} = ${outer('business_partners', 'company_id')} and ${sites.businessPartnerId} = ${outer('business_partners', 'id')})::int`;

const partnerList = listQuery({
  table: businessPartners,
  select: (db: Db) =>
    db
      .select({
        id: businessPartners.id,
        companyId: businessPartners.companyId,
        customerNo: businessPartners.customerNo,
        name: businessPartners.name,
        vatNo: businessPartners.vatNo,
        siteCount: siteCountOfPartner,
        createdAt: businessPartners.createdAt,
      })
      .from(businessPartners)
      .$dynamic(),
  sorts: { name: businessPartners.name, customerNo: businessPartners.customerNo } satisfies Record<PartnerSort, unknown>,
  tieBreaker: businessPartners.id,
});

const ofCompany = (column: typeof businessPartners.companyId | typeof sites.companyId | typeof buildings.companyId, companyId: string) => eq(column, companyId);

export const findPartners = (db: Db, companyId: string, q: FindPartnersRequest) =>
  partnerList.page(db, q, [ofCompany(businessPartners.companyId, companyId), searchAny(q.search, [businessPartners.customerNo, businessPartners.name, businessPartners.vatNo])]);
export const findPartner = (db: Db, companyId: string, id: string) =>
  partnerList.first(db, ofCompany(businessPartners.companyId, companyId), eq(businessPartners.id, id));

/** Whether another business partner of the company has this customer number. */
export async function customerNoTaken(db: Db, companyId: string, customerNo: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businessPartners.id })
    .from(businessPartners)
    .where(and(eq(businessPartners.companyId, companyId), eq(businessPartners.customerNo, customerNo), exceptId ? ne(businessPartners.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertPartner(db: Db, companyId: string, values: SaveBusinessPartnerRequest) {
  const [row] = await db
    .insert(businessPartners)
    .values({ companyId, customerNo: values.customerNo, name: values.name, vatNo: values.vatNo ?? null })
    .returning({ id: businessPartners.id });
  return row!.id;
}

export async function updatePartner(db: Db, companyId: string, id: string, values: SaveBusinessPartnerRequest): Promise<boolean> {
  const rows = await db
    .update(businessPartners)
    .set({ customerNo: values.customerNo, name: values.name, vatNo: values.vatNo ?? null })
    .where(and(eq(businessPartners.companyId, companyId), eq(businessPartners.id, id)))
    .returning({ id: businessPartners.id });
  return rows.length === 1;
}

const buildingCountOfSite = sql<number>`(select count(*) from ${buildings} where ${buildings.companyId} = ${sites.companyId} and ${buildings.siteId} = ${sites.id})::int`;

const siteList = listQuery({
  table: sites,
  select: (db: Db) =>
    db
      .select({
        id: sites.id,
        companyId: sites.companyId,
        businessPartnerId: sites.businessPartnerId,
        businessPartnerName: businessPartners.name,
        code: sites.code,
        name: sites.name,
        address: sites.address,
        city: sites.city,
        postalCode: sites.postalCode,
        country: sites.country,
        latitude: sites.latitude,
        longitude: sites.longitude,
        buildingCount: buildingCountOfSite,
        createdAt: sites.createdAt,
      })
      .from(sites)
      .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
      .$dynamic(),
  sorts: { name: sites.name, code: sites.code, city: sites.city, businessPartnerName: businessPartners.name } satisfies Record<OrgSiteSort, unknown>,
  tieBreaker: sites.id,
});

export const findSites = (db: Db, companyId: string, q: FindOrgSitesRequest) =>
  siteList.page(db, q, [
    ofCompany(sites.companyId, companyId),
    equalsIfGiven(sites.businessPartnerId, q.businessPartnerId),
    searchAny(q.search, [sites.code, sites.name, sites.address, sites.city]),
  ]);
export const findSite = (db: Db, companyId: string, id: string) => siteList.first(db, ofCompany(sites.companyId, companyId), eq(sites.id, id));

/** Whether another site of the company has this code. */
export async function siteCodeTaken(db: Db, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.code, code), exceptId ? ne(sites.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertSite(db: Db, companyId: string, values: SaveSiteParsed) {
  const [row] = await db.insert(sites).values({ companyId, ...values }).returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(db: Db, companyId: string, id: string, values: SaveSiteParsed): Promise<boolean> {
  const rows = await db
    .update(sites)
    .set(values)
    .where(and(eq(sites.companyId, companyId), eq(sites.id, id)))
    .returning({ id: sites.id });
  return rows.length === 1;
}

/** The site's company (and the site), when it exists. */
export async function findSitePlace(db: Db, siteId: string) {
  const [row] = await db.select({ id: sites.id, companyId: sites.companyId }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row;
}

const buildingList = listQuery({
  table: buildings,
  select: (db: Db) =>
    db
      .select({
        id: buildings.id,
        code: buildings.code,
        name: buildings.name,
        companyId: buildings.companyId,
        companyName: companies.name,
        siteId: buildings.siteId,
        siteName: sites.name,
        siteCode: sites.code,
        businessPartnerName: businessPartners.name,
        syncedAt: buildings.syncedAt,
        createdAt: buildings.createdAt,
      })
      .from(buildings)
      .innerJoin(companies, eq(companies.id, buildings.companyId))
      .innerJoin(sites, eq(sites.id, buildings.siteId))
      .innerJoin(businessPartners, eq(businessPartners.id, sites.businessPartnerId))
      .$dynamic(),
  sorts: { name: buildings.name, code: buildings.code, companyName: companies.name, siteName: sites.name } satisfies Record<BuildingSort, unknown>,
  tieBreaker: buildings.id,
});

/**
 * The buildings' filters. The search also reaches the site's code and name and the company's name,
 * through a subquery, so the count (over buildings alone) reads the same condition.
 */
function buildingFilters(q: FindBuildingsRequest): Condition[] {
  const inPlace = q.search
    ? sql`exists (select 1 from ${sites} join ${companies} on ${companies.id} = ${sites.companyId} where ${sites.id} = ${buildings.siteId} and ${searchAny(q.search, [sites.code, sites.name, companies.name])})`
    : undefined;
  const search: SQL | undefined = q.search ? or(searchAny(q.search, [buildings.code, buildings.name]), inPlace) : undefined;
  return [equalsIfGiven(buildings.companyId, q.companyId), equalsIfGiven(buildings.siteId, q.siteId), search];
}

export const findBuildings = (db: Db, q: FindBuildingsRequest) => buildingList.page(db, q, buildingFilters(q));
export const findBuilding = (db: Db, id: string) => buildingList.first(db, eq(buildings.id, id));

/** Whether another building of the company has this code. */
export async function buildingCodeTaken(db: Db, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.companyId, companyId), eq(buildings.code, code), exceptId ? ne(buildings.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertBuilding(db: Db, companyId: string, values: { siteId: string; code: string; name: string }) {
  const [row] = await db.insert(buildings).values({ companyId, ...values }).returning({ id: buildings.id });
  return row!.id;
}

export async function updateBuilding(db: Db, id: string, values: { companyId: string; siteId: string; code: string; name: string }): Promise<boolean> {
  const rows = await db.update(buildings).set(values).where(eq(buildings.id, id)).returning({ id: buildings.id });
  return rows.length === 1;
}
