export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
