import { z } from 'zod';
import { SORT_DIRECTIONS } from './constants/paging.ts';
export * from './constants/paging.ts';

export const SortDirection = z.enum(SORT_DIRECTIONS);

/**
 * The paging fields of every list query, as a plain shape: listRequest() and the current-account
 * queries spread it into their own `z.object({...})`.
 */
export const PAGE_FIELDS = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
};

/** Query string of every list call: server-side paging and sorting. */
export const PageQuery = z.object(PAGE_FIELDS);
export type PageQuery = z.infer<typeof PageQuery>;

/** The `:id` of a record's own path (`/api/trips/:id`). */
export const IdParams = z.object({ id: z.uuid() });

/** A list's free-text filter; each list says which columns contain it (case-insensitive). */
export const searchFilter = () => z.string().trim().max(100).optional();

/**
 * A yes/no filter: `true` or `false` in the query string (a boolean when called in-process);
 * anything else is refused. Left out, the list is not filtered on it.
 */
export const booleanFilter = () => z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()).optional();

/** A date range filter, both ends included (whole days). */
export const DATE_RANGE_FILTER = { from: z.iso.date().optional(), to: z.iso.date().optional() };

/** One end of a range of instants: an ISO instant with its offset, or a date (that whole UTC day). */
const instantBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional();

/**
 * A range of instants, both ends included. A reader picks whole days in their own time zone, so
 * the web sends the instants those days start and end at there (00:00 of `from`, 23:59:59.999 of
 * `to`); a date alone is its whole UTC day.
 */
export const INSTANT_RANGE_FILTER = {
  from: instantBound.describe('From this instant, or from 00:00 UTC of this date'),
  to: instantBound.describe('Until this instant (included), or the end of this date in UTC'),
};

/**
 * The query of a list call: paging, its sort (one of `sorts`, `sort` by default, descending
 * unless `direction` says otherwise), then the list's own filters.
 */
export function listRequest<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(list: {
  sorts: S;
  sort: S[number];
  direction?: (typeof SORT_DIRECTIONS)[number];
  filters: F;
}) {
  return z.object({
    ...PAGE_FIELDS,
    direction: z.enum(SORT_DIRECTIONS).default(list.direction ?? 'desc'),
    sort: z.enum(list.sorts).default(list.sort),
    ...list.filters,
  });
}

/**
 * Staff narrow a list of every company's records to one company (a contact's own scope is
 * narrowed the same way, so another company's id simply finds nothing).
 */
export const COMPANY_FILTER = { companyId: z.uuid().optional().describe('One company’s records (staff lists show every company’s)') };
/** The company a record belongs to: staff lists show it, as they hold every company's records. */
export const COMPANY_FIELDS = { companyName: z.string() };

/** The business partner a record belongs to, as lists and details show it. */
export const PARTNER_FIELDS = { businessPartnerId: z.string(), businessPartnerName: z.string() };
/** The site a record belongs to, when it is one site's (null: the whole business partner's). */
export const SITE_FIELDS = { siteId: z.string().nullable(), siteName: z.string().nullable() };
export const PARTNER_SITE_FIELDS = { ...PARTNER_FIELDS, ...SITE_FIELDS };

/**
 * A row of a business partner's data (a trip, a contract, a stock item...): its id, its own
 * fields, then the business partner and site it belongs to; the detail answer `.extend()`s it.
 */
export function partnerRecord<F extends z.ZodRawShape>(fields: F) {
  return z.object({ id: z.string(), ...fields, ...PARTNER_SITE_FIELDS });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
