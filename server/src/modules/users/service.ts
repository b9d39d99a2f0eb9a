import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/errors.ts';
import { getSetting } from '@/modules/settings/repository.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { TicketCredentials, UserVM } from '@customer-hub/contract/account';
import { LANGUAGE_CODES, matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import { PERMISSIONS, SIDEBAR_KEYS, sidebarKeysFor, type Permission } from '@customer-hub/contract/permissions';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';

const asLanguage = (value: string): LanguageCode => matchLanguage(value) ?? LANGUAGE_CODES[0];

async function profileOf(db: Db, userId: string) {
  const profile = await repo.findUserProfile(db, userId);
  if (!profile) throw notFound('User');
  return profile;
}

/** The user view model: roles and the sidebar keys their permissions grant (staff: all). */
export async function getUserVM(db: Db, principal: Principal): Promise<UserVM> {
  const u = await profileOf(db, principal.userId);
  const staff = isStaff(u.roles);
  const permissions = staff ? [...PERMISSIONS] : (u.permissions as Permission[]);
  return {
    id: u.id,
    userName: u.userName,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    language: asLanguage(u.language),
    roles: u.roles as Role[],
    checkedSidebarVis: staff ? [...SIDEBAR_KEYS] : sidebarKeysFor(permissions),
    permissions,
    mainContact: u.mainContact,
    companyName: u.companyName,
    showContractNumber: u.showContractNumber,
    showTreeId: u.showTreeId,
    treeId: u.showTreeId ? u.treeNodeId : null,
  };
}

/** The ticket site the user opens: their own credential URL, else the configured default. */
export async function getTicketCredentials(db: Db, principal: Principal, fallbackUrl: string | undefined): Promise<TicketCredentials> {
  const u = await profileOf(db, principal.userId);
  if (u.ticketUrl) return { url: u.ticketUrl, userName: u.ticketUserName, usesDefault: false };
  const configured = await getSetting(db, 'ticketDefaultUrl');
  const url = typeof configured === 'string' && configured ? configured : (fallbackUrl ?? null);
  return { url, userName: null, usesDefault: url !== null };
}

/** The user's photo as base64 PNG, or an empty string when there is none (the client shows its default). */
export async function getUserPhoto(db: Db, principal: Principal): Promise<string> {
  return (await repo.findUserPhoto(db, principal.userId)) ?? '';
}

export async function getUserLanguage(db: Db, principal: Principal): Promise<LanguageCode> {
  return asLanguage((await profileOf(db, principal.userId)).language);
}

export async function updateUserLanguage(db: Db, principal: Principal, language: LanguageCode): Promise<LanguageCode> {
  await repo.updateUserLanguage(db, principal.userId, language);
  return language;
}
