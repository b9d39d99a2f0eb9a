import { z } from 'zod';

// Global search (spec §2 modal, §3 contexts and answer, §7 call).

/** The seven contexts in the spec's order; the values sent carry a C prefix. */
export const GLOBAL_SEARCH_CONTEXTS = ['Trips', 'CurrentAcc', 'Orders', 'Shipment', 'Invoices', 'OtherDocuments', 'ContractLines'] as const;
export type GlobalSearchContext = (typeof GLOBAL_SEARCH_CONTEXTS)[number];
export const GLOBAL_SEARCH_CONTEXT_VALUES = ['CTrips', 'CCurrentAcc', 'COrders', 'CShipment', 'CInvoices', 'COtherDocuments', 'CContractLines'] as const;
export type GlobalSearchContextValue = (typeof GLOBAL_SEARCH_CONTEXT_VALUES)[number];

/** Spec §9: the search runs only with at least this many characters. */
export const GLOBAL_SEARCH_MIN_LENGTH = 5;
export const GLOBAL_SEARCH_MAX_LENGTH = 100;
/** At most this many results in each group (and each document-type sub-group). */
export const GLOBAL_SEARCH_GROUP_LIMIT = 8;

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
});
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponse>;
