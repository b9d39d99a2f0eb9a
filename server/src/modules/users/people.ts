import type { SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { AppError, conflict, forbidden, invalidField, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { assertIdentityFree, createInvitedUser, emailInvitationLink, emailResetLink, pendingEmailOf, requestEmailChange } from '@/modules/accounts/service.ts';
import { resetSecondFactor } from '@/modules/accounts/service.ts';
import type { AuthDeps } from '@/modules/auth/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import { USER_PHOTO_SIZE, type UserAction } from '@customer-hub/contract/users';
import type { CreateUserRequest, FindUsersRequest, TreeNodeKind, UpdatePermissionsRequest, UpdateUserRequest, UserDetailResponse } from '@customer-hub/contract/users';
import { actorOf, managesListed, userActions } from './allowed-actions.ts';
import * as repo from './repository.ts';

/*
 * The people of the back office (DESIGN.md §1): Admin manages everyone and sets roles; Backoffice
 * manages customer contacts, never staff accounts or roles; a main contact manages the contacts of
 * their own company at or below their own tree node, granting only permissions they hold
 * themselves; everyone edits their own personal fields.
 */

/** The contacts a main contact may manage (undefined: staff, everyone they may see). */
function reachOf(p: Principal): SQL | undefined {
  return p.companyId ? repo.contactsAtOrBelow(p.companyId, p.treeNode) : undefined;
}

/** A field the caller may not set: 403 naming it. */
const notYours = (field: string, message: string) => new AppError(403, 'FORBIDDEN', message, { errors: [{ path: `body.${field}`, message }] });

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const inOrder = (permissions: readonly string[]): Permission[] => PERMISSIONS.filter((p) => permissions.includes(p));

/** Whether the caller may manage (edit, send links to) the target; the caller themself is not "managed". */
async function manages(db: Db, p: Principal, target: repo.UserRecord): Promise<boolean> {
  if (target.id === p.userId) return false;
  switch (actorOf(p)) {
    case 'admin':
      return true;
    case 'backoffice':
      return !isStaff(target.roles);
    case 'main':
      return repo.userMatches(db, target.id, reachOf(p)!);
    case 'contact':
      return false;
  }
}

async function recordOf(db: Db, id: string) {
  const found = await repo.findUserRecord(db, id);
  if (!found) throw notFound('User');
  return found;
}

/** The target as the caller may act on it: themself, or someone they manage; 404 when they may not see it. */
async function reachable(db: Db, p: Principal, id: string) {
  const target = await recordOf(db, id);
  const self = target.id === p.userId;
  const managed = !self && (await manages(db, p, target));
  if (!self && !managed) {
    // Staff see every user (Backoffice may not change staff); nobody else learns that a user exists.
    if (isStaff(p.roles)) return { target, self, managed };
    throw notFound('User');
  }
  return { target, self, managed };
}

/** The permissions the caller may grant: all for staff, their own for a main contact. */
const grantableBy = (p: Principal): Permission[] => (isStaff(p.roles) ? [...PERMISSIONS] : actorOf(p) === 'main' ? inOrder(p.permissions) : []);

function present(target: repo.UserRecord, allowedActions: UserAction[], can: UserDetailResponse['can'], pendingEmail: string | null): UserDetailResponse {
  return {
    user: {
      ...target,
      pendingEmail,
      roles: target.roles as Role[],
      language: target.language as UserDetailResponse['user']['language'],
      permissions: inOrder(target.permissions),
      createdAt: target.createdAt.toISOString(),
      treeNodeKind: target.treeNodeKind ?? null,
      allowedActions,
    },
    can,
  };
}

async function detail(db: Db, p: Principal, id: string): Promise<UserDetailResponse> {
  const { target, managed } = await reachable(db, p, id);
  const actor = actorOf(p);
  const allowedActions = userActions(p, target, managed);
  return present(target, allowedActions, {
    edit: allowedActions.includes('edit'),
    setRoles: actor === 'admin',
    setCompany: managed && (actor === 'admin' || actor === 'backoffice'),
    setPermissions: allowedActions.includes('permissions'),
    grantable: grantableBy(p),
    activate: managed && (actor === 'admin' || actor === 'backoffice'),
    sendReset: allowedActions.includes('send-reset'),
    resendInvitation: allowedActions.includes('resend-invitation'),
  }, await pendingEmailOf(db, id));
}

export async function findUsers({ db, principal: p }: ServiceContext, q: z.infer<typeof FindUsersRequest>) {
  const actor = actorOf(p);
  if (actor === 'contact') throw forbidden();
  const page = await repo.findUsersPage(db, q, actor === 'main' ? reachOf(p) : undefined);
  return mapPage(page, (u) => {
    const roles = u.roles as Role[];
    return { ...u, roles, createdAt: u.createdAt.toISOString(), allowedActions: userActions(p, { ...u, roles }, managesListed(p, { id: u.id, roles })) };
  });
}

export function getUser({ db, principal }: ServiceContext, id: string) {
  return detail(db, principal, id);
}

type Governed = Pick<z.output<typeof UpdateUserRequest>, 'roles' | 'companyId' | 'mainContact' | 'treeNodeKind' | 'treeNodeId' | 'showContractNumber' | 'showTreeId'>;

interface Placement {
  roles: Role[];
  companyId: string | null;
  mainContact: boolean;
  treeNodeKind: TreeNodeKind | null;
  treeNodeId: string | null;
  showContractNumber: boolean;
  showTreeId: boolean;
}

/**
 * The governed fields after a change by `p`, refusing (403, naming the field) each one sent that the
 * caller may not set and that differs from what it is, and checking the result holds together.
 */
async function place(db: Db, p: Principal, current: Placement, input: Governed, selfEdit: boolean): Promise<Placement> {
  const actor = actorOf(p);
  const staffActor = actor === 'admin' || actor === 'backoffice';
  const next: Placement = { ...current };

  const differs = <K extends keyof Placement>(key: K): boolean => {
    const value = input[key as keyof Governed];
    if (value === undefined) return false;
    const now = current[key];
    return Array.isArray(value) && Array.isArray(now) ? !sameSet(value, now) : value !== now;
  };

  if (differs('roles')) {
    if (actor !== 'admin') throw notYours('roles', 'Only an administrator may set roles');
    next.roles = [...new Set(input.roles!)];
  }
  for (const key of ['companyId', 'mainContact', 'showContractNumber', 'showTreeId'] as const) {
    if (!differs(key)) continue;
    if (!staffActor || selfEdit) throw notYours(key, `You may not set ${key}`);
    (next as unknown as Record<string, unknown>)[key] = input[key];
  }
  const nodeChanged = differs('treeNodeKind') || differs('treeNodeId');
  if (nodeChanged) {
    if (selfEdit && !staffActor) throw notYours('treeNodeId', 'You may not change your own place in the organisation');
    if (actor === 'contact') throw notYours('treeNodeId', 'You may not set treeNodeId');
    next.treeNodeKind = input.treeNodeKind !== undefined ? input.treeNodeKind : current.treeNodeKind;
    next.treeNodeId = input.treeNodeId !== undefined ? input.treeNodeId : current.treeNodeId;
  }

  const staffRoles = isStaff(next.roles);
  if (staffRoles && next.roles.includes('Customer')) throw invalidField('body.roles', 'A user is either staff or a customer contact');
  if (staffRoles) return { ...next, companyId: null, mainContact: false, treeNodeKind: null, treeNodeId: null };

  if (!next.companyId) throw invalidField('body.companyId', 'A customer contact belongs to a company');
  if (next.companyId !== current.companyId && !nodeChanged) {
    next.treeNodeKind = 'company';
    next.treeNodeId = next.companyId;
  }
  if (!next.treeNodeKind || !next.treeNodeId) {
    next.treeNodeKind = 'company';
    next.treeNodeId = next.companyId;
  }
  if (nodeChanged || next.companyId !== current.companyId) {
    // A main contact places contacts only at or below their own node; staff anywhere in the company.
    const within = actor === 'main' ? p.treeNode : null;
    if (actor === 'main' && next.companyId !== p.companyId) throw notYours('companyId', 'You may not set companyId');
    if (!(await repo.nodeAtOrBelow(db, next.companyId, within, next.treeNodeKind, next.treeNodeId))) {
      throw actor === 'main'
        ? notYours('treeNodeId', 'The node is outside your own part of the organisation')
        : invalidField('body.treeNodeId', 'The node is not part of the company');
    }
  }
  return next;
}

/** Permissions a main contact adds that they do not hold themselves: refused, naming them. */
function assertGrantable(p: Principal, before: readonly string[], after: readonly string[]) {
  if (isStaff(p.roles)) return;
  const mine = new Set<string>(p.permissions);
  const wider = after.filter((x) => !before.includes(x) && !mine.has(x));
  if (wider.length) throw notYours('permissions', `You cannot grant a permission you do not hold: ${wider.join(', ')}`);
}

/** Creates a user (no password yet) and emails them an invitation to set one. */
export async function createUser(ctx: ServiceContext, deps: AuthDeps, input: z.output<typeof CreateUserRequest>) {
  const p = ctx.principal;
  const actor = actorOf(p);
  if (actor === 'contact') throw forbidden();
  // What a new user is unless the caller says otherwise: a contact of the caller's company and node.
  const base: Placement = {
    roles: ['Customer'],
    companyId: actor === 'main' ? p.companyId : null,
    mainContact: false,
    treeNodeKind: actor === 'main' ? ((p.treeNode?.kind as TreeNodeKind | undefined) ?? 'company') : null,
    treeNodeId: actor === 'main' ? (p.treeNode?.id ?? p.companyId) : null,
    showContractNumber: false,
    showTreeId: false,
  };
  const placed = await place(ctx.db, p, base, input, false);
  const customer = !isStaff(placed.roles);
  const defaults = customer && placed.companyId ? ((await repo.findCompanyDefaultPermissions(ctx.db, placed.companyId)) ?? []) : [];
  const permissions = customer ? inOrder(input.permissions ?? defaults.filter((x) => grantableBy(p).includes(x as Permission))) : [];
  if (!customer && input.permissions?.length) throw invalidField('body.permissions', 'Staff have every permission');
  assertGrantable(p, [], permissions);

  const id = await ctx.transaction(async (t) => {
    const viewer = { staff: isStaff(p.roles), companyId: p.companyId };
    const { userId } = await createInvitedUser(deps, t.db, {
      userName: input.userName,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      identification: input.identification ?? null,
      city: input.city ?? null,
      street: input.street ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      retailCentre: input.retailCentre ?? null,
      ...placed,
      permissions,
      active: true,
    }, viewer);
    await emailInvitationLink(deps, t.db, { id: userId, userName: input.userName, email: input.email, firstName: input.firstName, language: input.language });
    await t.audit('users', `User ${input.userName} created (${placed.roles.join(', ')}), invitation sent (${userId})`);
    return userId;
  });
  return { id };
}

/** Saves a user's fields; the caller's own record only its personal fields. */
export async function updateUser(ctx: ServiceContext, deps: AuthDeps, id: string, input: z.output<typeof UpdateUserRequest>) {
  const p = ctx.principal;
  const { target, self, managed } = await reachable(ctx.db, p, id);
  if (!self && !managed) throw forbidden('FORBIDDEN', 'You may not change this user');
  const current: Placement = {
    roles: target.roles as Role[],
    companyId: target.companyId,
    mainContact: target.mainContact,
    treeNodeKind: target.treeNodeKind ?? null,
    treeNodeId: target.treeNodeId,
    showContractNumber: target.showContractNumber,
    showTreeId: target.showTreeId,
  };
  const placed = await place(ctx.db, p, current, input, self);
  if (self && current.roles.includes('Admin') && !placed.roles.includes('Admin')) throw conflict('You cannot remove your own administrator role');
  const becameStaff = isStaff(placed.roles) && !isStaff(current.roles);
  // A new address takes effect once the link sent to it is followed (the old one is told).
  const newEmail = input.email.trim().toLowerCase() === target.email.trim().toLowerCase() ? null : input.email;
  if (newEmail) await assertIdentityFree(ctx.db, { staff: isStaff(p.roles), companyId: p.companyId }, { email: newEmail }, id);

  await ctx.transaction(async (t) => {
    await repo.updateUserRow(t.db, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      ...(newEmail ? {} : { email: input.email }),
      language: input.language,
      identification: input.identification ?? null,
      city: input.city ?? null,
      street: input.street ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      retailCentre: input.retailCentre ?? null,
      ...placed,
      ...(becameStaff ? { permissions: [] } : {}),
    });
    const roleNote = sameSet(placed.roles, current.roles) ? '' : `, roles ${current.roles.join('+')} → ${placed.roles.join('+')}`;
    await t.audit('users', `User ${target.userName} updated${roleNote} (${id})`);
    if (newEmail) await requestEmailChange(deps, t, { id, userName: target.userName, email: target.email, firstName: input.firstName, language: input.language }, newEmail);
  });
  await deps.sessions.userChanged(id);
  return detail(ctx.db, p, id);
}

/** Sets a contact's permission switches and ticket-site credentials (spec §6). */
export async function updatePermissions(ctx: ServiceContext, deps: AuthDeps, id: string, input: z.output<typeof UpdatePermissionsRequest>) {
  const p = ctx.principal;
  const { target, self, managed } = await reachable(ctx.db, p, id);
  const adminSelf = self && actorOf(p) === 'admin';
  if (!managed && !adminSelf) throw notYours('permissions', self ? 'You cannot change your own permissions' : 'You may not change this user');
  if (isStaff(target.roles)) throw invalidField('body.permissions', 'Staff have every permission');
  const permissions = inOrder(input.permissions);
  assertGrantable(p, target.permissions, permissions);

  await ctx.transaction(async (t) => {
    await repo.updateUserRow(t.db, id, {
      permissions,
      ...(input.ticketUrl !== undefined ? { ticketUrl: input.ticketUrl } : {}),
      ...(input.ticketUserName !== undefined ? { ticketUserName: input.ticketUserName || null } : {}),
    });
    await t.audit('users', `Permissions of ${target.userName} set to ${permissions.join(', ') || 'none'} (${id})`);
  });
  await deps.sessions.userChanged(id);
  return detail(ctx.db, p, id);
}

async function linkTarget(ctx: ServiceContext, id: string) {
  const { target, managed } = await reachable(ctx.db, ctx.principal, id);
  if (!managed) throw forbidden('FORBIDDEN', 'You may not act on this user');
  const recipient = await repo.emailRecipient(ctx.db, id);
  if (!recipient) throw notFound('User');
  return { target, recipient };
}

/** Emails a manageable user a password reset link. */
export async function sendPasswordReset(ctx: ServiceContext, deps: AuthDeps, id: string) {
  const { target, recipient } = await linkTarget(ctx, id);
  if (!recipient.active) throw conflict('The user is deactivated');
  if (!recipient.hasPassword) throw conflict('The user has not accepted the invitation yet: resend it instead');
  await ctx.transaction(async (t) => {
    await emailResetLink(deps, t.db, recipient);
    await t.audit('users', `Password reset link sent to ${target.userName} (${id})`);
  });
  return { sent: true as const };
}

/** Emails a new invitation to a user who has not set a password yet (the old link stops working). */
export async function resendInvitation(ctx: ServiceContext, deps: AuthDeps, id: string) {
  const { target, recipient } = await linkTarget(ctx, id);
  if (recipient.hasPassword) throw conflict('The user has already set a password');
  await ctx.transaction(async (t) => {
    await emailInvitationLink(deps, t.db, recipient);
    await t.audit('users', `Invitation sent again to ${target.userName} (${id})`);
  });
  return { sent: true as const };
}

/**
 * Resets a user's second factor (staff: the route's policy; Backoffice only for customer
 * contacts, as for every change to a user): the password alone until they set one up again,
 * told to them by email; audited and written to the login log.
 */
export async function resetTwoFactor(ctx: ServiceContext, id: string) {
  const { principal: actor } = ctx;
  const { target, managed } = await reachable(ctx.db, actor, id);
  if (!managed) throw forbidden('FORBIDDEN', 'You may not act on this user');
  await ctx.transaction(async (t) => {
    const was = await resetSecondFactor(t.db, id);
    await recordLoginAttempt(t.db, { userId: id, userName: `(by ${actor.userName})`, ip: ctx.client.ip, userAgent: null, result: 'TwoFactorChanged', reason: 'reset_by_staff', stage: 'account' });
    await t.audit('users', `Second factor of ${target.userName} reset (was ${was}), user told by email (${id})`);
  });
  return { reset: true as const };
}

/** Images larger than this many pixels are refused before they are decoded. */
const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * Sets a user's photo (their own, or of someone the caller manages): re-encoded from the bytes
 * as a square PNG, upright and without metadata, stored as base64 for GetUserPhoto.
 */
export async function setPhoto(ctx: ServiceContext, deps: AuthDeps, id: string, bytes: Buffer) {
  const { target, self, managed } = await reachable(ctx.db, ctx.principal, id);
  if (!self && !managed) throw forbidden('FORBIDDEN', 'You may not change this user');
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate().resize(USER_PHOTO_SIZE, USER_PHOTO_SIZE, { fit: 'cover' }).png().toBuffer();
  } catch {
    throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'The image cannot be read');
  }
  await ctx.transaction(async (t) => {
    await repo.updateUserRow(t.db, id, { image: png.toString('base64') });
    await t.audit('users', `Photo of ${target.userName} changed (${id})`);
  });
  await deps.sessions.userChanged(id);
  return { updated: true as const };
}
