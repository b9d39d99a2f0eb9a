import type { Db } from '@/db/client.ts';
import { conflict, forbidden, notFound } from '@/lib/errors.ts';
import * as accountsRepo from '@/modules/accounts/repository.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSetting } from '@/modules/settings/repository.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Sessions } from '@/modules/auth/plugin.ts';
import type { TicketCredentials, UserVM } from '@customer-hub/contract/account';
import { LANGUAGE_CODES, matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import { PERMISSIONS, SIDEBAR_KEYS, sidebarKeysFor, type Permission } from '@customer-hub/contract/permissions';
import { isStaff } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';

const asLanguage = (value: string): LanguageCode => matchLanguage(value) ?? LANGUAGE_CODES[0];

/** The user view model: roles and the sidebar keys their permissions grant (staff: all). */
export function getUserVM(p: Principal): UserVM {
  const staff = isStaff(p.roles);
  const permissions: Permission[] = staff ? [...PERMISSIONS] : p.permissions;
  return {
    id: p.userId,
    userName: p.userName,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    language: asLanguage(p.language),
    roles: p.roles,
    checkedSidebarVis: staff ? [...SIDEBAR_KEYS] : sidebarKeysFor(permissions),
    permissions,
    mainContact: p.mainContact,
    companyName: p.companyName,
    showContractNumber: p.showContractNumber,
    showTreeId: p.showTreeId,
    treeId: p.showTreeId ? (p.treeNode?.id ?? null) : null,
  };
}

/** The ticket site the user opens: their own credential URL, else the configured default. */
export async function getTicketCredentials(db: Db, principal: Principal, fallbackUrl: string | undefined): Promise<TicketCredentials> {
  const u = await repo.findTicketCredentials(db, principal.userId);
  if (!u) throw notFound('User');
  if (u.ticketUrl) return { url: u.ticketUrl, userName: u.ticketUserName, usesDefault: false };
  const configured = await getSetting(db, 'ticketDefaultUrl');
  const url = typeof configured === 'string' && configured ? configured : (fallbackUrl ?? null);
  return { url, userName: null, usesDefault: url !== null };
}

/** The user's photo as base64 PNG, or an empty string when there is none (the client shows its default). */
export async function getUserPhoto(db: Db, principal: Principal): Promise<string> {
  return (await repo.findUserPhoto(db, principal.userId)) ?? '';
}

export function getUserLanguage(principal: Principal): LanguageCode {
  return asLanguage(principal.language);
}

/** Saves the user's language; their cached sessions pick it up at once. */
export async function updateUserLanguage(db: Db, sessions: Sessions, principal: Principal, language: LanguageCode): Promise<LanguageCode> {
  await repo.updateUserLanguage(db, principal.userId, language);
  await sessions.userChanged(principal.userId);
  return language;
}

/** The target of a staff action on a user; Backoffice may not act on Admins. */
async function staffTarget(db: Db, actor: Principal, userId: string) {
  const [target] = await accountsRepo.findUsersByIds(db, [userId]);
  if (!target) throw notFound('User');
  if (target.roles.includes('Admin') && !actor.roles.includes('Admin')) throw forbidden();
  return target;
}

/** Ends every session of a user at once (staff). */
export async function endUserSessions(db: Db, sessions: Sessions, actor: Principal, userId: string, ip: string | null) {
  await staffTarget(db, actor, userId);
  const ended = await accountsRepo.revokeSessions(db, userId, 'ended_by_staff');
  await recordLoginAttempt(db, { userId, userName: `(by ${actor.userName})`, ip, userAgent: null, result: 'SessionEnded', reason: 'by_staff', stage: 'session' });
  await sessions.userChanged(userId);
  return { ended: ended.length };
}

/** Deactivates or reactivates a user (staff); deactivation ends their sessions at once. */
export async function setUserActive(db: Db, sessions: Sessions, actor: Principal, userId: string, active: boolean, ip: string | null) {
  await staffTarget(db, actor, userId);
  if (userId === actor.userId && !active) throw conflict('You cannot deactivate yourself');
  const ended = await db.transaction(async (tx) => {
    await accountsRepo.updateUser(tx, userId, { active });
    return active ? [] : accountsRepo.revokeSessions(tx, userId, 'deactivated');
  });
  if (!active) await recordLoginAttempt(db, { userId, userName: `(by ${actor.userName})`, ip, userAgent: null, result: 'SessionEnded', reason: 'deactivated', stage: 'session' });
  await sessions.userChanged(userId);
  return { active, sessionsEnded: ended.length };
}
