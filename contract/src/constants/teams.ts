/** The crews serving a site (DESIGN.md §2). */
export const TEAM_SORTS = ['name', 'leader', 'members', 'shift'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
