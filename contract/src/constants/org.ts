/** The organisation's lists (DESIGN.md §2): how each may be ordered, and the length of a code. */
export const COMPANY_SORTS = ['name', 'code', 'createdAt'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const PARTNER_SORTS = ['name', 'customerNo'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

export const ORG_SITE_SORTS = ['name', 'code', 'city', 'businessPartnerName'] as const;
export type OrgSiteSort = (typeof ORG_SITE_SORTS)[number];

export const BUILDING_SORTS = ['name', 'code', 'companyName', 'siteName'] as const;
export type BuildingSort = (typeof BUILDING_SORTS)[number];

/** A code (company, customer number, site, building): letters, digits and . _ - / only. */
export const ORG_CODE_MAX = 40;
export const ORG_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const ORG_NAME_MAX = 120;

/** A business partner's VAT number and a site's address fields: their longest. */
export const PARTNER_VAT_NO_MAX = 40;
export const SITE_ADDRESS_MAX = 200;
export const SITE_CITY_MAX = 80;
export const SITE_POSTAL_CODE_MAX = 20;
/** A site's country: ISO 3166-1 alpha-2. */
export const SITE_COUNTRY_LENGTH = 2;
