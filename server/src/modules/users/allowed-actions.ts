import type { Principal } from '@/plugins/policy.ts';
import { isStaff } from '@customer-hub/contract/roles';
import { USER_ACTIONS, type UserAction } from '@customer-hub/contract/users';
import type { UserRecord } from './repository.ts';

/** Who the caller is to the people of the back office: Admin, Backoffice, a main contact or another contact. */
type Actor = 'admin' | 'backoffice' | 'main' | 'contact';

export function actorOf(p: Principal): Actor {
  if (p.roles.includes('Admin')) return 'admin';
  if (p.roles.includes('Backoffice')) return 'backoffice';
  return p.mainContact && p.companyId ? 'main' : 'contact';
}

/** What a user is, as far as what may be done to them goes. */
type ActionTarget = Pick<UserRecord, 'id' | 'roles' | 'active' | 'invitationPending' | 'twoFactor' | 'erased'>;

/**
 * What `p` may do to `target` (themself, or someone they manage or not): the rules the service's
 * changes, the staff routes and View as enforce, answered as `allowedActions`.
 */
export function userActions(p: Principal, target: ActionTarget, managed: boolean): UserAction[] {
  const self = target.id === p.userId;
  const staffActor = isStaff(p.roles);
  const customer = !isStaff(target.roles);
  const allowed: Record<UserAction, boolean> = {
    edit: self || managed,
    permissions: customer && (managed || (self && actorOf(p) === 'admin')),
    'view-as': staffActor && !self && customer && target.roles.includes('Customer') && target.active,
    deactivate: staffActor && managed && target.active,
    activate: staffActor && managed && !target.active,
    'send-reset': managed && target.active && !target.invitationPending,
    'resend-invitation': managed && target.invitationPending,
    'reset-two-factor': staffActor && managed && target.twoFactor,
    // An erasure request (modules/erasure): staff for the users they manage, Backoffice contacts only.
    'request-erasure': staffActor && managed && !target.erased,
    // An archive of the person's data (modules/data-export), prepared by staff for a request by post.
    'prepare-data-export': staffActor && managed && !target.erased,
  };
  return USER_ACTIONS.filter((action) => allowed[action]);
}

/** Whether the caller manages a row of their own list (a main contact's list holds only the contacts they manage). */
export function managesListed(p: Principal, target: Pick<ActionTarget, 'id' | 'roles'>): boolean {
  if (target.id === p.userId) return false;
  const actor = actorOf(p);
  return actor === 'admin' || actor === 'main' || (actor === 'backoffice' && !isStaff(target.roles));
}
