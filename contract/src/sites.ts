import { z } from 'zod';
import { listRequest, pageOf, PARTNER_FIELDS, searchFilter } from './paging.ts';
import { SITE_SORTS } from './constants/sites.ts';
export * from './constants/sites.ts';

/** GET /api/sites: the sites in the caller's scope, for the map and its list. */
export const FindSitesRequest = listRequest({
  sorts: SITE_SORTS,
  sort: 'name',
  direction: 'asc',
  /** `search`: name, code, address or city contains it (case-insensitive). */
  filters: { businessPartnerId: z.uuid().optional(), search: searchFilter() },
});
export type FindSitesRequest = z.infer<typeof FindSitesRequest>;

export const SiteSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...PARTNER_FIELDS,
  contractCount: z.number().int(),
  buildingCount: z.number().int(),
  /** Only with the Orders permission; the key is absent otherwise. */
  orderCount: z.number().int().optional(),
  /** The contact's own tree node is this site (or one of its buildings). */
  own: z.boolean(),
});
export type SiteSummary = z.infer<typeof SiteSummary>;
export const FindSitesResponse = pageOf(SiteSummary);
export type FindSitesResponse = z.infer<typeof FindSitesResponse>;
