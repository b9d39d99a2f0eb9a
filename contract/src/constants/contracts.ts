/** Contract approval (DESIGN.md §2): pending → approved. */
export const CONTRACT_STATUSES = ['Pending', 'Approved'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_SORTS = ['contractNo', 'title', 'startDate', 'endDate', 'status'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];
