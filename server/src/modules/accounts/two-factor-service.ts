import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/lib/service-context.ts';
import { verifyPassword } from '@/lib/passwords.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { acceptTotpCode } from '@/modules/auth/service.ts';
import { newRecoveryCodes, newTotpSecret, sha256, totpEnrolment } from '@/modules/auth/two-factor-codes.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { TwoFactorMethod, TwoFactorStatus } from '@customer-hub/contract/two-factor';
import * as repo from './repository.ts';

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

/** Writes the change to the login log and its audit row, with the transaction's handle. */
async function logChange(t: ServiceContext, reason: string) {
  const { principal } = t;
  await recordLoginAttempt(t.db, { userId: principal.userId, userName: principal.userName, ...t.client, result: 'TwoFactorChanged', reason, stage: 'account' });
  await t.audit('accounts', `Second factor of ${principal.userName}: ${reason.replaceAll('_', ' ')} (${principal.userId})`);
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
export async function startTotp(ctx: ServiceContext, deps: AuthDeps) {
  const user = await userOf(deps, ctx.principal);
  if (user.twoFactorMethod === 'totp') throw conflict('An authenticator app is already set up');
  const secret = newTotpSecret();
  await ctx.transaction(async (t) => {
    // A new secret starts a new run of codes: no step of the old one is remembered.
    await repo.updateUser(t.db, user.id, { totpSecret: deps.secretBox.seal(secret), totpLastStep: null });
    await t.audit('accounts', `Second factor of ${user.userName}: authenticator app set-up started (${user.id})`);
  });
  return totpEnrolment(secret, user.userName);
}

export async function enableTotp(ctx: ServiceContext, deps: AuthDeps, code: string) {
  const user = await userOf(deps, ctx.principal);
  if (user.twoFactorMethod === 'totp' || !user.totpSecret) throw conflict('Start the set-up first');
  const secret = deps.secretBox.open(user.totpSecret);
  const codes = newRecoveryCodes();
  await ctx.transaction(async (t) => {
    // The confirming code is spent: it cannot sign in afterwards.
    if (!(await acceptTotpCode(t.db, user, secret, code))) throw badRequest('TWO_FACTOR_INVALID');
    await repo.updateUser(t.db, user.id, { twoFactorMethod: 'totp' });
    await repo.replaceRecoveryCodes(t.db, user.id, codes.map(sha256));
    await logChange(t, 'totp_enabled');
  });
  return { recoveryCodes: codes };
}

/** Switches to emailed codes or turns the second factor off, after the password; answers the new status. */
async function switchTo(ctx: ServiceContext, deps: AuthDeps, password: string, method: 'email' | 'none', reason: string) {
  const user = await confirmPassword(deps, ctx.principal, password);
  await ctx.transaction(async (t) => {
    await repo.updateUser(t.db, user.id, { twoFactorMethod: method, totpSecret: null });
    await repo.replaceRecoveryCodes(t.db, user.id, []);
    await logChange(t, reason);
  });
  return getStatus(deps, ctx.principal);
}

export function enableEmail(ctx: ServiceContext, deps: AuthDeps, password: string) {
  return switchTo(ctx, deps, password, 'email', 'email_enabled');
}

/** Turns the second factor off; a role that requires one still gets emailed codes. */
export function disable(ctx: ServiceContext, deps: AuthDeps, password: string) {
  return switchTo(ctx, deps, password, 'none', 'disabled');
}

export async function regenerateRecoveryCodes(ctx: ServiceContext, deps: AuthDeps, password: string) {
  const user = await confirmPassword(deps, ctx.principal, password);
  if (user.twoFactorMethod !== 'totp') throw conflict('Recovery codes go with an authenticator app');
  const codes = newRecoveryCodes();
  await ctx.transaction(async (t) => {
    await repo.replaceRecoveryCodes(t.db, user.id, codes.map(sha256));
    await logChange(t, 'recovery_codes_regenerated');
  });
  return { recoveryCodes: codes };
}
