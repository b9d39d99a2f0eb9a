import type { Db } from '@/db/client.ts';
import { conflict, forbidden, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { endSessionsOf, findUserRoles, setActive } from '@/modules/accounts/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSettingValue } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Sessions } from '@/modules/auth/service.ts';
import type { TicketCredentials, UserVM } from '@customer-hub/contract/account';
import { LANGUAGE_CODES, matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import { PERMISSIONS, SIDEBAR_KEYS, sidebarKeysFor, type Permission } from '@customer-hub/contract/permissions';
import { TICKET_DEFAULT_URL_SETTING } from '@customer-hub/contract/notifications';
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
  const configured = await getSettingValue(db, TICKET_DEFAULT_URL_SETTING);
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

/** Saves the user's language (with its audit row); their cached sessions pick it up at once. */
export async function updateUserLanguage(ctx: ServiceContext, sessions: Sessions, language: LanguageCode): Promise<LanguageCode> {
  const { principal } = ctx;
  await ctx.transaction(async (t) => {
    await repo.updateUserLanguage(t.db, principal.userId, language);
    await t.audit('users', `Language of ${principal.userName} set to ${language} (${principal.userId})`);
  });
  await sessions.userChanged(principal.userId);
  return language;
}

/** The target of a staff action on a user; Backoffice may not act on Admins. */
async function staffTarget(db: Db, actor: Principal, userId: string) {
  const target = await findUserRoles(db, userId);
  if (!target) throw notFound('User');
  if (target.roles.includes('Admin') && !actor.roles.includes('Admin')) throw forbidden();
  return target;
}

/** Ends every session of a user at once (staff). */
export async function endUserSessions(ctx: ServiceContext, sessions: Sessions, userId: string) {
  const { principal: actor } = ctx;
  const target = await staffTarget(ctx.db, actor, userId);
  const ended = await ctx.transaction(async (t) => {
    const revoked = await endSessionsOf(t.db, userId, 'ended_by_staff');
    await recordLoginAttempt(t.db, { userId, userName: `(by ${actor.userName})`, ip: ctx.client.ip, userAgent: null, result: 'SessionEnded', reason: 'by_staff', stage: 'session' });
    await t.audit('users', `Sessions of ${target.userName} ended: ${revoked.length} (${userId})`);
    return revoked;
  });
  await sessions.userChanged(userId);
  return { ended: ended.length };
}

/** Deactivates or reactivates a user (staff); deactivation ends their sessions at once. */
export async function setUserActive(ctx: ServiceContext, sessions: Sessions, userId: string, active: boolean) {
  const { principal: actor } = ctx;
  const target = await staffTarget(ctx.db, actor, userId);
  if (userId === actor.userId && !active) throw conflict('You cannot deactivate yourself');
  const ended = await ctx.transaction(async (t) => {
    const revoked = await setActive(t.db, userId, active);
    if (!active) await recordLoginAttempt(t.db, { userId, userName: `(by ${actor.userName})`, ip: ctx.client.ip, userAgent: null, result: 'SessionEnded', reason: 'deactivated', stage: 'session' });
    await t.audit('users', `User ${target.userName} ${active ? 'reactivated' : `deactivated, sessions ended: ${revoked.length}`} (${userId})`);
    return revoked;
  });
  await sessions.userChanged(userId);
  return { active, sessionsEnded: ended.length };
}
