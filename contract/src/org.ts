import { z } from 'zod';
import {
  BUILDING_SORTS,
  COMPANY_SORTS,
  ORG_CODE_MAX,
  ORG_CODE_PATTERN,
  ORG_NAME_MAX,
  ORG_SITE_SORTS,
  PARTNER_SORTS,
  PARTNER_VAT_NO_MAX,
  SITE_ADDRESS_MAX,
  SITE_CITY_MAX,
  SITE_COUNTRY_LENGTH,
  SITE_POSTAL_CODE_MAX,
} from './constants/org.ts';
import { IdParams, listRequest, pageOf, searchFilter } from './paging.ts';
import { Permission } from './permissions.ts';
export * from './constants/org.ts';

/** GET /api/org/companies (staff): companies with their business partners and sites. */
export const CompanyTree = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    defaultPermissions: z.array(Permission),
    businessPartners: z.array(
      z.object({ id: z.string(), name: z.string(), customerNo: z.string(), sites: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })) }),
    ),
  }),
);
export type CompanyTree = z.infer<typeof CompanyTree>;

/** A code as staff type it: trimmed, unique where it is used (a 409 CONFLICT says which field). */
export const OrgCode = z.string().trim().min(1).max(ORG_CODE_MAX).regex(ORG_CODE_PATTERN);
const OrgName = z.string().trim().min(1).max(ORG_NAME_MAX);
const OptionalText = (max: number) => z.string().trim().max(max).default('');

// Request bodies are strict: a field a caller may not set (an id, a company of a site) is refused
// with a 400 naming it, never silently dropped.

/** Companies (staff): the tenant, with the permissions a contact of it receives on sign-up. */
export const Company = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  defaultPermissions: z.array(Permission),
  partnerCount: z.number().int(),
  siteCount: z.number().int(),
  buildingCount: z.number().int(),
  contactCount: z.number().int(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;

/** GET /api/companies: a page of companies, searched in code and name. */
export const FindCompaniesRequest = listRequest({ sorts: COMPANY_SORTS, sort: 'name', direction: 'asc', filters: { search: searchFilter() } });
export type FindCompaniesRequest = z.infer<typeof FindCompaniesRequest>;
export const FindCompaniesResponse = pageOf(Company);

/** POST /api/companies and PUT /api/companies/:id. */
/** Permissions, each once, in the order given. */
const PermissionList = z
  .array(Permission)
  .max(50)
  .transform((list) => [...new Set(list)]);

export const SaveCompanyRequest = z.strictObject({
  code: OrgCode,
  name: OrgName,
  defaultPermissions: PermissionList.default([]),
});
export type SaveCompanyRequest = z.input<typeof SaveCompanyRequest>;
export type SaveCompanyParsed = z.output<typeof SaveCompanyRequest>;

/** PUT /api/companies/:id: the code and name; the default permissions only when given (kept otherwise). */
export const UpdateCompanyRequest = z.strictObject({
  code: OrgCode,
  name: OrgName,
  defaultPermissions: PermissionList.optional(),
});
export type UpdateCompanyRequest = z.input<typeof UpdateCompanyRequest>;
export type UpdateCompanyParsed = z.output<typeof UpdateCompanyRequest>;

/** PUT /api/companies/:id/default-permissions: only what a new contact of the company receives. */
export const UpdateDefaultPermissionsRequest = SaveCompanyRequest.pick({ defaultPermissions: true });
export type UpdateDefaultPermissionsRequest = z.input<typeof UpdateDefaultPermissionsRequest>;

/** A business partner (ERP customer number) of a company. */
export const BusinessPartner = z.object({
  id: z.string(),
  companyId: z.string(),
  customerNo: z.string(),
  name: z.string(),
  vatNo: z.string().nullable(),
  siteCount: z.number().int(),
  createdAt: z.string(),
});
export type BusinessPartner = z.infer<typeof BusinessPartner>;

/** GET /api/companies/:id/partners: searched in customer number, name and VAT number. */
export const FindPartnersRequest = listRequest({ sorts: PARTNER_SORTS, sort: 'name', direction: 'asc', filters: { search: searchFilter() } });
export type FindPartnersRequest = z.infer<typeof FindPartnersRequest>;
export const FindPartnersResponse = pageOf(BusinessPartner);

/** POST /api/companies/:id/partners and PUT /api/companies/:id/partners/:partnerId. */
export const SaveBusinessPartnerRequest = z.strictObject({
  customerNo: OrgCode,
  name: OrgName,
  vatNo: z.string().trim().max(PARTNER_VAT_NO_MAX).nullable().optional(),
});
export type SaveBusinessPartnerRequest = z.input<typeof SaveBusinessPartnerRequest>;

export const PartnerParams = z.object({ id: z.uuid(), partnerId: z.uuid() });

/** A site of a company, with the business partner it serves and its building count. */
export const OrgSite = z.object({
  id: z.string(),
  companyId: z.string(),
  businessPartnerId: z.string(),
  businessPartnerName: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  buildingCount: z.number().int(),
  createdAt: z.string(),
});
export type OrgSite = z.infer<typeof OrgSite>;

/** GET /api/companies/:id/sites: searched in code, name, address and city; one partner's or all. */
export const FindOrgSitesRequest = listRequest({
  sorts: ORG_SITE_SORTS,
  sort: 'name',
  direction: 'asc',
  filters: { search: searchFilter(), businessPartnerId: z.uuid().optional() },
});
export type FindOrgSitesRequest = z.infer<typeof FindOrgSitesRequest>;
export const FindOrgSitesResponse = pageOf(OrgSite);

/** POST /api/companies/:id/sites and PUT /api/companies/:id/sites/:siteId; the partner must be the company's. */
export const SaveSiteRequest = z
  .strictObject({
    businessPartnerId: z.uuid(),
    code: OrgCode,
    name: OrgName,
    address: OptionalText(SITE_ADDRESS_MAX),
    city: OptionalText(SITE_CITY_MAX),
    postalCode: OptionalText(SITE_POSTAL_CODE_MAX),
    country: z.string().trim().toUpperCase().regex(new RegExp(`^([A-Z]{${SITE_COUNTRY_LENGTH}})?$`)).default('').describe('ISO 3166-1 alpha-2, or empty'),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .refine((s) => (s.latitude === null) === (s.longitude === null), { path: ['longitude'], message: 'Give both coordinates or neither' });
export type SaveSiteRequest = z.input<typeof SaveSiteRequest>;
export type SaveSiteParsed = z.output<typeof SaveSiteRequest>;

export const SiteParams = z.object({ id: z.uuid(), siteId: z.uuid() });

/** A building, with the site, business partner and company it belongs to. */
export const Building = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  siteCode: z.string(),
  businessPartnerName: z.string(),
  syncedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Building = z.infer<typeof Building>;

/** GET /api/buildings: searched in code and name, and in the site's and company's names. */
export const FindBuildingsRequest = listRequest({
  sorts: BUILDING_SORTS,
  sort: 'name',
  direction: 'asc',
  filters: { search: searchFilter(), companyId: z.uuid().optional(), siteId: z.uuid().optional() },
});
export type FindBuildingsRequest = z.infer<typeof FindBuildingsRequest>;
export const FindBuildingsResponse = pageOf(Building);

/** POST /api/buildings and PUT /api/buildings/:id: the company is the site's. */
export const SaveBuildingRequest = z.strictObject({ siteId: z.uuid(), code: OrgCode, name: OrgName });
export type SaveBuildingRequest = z.input<typeof SaveBuildingRequest>;

export const CompanyParams = IdParams;
