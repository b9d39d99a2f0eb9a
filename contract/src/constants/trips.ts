/** Logistics runs (DESIGN.md §2). */
export const TRIP_STATUSES = ['Planned', 'InProgress', 'Completed', 'Cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TRIP_SORTS = ['tourNo', 'plannedStart', 'status', 'distanceKm'] as const;
export type TripSort = (typeof TRIP_SORTS)[number];

/** A trip is late when it ends more than this after its planned end (the Dashboard and the Reports agree on it). */
export const TRIP_LATE_TOLERANCE_MINUTES = 15;
