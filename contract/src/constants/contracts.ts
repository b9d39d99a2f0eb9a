/** Contract approval (DESIGN.md §2): pending → approved. */
export const CONTRACT_STATUSES = ['Pending', 'Approved'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_SORTS = ['contractNo', 'title', 'startDate', 'endDate', 'status'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** How often a contract line's service is given, as the ERP names it (the web translates each: `frequencies.<value>`; another shows as stored). */
export const CONTRACT_LINE_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type ContractLineFrequency = (typeof CONTRACT_LINE_FREQUENCIES)[number];
