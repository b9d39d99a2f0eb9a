export const ACCESS_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
