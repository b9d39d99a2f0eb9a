import { isStaff, type Role } from '@customer-hub/contract/roles';
import type { Permission } from '@customer-hub/contract/permissions';
import type { ApiKeyScope } from '@customer-hub/contract/constants/api-keys';

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
  /** Whether the user has a passkey that signs in (read with the session, cached with it). */
  hasPasskey: boolean;
  /**
   * A role of the user's requires a passkey (settings) and they have none yet: every call but the
   * shell's and the passkey registration's answers 403 PASSKEY_REQUIRED. Worked out per request.
   */
  passkeyRequired: boolean;
  /**
   * Set when a staff user views the portal as this contact: the session is the contact's (their
   * roles, permissions and scope) but read-only, and its audit rows name the staff user.
   */
  viewAs: ViewAs | null;
  /**
   * Set when the caller is a company's API key (X-API-Key): the principal is a contact of the
   * key's company acting for its creator (userId), with the scopes' permissions only.
   */
  apiKey?: ApiKeyOfPrincipal;
}

/** The API key a principal was built from. */
export interface ApiKeyOfPrincipal {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** Addresses or CIDR ranges the key is accepted from; empty: any. */
  allowedIps: string[];
}

/** Who opened a view-as session, why and when. */
export interface ViewAs {
  staffUserId: string;
  staffUserName: string;
  reason: string;
  startedAt: Date;
}

/**
 * Every route names one policy in `config.policy`; this table is the only place that says
 * what each means. A route without a policy refuses to register.
 */
export type Policy = 'public' | 'authenticated' | 'staff' | 'admin' | 'mainContact' | { permission: Permission };

export function allows(policy: Policy, principal: Principal): boolean {
  if (policy === 'public' || policy === 'authenticated') return true;
  const staff = isStaff(principal.roles);
  if (policy === 'staff') return staff;
  // A company's own settings (its sign-in provider): its main contact only.
  if (policy === 'mainContact') return !staff && principal.mainContact && !!principal.companyId;
  if (policy === 'admin') return principal.roles.includes('Admin');
  // Staff see everything (DESIGN.md §2); contacts need the switch.
  return staff || principal.permissions.includes(policy.permission);
}

export function describePolicy(policy: Policy): string {
  return typeof policy === 'string' ? policy : `permission:${policy.permission}`;
}
