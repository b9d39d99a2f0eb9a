import { isStaff, type Role } from '@customer-hub/contract/roles';
import type { Permission } from '@customer-hub/contract/permissions';

/**
 * Who is calling: built from the bearer token by one query (then cached, see session-cache.ts).
 * It carries what the user view model shows, so the shell's calls need no second query.
 */
export interface Principal {
  userId: string;
  sessionId: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  permissions: Permission[];
  companyId: string | null;
  companyName: string | null;
  treeNode: { kind: string; id: string } | null;
  language: string;
  mainContact: boolean;
  showContractNumber: boolean;
  showTreeId: boolean;
  expiresAt: Date;
  /**
   * Whether an effective privacy-policy version awaits this user's decision (read with the
   * session, cached with it; dropped when they decide or a version is published).
   */
  policyPending: boolean;
}

/**
 * Every route names one policy in `config.policy`; this table is the only place that says
 * what each means. A route without a policy refuses to register.
 */
export type Policy = 'public' | 'authenticated' | 'staff' | 'admin' | { permission: Permission };

export function allows(policy: Policy, principal: Principal): boolean {
  if (policy === 'public' || policy === 'authenticated') return true;
  const staff = isStaff(principal.roles);
  if (policy === 'staff') return staff;
  if (policy === 'admin') return principal.roles.includes('Admin');
  // Staff see everything (DESIGN.md §2); contacts need the switch.
  return staff || principal.permissions.includes(policy.permission);
}

export function describePolicy(policy: Policy): string {
  return typeof policy === 'string' ? policy : `permission:${policy.permission}`;
}
