import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { confirmCurrentPassword } from '@/lib/current-password.ts';
import {
  acceptEmailSetupCode,
  acceptTotpCode,
  EMAIL_SETUP_SECONDS,
  endPendingCodes,
  newRecoveryCodes,
  newTotpSecret,
  sha256,
  startEmailSetup,
  totpEnrolment,
  type AuthDeps,
} from '@/modules/auth/service.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { removeAllPasskeys } from '@/modules/passkeys/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Db } from '@/db/client.ts';
import { matchLanguage } from '@customer-hub/contract/languages';
import type { EmailSetupResponse, TwoFactorMethod, TwoFactorStatus } from '@customer-hub/contract/two-factor';
import * as repo from './repository.ts';

async function userOf(deps: AuthDeps, principal: Principal) {
  const user = await repo.findUserById(deps.db, principal.userId);
  if (!user) throw notFound('User');
  return user;
}

async function confirmPassword(deps: AuthDeps, principal: Principal, password: string) {
  const user = await userOf(deps, principal);
  await confirmCurrentPassword(deps, user, password);
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

/** Leaves the authenticator app (secret and recovery codes) for `method`, in the transaction. */
async function setMethod(tx: Db, userId: string, method: 'email' | 'none') {
  await repo.updateUser(tx, userId, { twoFactorMethod: method, totpSecret: null });
  await repo.replaceRecoveryCodes(tx, userId, []);
}

/**
 * Starts turning emailed codes on, after the password: a code goes to the caller's address and
 * nothing changes until it comes back (enableEmail), so an address that receives nothing cannot
 * lock the account out. As the authenticator app's set-up, confirmed by a code.
 */
export async function startEmail(ctx: ServiceContext, deps: AuthDeps, password: string): Promise<EmailSetupResponse> {
  const user = await confirmPassword(deps, ctx.principal, password);
  if (user.twoFactorMethod === 'email') throw conflict('Email codes are already on');
  await ctx.transaction(async (t) => {
    await startEmailSetup(t.db, user);
    await t.audit('accounts', `Second factor of ${user.userName}: email codes set-up started, code sent (${user.id})`);
  });
  return { to: user.email, expiresInSeconds: EMAIL_SETUP_SECONDS };
}

/** Turns emailed codes on with the code the set-up sent; a wrong or spent code changes nothing. */
export async function enableEmail(ctx: ServiceContext, deps: AuthDeps, code: string) {
  const user = await userOf(deps, ctx.principal);
  if (user.twoFactorMethod === 'email') throw conflict('Email codes are already on');
  // The transaction commits a wrong try too, so that five of them spend the code.
  const checked = await ctx.transaction(async (t) => {
    const result = await acceptEmailSetupCode(t.db, user.id, code);
    if (result.ok) {
      await setMethod(t.db, user.id, 'email');
      await logChange(t, 'email_enabled');
    }
    return result;
  });
  if (!checked.ok) throw badRequest(checked.error, checked.error === 'TWO_FACTOR_INVALID' ? { attemptsLeft: checked.left } : {});
  return getStatus(deps, ctx.principal);
}

/** Turns the second factor off, after the password; a role that requires one still gets emailed codes. */
export async function disable(ctx: ServiceContext, deps: AuthDeps, password: string) {
  const user = await confirmPassword(deps, ctx.principal, password);
  await ctx.transaction(async (t) => {
    await setMethod(t.db, user.id, 'none');
    await logChange(t, 'disabled');
  });
  return getStatus(deps, ctx.principal);
}

/**
 * Staff reset a user's second factor (a lost phone, codes that never arrive): back to the password
 * alone, the authenticator app, recovery codes and every pending code gone, and the user told by
 * email, in the caller's transaction. Answers the method the user had.
 */
export async function resetSecondFactor(tx: Db, userId: string): Promise<TwoFactorMethod> {
  const user = await repo.findUserById(tx, userId);
  if (!user) throw notFound('User');
  // Passkeys go too: a user who lost their only one gets back in with the password alone.
  const passkeysRemoved = await removeAllPasskeys(tx, user.id);
  if (user.twoFactorMethod === 'none' && passkeysRemoved === 0) throw conflict('The user has no second factor to reset');
  await setMethod(tx, user.id, 'none');
  await repo.updateUser(tx, user.id, { totpLastStep: null });
  await endPendingCodes(tx, user.id);
  await enqueueEmail(tx, {
    templateKey: 'two_factor_reset',
    language: matchLanguage(user.language) ?? 'es-ES',
    to: user.email,
    variables: { name: user.firstName, userName: user.userName },
  });
  return user.twoFactorMethod as TwoFactorMethod;
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
