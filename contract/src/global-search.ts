import { z } from 'zod';
import { GLOBAL_SEARCH_CONTEXT_VALUES, GLOBAL_SEARCH_MAX_LENGTH } from './constants/global-search.ts';
export * from './constants/global-search.ts';

// Global search (spec §2 modal, §3 contexts and answer, §7 call).

/** GET /api/GlobalSearch/getGlobalInformation?Contexts=CTrips&Contexts=…&search=… */
export const GlobalSearchRequest = z.object({
  Contexts: z
    .union([z.enum(GLOBAL_SEARCH_CONTEXT_VALUES), z.array(z.enum(GLOBAL_SEARCH_CONTEXT_VALUES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional()
    .describe('Repeated; none given = all seven'),
  search: z.string().max(GLOBAL_SEARCH_MAX_LENGTH),
});
export type GlobalSearchRequest = z.infer<typeof GlobalSearchRequest>;

const Hit = z.object({ id: z.string(), description: z.string() });

export const GlobalSearchResponse = z.object({
  currentAccounts: z.array(Hit),
  /** One group per document type (contract lines form their own group), named in the caller's language. */
  searchDocuments: z.array(
    z.object({
      name: z.string(),
      searchDocInfos: z.array(
        Hit.extend({
          /** `GET {downloadLink}{id}` answers a file reference; null when there is no file (contract lines). */
          downloadLink: z.string().nullable(),
        }),
      ),
    }),
  ),
  trips: z.array(Hit),
  /** Orders by number, current or former (context COrders, permission Orders); beyond the spec's three groups. */
  orders: z.array(Hit),
  /** Shipments (transports) by number (context CShipment, permission Trips); beyond the spec's three groups. */
  shipments: z.array(Hit),
});
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponse>;
