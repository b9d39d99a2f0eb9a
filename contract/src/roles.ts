import { z } from 'zod';

/** The three roles of DESIGN.md §1. Staff are Admin and Backoffice. */
export const ROLES = ['Admin', 'Backoffice', 'Customer'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const STAFF_ROLES: readonly Role[] = ['Admin', 'Backoffice'];

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}
