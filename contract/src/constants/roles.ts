/** The three roles of DESIGN.md §1. Staff are Admin and Backoffice. */
export const ROLES = ['Admin', 'Backoffice', 'Customer'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['Admin', 'Backoffice'];

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}
