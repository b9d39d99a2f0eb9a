import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import { verifyPassword } from '@/lib/passwords.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { newRecoveryCodes, newTotpSecret, sha256, totpEnrolment, totpMatches } from '@/modules/auth/two-factor-codes.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { TwoFactorMethod, TwoFactorStatus } from '@customer-hub/contract/two-factor';
import * as repo from './repository.ts';
import type { Client } from './service.ts';

async function userOf(deps: AuthDeps, principal: Principal) {
  const user = await repo.findUserById(deps.db, principal.userId);
  if (!user) throw notFound('User');
  return user;
}

async function confirmPassword(deps: AuthDeps, principal: Principal, password: string) {
  const user = await userOf(deps, principal);
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest('CURRENT_PASSWORD_WRONG');
  return user;
}

function logChange(deps: AuthDeps, principal: Principal, client: Client, reason: string) {
  return recordLoginAttempt(deps.db, { userId: principal.userId, userName: principal.userName, ip: client.ip, userAgent: client.userAgent, result: 'TwoFactorChanged', reason, stage: 'account' });
}

/** The caller's second factor, whether a role requires one, and recovery codes left. */
export async function getStatus(deps: AuthDeps, principal: Principal): Promise<TwoFactorStatus> {
  const user = await userOf(deps, principal);
  const settings = await getSecuritySettings(deps.db, deps.config.tokenTtlMinutes);
  return {
    method: user.twoFactorMethod as TwoFactorMethod,
    required: user.roles.some((r) => (settings.twoFactorRequiredRoles as string[]).includes(r)),
    recoveryCodesLeft: await repo.countRecoveryCodesLeft(deps.db, user.id),
  };
}

/**
 * Starts enrolling an authenticator app: a new secret is kept (sealed) but the method only
 * changes once a code from the app confirms it.
 */
export async function startTotp(deps: AuthDeps, principal: Principal) {
  const user = await userOf(deps, principal);
  if (user.twoFactorMethod === 'totp') throw conflict('An authenticator app is already set up');
  const secret = newTotpSecret();
  await repo.updateUser(deps.db, user.id, { totpSecret: deps.secretBox.seal(secret) });
  return totpEnrolment(secret, user.userName);
}

export async function enableTotp(deps: AuthDeps, principal: Principal, code: string, client: Client) {
  const user = await userOf(deps, principal);
  if (user.twoFactorMethod === 'totp' || !user.totpSecret) throw conflict('Start the set-up first');
  if (!totpMatches(deps.secretBox.open(user.totpSecret), user.userName, code)) throw badRequest('TWO_FACTOR_INVALID');
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { twoFactorMethod: 'totp' });
    await repo.replaceRecoveryCodes(tx, user.id, codes.map(sha256));
  });
  await logChange(deps, principal, client, 'totp_enabled');
  return { recoveryCodes: codes };
}

export async function enableEmail(deps: AuthDeps, principal: Principal, password: string, client: Client) {
  const user = await confirmPassword(deps, principal, password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { twoFactorMethod: 'email', totpSecret: null });
    await repo.replaceRecoveryCodes(tx, user.id, []);
  });
  await logChange(deps, principal, client, 'email_enabled');
  return getStatus(deps, principal);
}

/** Turns the second factor off; a role that requires one still gets emailed codes. */
export async function disable(deps: AuthDeps, principal: Principal, password: string, client: Client) {
  const user = await confirmPassword(deps, principal, password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { twoFactorMethod: 'none', totpSecret: null });
    await repo.replaceRecoveryCodes(tx, user.id, []);
  });
  await logChange(deps, principal, client, 'disabled');
  return getStatus(deps, principal);
}

export async function regenerateRecoveryCodes(deps: AuthDeps, principal: Principal, password: string, client: Client) {
  const user = await confirmPassword(deps, principal, password);
  if (user.twoFactorMethod !== 'totp') throw conflict('Recovery codes go with an authenticator app');
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(deps.db, user.id, codes.map(sha256));
  await logChange(deps, principal, client, 'recovery_codes_regenerated');
  return { recoveryCodes: codes };
}
