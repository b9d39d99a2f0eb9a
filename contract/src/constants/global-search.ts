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
