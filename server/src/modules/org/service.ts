import type { Db } from '@/db/client.ts';
import type { TreeNodeKind } from '@/db/schema/users.ts';
import { AppError, invalidField, notFound } from '@/lib/errors.ts';
import { toIso } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type {
  Building,
  BusinessPartner,
  Company,
  CompanyTree,
  FindBuildingsRequest,
  FindCompaniesRequest,
  FindOrgSitesRequest,
  FindPartnersRequest,
  OrgSite,
  SaveBuildingRequest,
  SaveBusinessPartnerRequest,
  SaveCompanyParsed,
  SaveSiteParsed,
  UpdateCompanyParsed,
} from '@customer-hub/contract/org';
import * as repo from './repository.ts';

const AUDIT = 'org';

/** Every company with its business partners and their sites (staff). */
export async function getCompanyTree(db: Db): Promise<CompanyTree> {
  return (await repo.findCompanyTree(db)) as CompanyTree;
}

/** The company, when the tree node of that kind lies inside it; undefined otherwise. */
export async function findCompanyWithNode(db: Db, companyId: string, kind: TreeNodeKind, nodeId: string) {
  const company = await repo.findCompany(db, companyId);
  if (!company || !(await repo.nodeBelongsToCompany(db, company.id, kind, nodeId))) return undefined;
  return company;
}

/** A 409 CONFLICT naming the field whose value another record already has. */
const taken = (field: string, message: string) => new AppError(409, 'CONFLICT', message, { errors: [{ path: field, message }] });

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompanyRow>>>;
const presentCompany = ({ createdAt, defaultPermissions, ...c }: CompanyRow): Company => ({
  ...c,
  defaultPermissions: defaultPermissions as Permission[],
  createdAt: toIso(createdAt),
});
const withIsoCreated = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({ ...rest, createdAt: toIso(createdAt) });

async function companyOrFail(db: Db, id: string): Promise<Company> {
  const row = await repo.findCompanyRow(db, id);
  if (!row) throw notFound('Company');
  return presentCompany(row);
}

/** A page of the companies (staff), searched in code and name. */
export async function findCompanies({ db }: ServiceContext, q: FindCompaniesRequest) {
  return mapPage(await repo.findCompanies(db, q), presentCompany);
}

/** One company with its counts (staff). */
export const getCompany = ({ db }: ServiceContext, id: string) => companyOrFail(db, id);

/** Creates a company; its code must be free. */
export async function createCompany(ctx: ServiceContext, input: SaveCompanyParsed): Promise<Company> {
  const id = await ctx.transaction(async (t) => {
    if (await repo.companyCodeTaken(t.db, input.code)) throw taken('code', `A company with code ${input.code} exists`);
    const created = await repo.insertCompany(t.db, input);
    await t.audit(AUDIT, `Company ${input.code} created (${created})`);
    return created;
  });
  return companyOrFail(ctx.db, id);
}

/** Changes a company's code and name, and its default sign-up permissions when given. */
export async function updateCompany(ctx: ServiceContext, id: string, input: UpdateCompanyParsed): Promise<Company> {
  await ctx.transaction(async (t) => {
    const before = await repo.findCompany(t.db, id);
    if (!before) throw notFound('Company');
    if (await repo.companyCodeTaken(t.db, input.code, id)) throw taken('code', `A company with code ${input.code} exists`);
    const { defaultPermissions, ...rest } = input;
    await repo.updateCompany(t.db, id, defaultPermissions ? input : rest);
    const codeChange = before.code === input.code ? '' : `, code was ${before.code}`;
    const permissions = defaultPermissions ? `; default permissions: ${defaultPermissions.join(', ') || 'none'}` : '';
    await t.audit(AUDIT, `Company ${input.code} updated (${id})${codeChange}${permissions}`);
  });
  return companyOrFail(ctx.db, id);
}

/** Sets what a contact of the company receives when they sign up (or are approved without a choice). */
export async function updateDefaultPermissions(ctx: ServiceContext, id: string, defaultPermissions: Permission[]): Promise<Company> {
  await ctx.transaction(async (t) => {
    if (!(await repo.updateCompany(t.db, id, { defaultPermissions }))) throw notFound('Company');
    await t.audit(AUDIT, `Default permissions of company ${id} set: ${defaultPermissions.join(', ') || 'none'}`);
  });
  return companyOrFail(ctx.db, id);
}

async function partnerOrFail(db: Db, companyId: string, id: string): Promise<BusinessPartner> {
  const row = await repo.findPartner(db, companyId, id);
  if (!row) throw notFound('Business partner');
  return withIsoCreated(row);
}

/** A page of a company's business partners. */
export async function findPartners({ db }: ServiceContext, companyId: string, q: FindPartnersRequest) {
  await companyOrFail(db, companyId);
  return mapPage(await repo.findPartners(db, companyId, q), withIsoCreated);
}

/** Adds a business partner to a company; its customer number must be free in the company. */
export async function createPartner(ctx: ServiceContext, companyId: string, input: SaveBusinessPartnerRequest): Promise<BusinessPartner> {
  const id = await ctx.transaction(async (t) => {
    if (!(await repo.findCompany(t.db, companyId))) throw notFound('Company');
    if (await repo.customerNoTaken(t.db, companyId, input.customerNo)) throw taken('customerNo', `A business partner with customer number ${input.customerNo} exists in this company`);
    const created = await repo.insertPartner(t.db, companyId, input);
    await t.audit(AUDIT, `Business partner ${input.customerNo} created (${created}) in company ${companyId}`);
    return created;
  });
  return partnerOrFail(ctx.db, companyId, id);
}

/** Changes a business partner of the company. */
export async function updatePartner(ctx: ServiceContext, companyId: string, id: string, input: SaveBusinessPartnerRequest): Promise<BusinessPartner> {
  await ctx.transaction(async (t) => {
    if (await repo.customerNoTaken(t.db, companyId, input.customerNo, id)) throw taken('customerNo', `A business partner with customer number ${input.customerNo} exists in this company`);
    if (!(await repo.updatePartner(t.db, companyId, id, input))) throw notFound('Business partner');
    await t.audit(AUDIT, `Business partner ${input.customerNo} updated (${id}) in company ${companyId}`);
  });
  return partnerOrFail(ctx.db, companyId, id);
}

async function siteOrFail(db: Db, companyId: string, id: string): Promise<OrgSite> {
  const row = await repo.findSite(db, companyId, id);
  if (!row) throw notFound('Site');
  return withIsoCreated(row);
}

/** A page of a company's sites, all or one business partner's. */
export async function findSites({ db }: ServiceContext, companyId: string, q: FindOrgSitesRequest) {
  await companyOrFail(db, companyId);
  return mapPage(await repo.findSites(db, companyId, q), withIsoCreated);
}

/** The site's business partner belongs to the company, and its code is free there. */
async function checkSite(db: Db, companyId: string, input: SaveSiteParsed, exceptId?: string) {
  if (!(await repo.findPartner(db, companyId, input.businessPartnerId))) throw invalidField('businessPartnerId', 'The business partner is not one of this company');
  if (await repo.siteCodeTaken(db, companyId, input.code, exceptId)) throw taken('code', `A site with code ${input.code} exists in this company`);
}

/** Adds a site to one of the company's business partners. */
export async function createSite(ctx: ServiceContext, companyId: string, input: SaveSiteParsed): Promise<OrgSite> {
  const id = await ctx.transaction(async (t) => {
    if (!(await repo.findCompany(t.db, companyId))) throw notFound('Company');
    await checkSite(t.db, companyId, input);
    const created = await repo.insertSite(t.db, companyId, input);
    await t.audit(AUDIT, `Site ${input.code} created (${created}) for business partner ${input.businessPartnerId}`);
    return created;
  });
  return siteOrFail(ctx.db, companyId, id);
}

/** Changes a site of the company (it may move to another business partner of the same company). */
export async function updateSite(ctx: ServiceContext, companyId: string, id: string, input: SaveSiteParsed): Promise<OrgSite> {
  await ctx.transaction(async (t) => {
    if (!(await repo.findSite(t.db, companyId, id))) throw notFound('Site');
    await checkSite(t.db, companyId, input, id);
    await repo.updateSite(t.db, companyId, id, input);
    await t.audit(AUDIT, `Site ${input.code} updated (${id}), business partner ${input.businessPartnerId}`);
  });
  return siteOrFail(ctx.db, companyId, id);
}

async function buildingOrFail(db: Db, id: string): Promise<Building> {
  const row = await repo.findBuilding(db, id);
  if (!row) throw notFound('Building');
  return { ...withIsoCreated(row), syncedAt: toIso(row.syncedAt) };
}

/** A page of the buildings of every company, or of one company or site. */
export async function findBuildings({ db }: ServiceContext, q: FindBuildingsRequest) {
  return mapPage(await repo.findBuildings(db, q), (row) => ({ ...withIsoCreated(row), syncedAt: toIso(row.syncedAt) }));
}

export const getBuilding = ({ db }: ServiceContext, id: string) => buildingOrFail(db, id);

/** The company of the building's site; its code must be free there. */
async function placeOf(db: Db, input: SaveBuildingRequest, exceptId?: string) {
  const site = await repo.findSitePlace(db, input.siteId);
  if (!site) throw invalidField('siteId', 'No such site');
  if (await repo.buildingCodeTaken(db, site.companyId, input.code, exceptId)) throw taken('code', `A building with code ${input.code} exists in this company`);
  return site.companyId;
}

/** Adds a building to a site (the company is the site's). */
export async function createBuilding(ctx: ServiceContext, input: SaveBuildingRequest): Promise<Building> {
  const id = await ctx.transaction(async (t) => {
    const companyId = await placeOf(t.db, input);
    const created = await repo.insertBuilding(t.db, companyId, input);
    await t.audit(AUDIT, `Building ${input.code} created (${created}) at site ${input.siteId}`);
    return created;
  });
  return buildingOrFail(ctx.db, id);
}

/** Changes a building's code, name or site (the company follows the site). */
export async function updateBuilding(ctx: ServiceContext, id: string, input: SaveBuildingRequest): Promise<Building> {
  await ctx.transaction(async (t) => {
    if (!(await repo.findBuilding(t.db, id))) throw notFound('Building');
    const companyId = await placeOf(t.db, input, id);
    await repo.updateBuilding(t.db, id, { companyId, ...input });
    await t.audit(AUDIT, `Building ${input.code} updated (${id}) at site ${input.siteId}`);
  });
  return buildingOrFail(ctx.db, id);
}
