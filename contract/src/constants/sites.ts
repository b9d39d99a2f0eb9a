export const SITE_SORTS = ['name', 'code', 'city', 'businessPartnerName', 'contractCount'] as const;
export type SiteSort = (typeof SITE_SORTS)[number];
