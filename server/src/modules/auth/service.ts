import type { Db } from '@/db/client.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import { verifyPassword } from '@/lib/passwords.ts';
import type { ServiceContext } from '@/service-context.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import { hasActivePasskey, secondFactorOptions } from '@/modules/passkeys/service.ts';
import type { Sessions } from './plugin.ts';
import { TOKEN_FAILED, TOKEN_NOT_ALLOWED, TOKEN_USE_SSO, type TokenResponse } from '@customer-hub/contract/auth';
import { matchLanguage } from '@customer-hub/contract/languages';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import type { AuthDeps } from './deps.ts';
import * as repo from './repository.ts';
import { knownDevice, rememberDevice } from './device-cookie.ts';
import { addressKey, openSession, policies, sessionLifetime, type Client } from './sign-in-common.ts';
import { emailCodeHash, newEmailCode, normaliseRecoveryCode, sha256, safeEqual, totpStep } from './two-factor-codes.ts';

// The module's public face: other modules import from this file only.
export { authDeps, type AuthDeps } from './deps.ts';
export type { Sessions } from './plugin.ts';
export { newRecoveryCodes, newTotpSecret, sha256, totpEnrolment } from './two-factor-codes.ts';
export { completePasskeySignIn, startPasskeySignIn, verifyPasskeySecondFactor } from './passkey-sign-in.ts';
export { DEVICE_COOKIE, deviceCookieOptions } from './device-cookie.ts';

export type { Client } from './sign-in-common.ts';

export type SignInResult = (
  | { kind: 'token'; token: TokenResponse }
  | { kind: 'challenge'; challenge: TwoFactorChallenge }
  | { kind: 'refused'; body: typeof TOKEN_FAILED | typeof TOKEN_NOT_ALLOWED | typeof TOKEN_USE_SSO }
) & {
  /** A new device cookie for the browser, once it has proved the password (device-cookie.ts). */
  device?: string;
};

const CHALLENGE_MINUTES = 10;
const CHALLENGE_TRIES = 5;
const CHALLENGE_RESENDS = 3;

const accountKey = (userName: string) => `acct:${userName.trim().toLowerCase()}`;
const deviceKey = (id: string) => `dev:${id}`;

/**
 * Accepts an authenticator code at most once: it must fit the secret and belong to a later time
 * step than the last code accepted for the user, and that step is stored in the same conditional
 * UPDATE, so a replayed code — or two parallel uses of one — passes once. Call it with the
 * caller's transaction: a rollback forgets the step again.
 */
export async function acceptTotpCode(tx: Db, user: { id: string; userName: string }, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, user.userName, code);
  return step !== null && (await repo.claimTotpStep(tx, user.id, step));
}


/** The factor a user has besides passkeys, if any: an authenticator app, or emailed codes (theirs, or a role's). */
async function codeFactorOf(deps: AuthDeps, user: { twoFactorMethod: string; totpSecret: string | null; roles: string[] }): Promise<'email' | 'totp' | undefined> {
  if (user.twoFactorMethod === 'totp' && user.totpSecret) return 'totp';
  if (user.twoFactorMethod === 'email') return 'email';
  const settings = await getSecuritySettings(deps.db, deps.config.tokenTtlMinutes);
  return user.roles.some((r) => (settings.twoFactorRequiredRoles as string[]).includes(r)) ? 'email' : undefined;
}

/** Which second factor a user owes at sign-in, if any: a passkey first, when they have one. */
async function secondFactorOf(deps: AuthDeps, user: repo.SignInUser): Promise<'email' | 'totp' | 'passkey' | undefined> {
  if (await hasActivePasskey(deps.db, user.id)) return 'passkey';
  return codeFactorOf(deps, user);
}

type CodeRecipient = { email: string; firstName: string; language: string };

async function sendCode(tx: Db, user: CodeRecipient, code: string, templateKey: 'two_factor_code' | 'two_factor_setup' | 'sign_in_unlock' = 'two_factor_code') {
  await enqueueEmail(tx, {
    templateKey,
    language: matchLanguage(user.language) ?? 'en-US',
    to: user.email,
    variables: { name: user.firstName, expiresMinutes: String(CHALLENGE_MINUTES) },
    secrets: { code },
  });
}

/**
 * The token call. Wrong credentials and throttled attempts both answer "Failed"; "NotAllowed"
 * only when the password was right. With a second factor due, answers a challenge instead.
 *
 * While the account is locked for browsers it does not know (guesses from strangers, DESIGN.md
 * "A lock a stranger cannot use"), such a browser is answered an `email_unlock` challenge whatever
 * the password and whether or not the user exists: a code goes to the user's address only when
 * the password was right, and the browser that enters it is trusted from then on. A stranger
 * learns nothing (every answer is the same) and guesses no faster (each attempt still counts).
 */
export async function signIn(deps: AuthDeps, input: { username: string; password: string; device?: string; timeZone?: string } & Client): Promise<SignInResult> {
  const { db, throttle } = deps;
  // A browser that signed this user in before is counted on its own; any other client against
  // its address and the account's lock for untrusted clients (device-cookie.ts).
  // The user is looked up before the lock is known, so a lock costs the same time as no lock.
  const user = await repo.findUserByUserName(db, input.username);
  const device = await knownDevice(db, deps.secretBox, user, input.device);
  const keys = device ? [deviceKey(device)] : [accountKey(input.username), addressKey(input.ip)];
  const log = (tx: Db, userId: string | null, result: Parameters<typeof recordLoginAttempt>[1]['result'], reason?: string, stage = 'password') =>
    recordLoginAttempt(tx, { userId, userName: input.username, ip: input.ip, userAgent: input.userAgent, result, reason, stage });

  const [firstWait, wait] = await Promise.all([throttle.waitMs(keys.slice(0, 1)), throttle.waitMs(keys)]);
  const locked = wait > 0;
  const accountLocked = !device && firstWait > 0;
  // While locked, the lookup, the hash and the counting run too, their result unused: a lock
  // must not show in the answer's timing any more than in its body. An attempt while locked
  // counts as a failure (the wait grows), whatever the password.
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (locked || !user || !passwordOk) {
    const p = policies(deps);
    const [first, second] = keys;
    await (device ? throttle.recordFailure(first!, p.account) : Promise.all([throttle.recordFailure(first!, p.account), throttle.recordFailure(second!, p.address)]));
    if (accountLocked) return unlockChallenge(deps, passwordOk && user?.active ? user : undefined, input, log);
    if (locked) await log(db, null, 'Locked', 'throttled');
    else await log(db, user?.id ?? null, 'Failed', user ? 'wrong_password' : 'unknown_user');
    return { kind: 'refused', body: TOKEN_FAILED };
  }
  await throttle.reset(keys[0]!);
  if (!user.active) {
    await log(db, user.id, 'NotAllowed', 'user_disabled');
    return { kind: 'refused', body: TOKEN_NOT_ALLOWED };
  }
  return passwordProved(deps, user, input, device, log);
}

type SignInLog = (tx: Db, userId: string | null, result: Parameters<typeof recordLoginAttempt>[1]['result'], reason?: string, stage?: string) => Promise<void>;

/**
 * The browser proved the user's password (and, after a lock, their mailbox): a session, or the
 * second factor's challenge; either way the browser becomes (or stays) a trusted one. Every
 * password path comes through here (the token call, and the unlock code after a lock), so this is
 * where a company that signs in with its identity provider only refuses the password
 * (TOKEN_USE_SSO, given like NotAllowed only for the right password).
 */
async function passwordProved(
  deps: AuthDeps,
  user: repo.SignInUser,
  input: Client & { timeZone?: string },
  known: string | undefined,
  log: SignInLog,
  { stage = 'password', mailboxProved = false } = {},
): Promise<SignInResult> {
  const { db } = deps;
  if (await repo.passwordSignInOff(db, user.companyId)) {
    await log(db, user.id, 'NotAllowed', 'sso_required', stage);
    return { kind: 'refused', body: TOKEN_USE_SSO };
  }
  const due = await secondFactorOf(deps, user);
  // An unlock code came to the user's address: it stands for an emailed code, not for an authenticator.
  let method = due === 'email' && mailboxProved ? undefined : due;
  const passkey = method === 'passkey' ? await secondFactorOptions(db, deps.config.webauthn, user.id) : undefined;
  // Instead of the passkey, the user may enter a code of another factor they have.
  const fallback = method === 'passkey' ? await codeFactorOf(deps, user) : undefined;
  // (A passkey removed meanwhile: the other factor, if any.)
  if (method === 'passkey' && !passkey) method = fallback === 'email' && mailboxProved ? undefined : fallback;
  if (!method) {
    const lifetime = await sessionLifetime(deps);
    return db.transaction(async (tx) => {
      const token = await openSession(tx, user.id, input, lifetime);
      await log(tx, user.id, 'Success', undefined, stage);
      return { kind: 'token' as const, token, device: await rememberDevice(tx, deps.secretBox, user, known, input) };
    });
  }

  const challengeId = newToken();
  const challengeHash = sha256(challengeId);
  return db.transaction(async (tx) => {
    const code = method === 'email' ? newEmailCode() : undefined;
    await repo.insertChallenge(tx, {
      userId: user.id,
      challengeHash,
      method,
      codeHash: code ? emailCodeHash(challengeHash, code) : null,
      webauthnChallenge: passkey?.challenge ?? null,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    });
    if (code) await sendCode(tx, user, code);
    await log(tx, user.id, 'TwoFactorRequired', method, stage);
    return {
      kind: 'challenge' as const,
      challenge: {
        two_factor_required: true as const,
        challenge_id: challengeId,
        method,
        expires_in_seconds: CHALLENGE_MINUTES * 60,
        ...(passkey && { passkey, ...(fallback && { fallback }) }),
      },
      device: await rememberDevice(tx, deps.secretBox, user, known, input),
    };
  });
}

/** The background job that emails a locked account's sign-in code (UNLOCK_JOB). */
export const UNLOCK_JOB = 'sign_in_unlock';
export interface UnlockJob {
  challengeHash: string;
  /** False for the challenge answered to a wrong password or nobody: the job then sends nothing. */
  deliver: boolean;
}

/**
 * An `email_unlock` challenge in one transaction: the challenge (for `user` only when the
 * password was right), the job that emails its code (which sends nothing for the others) and the
 * login log's line. The same statements whoever asks, so the answer's time tells nothing either.
 */
async function unlockChallenge(deps: AuthDeps, user: repo.SignInUser | undefined, input: Client, log: SignInLog): Promise<SignInResult> {
  const challengeId = newToken();
  const challengeHash = sha256(challengeId);
  await deps.db.transaction(async (tx) => {
    await repo.insertChallenge(tx, {
      userId: user?.id ?? null,
      challengeHash,
      method: 'email_unlock',
      codeHash: null,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    });
    await deps.jobs.enqueueJob(tx, UNLOCK_JOB, { challengeHash, deliver: !!user } satisfies UnlockJob);
    await log(tx, user?.id ?? null, 'Locked', user ? 'unlock_code' : 'throttled');
  });
  return {
    kind: 'challenge',
    challenge: { two_factor_required: true, challenge_id: challengeId, method: 'email_unlock', expires_in_seconds: CHALLENGE_MINUTES * 60 },
  };
}

/** Emails the code of a live `email_unlock` challenge (a new code: an earlier one stops working). */
export async function runUnlockJob(tx: Db, payload: UnlockJob): Promise<void> {
  if (!payload.deliver) return;
  const found = await repo.findChallengeForUpdate(tx, payload.challengeHash);
  const c = found?.challenge;
  if (!found?.email || !c?.userId || c.method !== 'email_unlock' || c.expiresAt.getTime() <= Date.now()) return;
  const code = newEmailCode();
  await repo.updateChallenge(tx, c.id, { codeHash: emailCodeHash(payload.challengeHash, code) });
  await sendCode(tx, { email: found.email, firstName: found.firstName ?? '', language: found.language ?? 'en-US' }, code, 'sign_in_unlock');
}

/** What completing a challenge gives: a session, or (after an unlock code) the second factor still due. */
export type VerifyResult = { token: TokenResponse; device?: string } | { challenge: TwoFactorChallenge; device?: string };

/**
 * Completes a sign-in with the emailed code, an authenticator code or a recovery code; or, after
 * a lock, the unlock code (then the user's authenticator is still asked for). Five wrong codes
 * spend the challenge; the user then signs in again.
 */
export async function verifySecondFactor(deps: AuthDeps, input: { challengeId: string; code: string; device?: string; timeZone?: string } & Client): Promise<VerifyResult> {
  const challengeHash = sha256(input.challengeId);
  const lifetime = await sessionLifetime(deps);
  type Outcome = { unlocked: string } | { token: TokenResponse } | { error: 'TWO_FACTOR_EXPIRED' | 'SSO_REQUIRED' } | { error: 'TWO_FACTOR_INVALID'; left: number };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const found = await repo.findChallengeForUpdate(tx, challengeHash);
    const c = found?.challenge;
    const log = (result: 'Success' | 'Failed', reason?: string) =>
      recordLoginAttempt(tx, { userId: c?.userId ?? null, userName: found?.userName ?? '(challenge)', ip: input.ip, userAgent: input.userAgent, result, reason, stage: c?.method === 'email_unlock' ? 'unlock' : 'two_factor' });
    // A set-up code turns email codes on in My account; it never signs anyone in. An unlock
    // challenge answered to nobody lives like the others (its user is missing, not inactive).
    const userGone = c?.method === 'email_unlock' && !c.userId ? false : !found?.active;
    if (!found || !c || c.method === 'email_setup' || c.method === 'passkey_sign_in' || c.method === 'passkey_register' || c.expiresAt.getTime() <= Date.now() || c.attempts >= CHALLENGE_TRIES || userGone) {
      await log('Failed', 'challenge_expired');
      return { error: 'TWO_FACTOR_EXPIRED' as const };
    }

    const code = input.code.trim();
    let ok = false;
    // A passkey's challenge takes the code of the user's other factor: an app's (or a recovery
    // code), or the one its resend emailed.
    const appCode = c.method === 'totp' || (c.method === 'passkey' && found.twoFactorMethod === 'totp');
    if (c.method === 'email' || c.method === 'email_unlock' || (c.method === 'passkey' && !appCode)) ok = !!c.codeHash && safeEqual(c.codeHash, emailCodeHash(challengeHash, code));
    else if (found.totpSecret && c.userId && found.userName) ok = await acceptTotpCode(tx, { id: c.userId, userName: found.userName }, deps.secretBox.open(found.totpSecret), code);
    if (!ok && appCode && c.userId) {
      ok = await repo.useRecoveryCode(tx, c.userId, sha256(normaliseRecoveryCode(code)));
    }

    if (!ok || !c.userId) {
      const attempts = c.attempts + 1;
      const left = CHALLENGE_TRIES - attempts;
      await repo.updateChallenge(tx, c.id, { attempts, ...(left <= 0 ? { consumedAt: new Date() } : {}) });
      await log('Failed', 'wrong_code');
      return left <= 0 ? { error: 'TWO_FACTOR_EXPIRED' as const } : { error: 'TWO_FACTOR_INVALID' as const, left };
    }
    await repo.updateChallenge(tx, c.id, { consumedAt: new Date(), attempts: c.attempts + 1 });
    if (c.method === 'email_unlock') return { unlocked: c.userId };
    // The company turned password sign-in off after this password was proved.
    if (await repo.passwordSignInOff(tx, found.companyId)) {
      await log('Failed', 'sso_required');
      return { error: 'SSO_REQUIRED' as const };
    }
    const token = await openSession(tx, c.userId, input, lifetime);
    await log('Success', c.method === 'passkey' ? (appCode ? 'totp' : 'email') : c.method);
    return { token };
  });
  if ('unlocked' in outcome) return afterUnlock(deps, outcome.unlocked, input);
  if ('token' in outcome) return { token: outcome.token };
  throw badRequest(outcome.error, 'left' in outcome ? { attemptsLeft: outcome.left } : {});
}

/**
 * The unlock code proved the mailbox of a user whose password the browser knew: it goes on as a
 * sign-in whose password was right (an authenticator still asked for; an emailed code is what it
 * has just entered), and the browser becomes a trusted one.
 */
async function afterUnlock(deps: AuthDeps, userId: string, input: Client & { device?: string; timeZone?: string }): Promise<VerifyResult> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user?.active) throw badRequest('TWO_FACTOR_EXPIRED');
  const log: SignInLog = (tx, id, result, reason, stage) =>
    recordLoginAttempt(tx, { userId: id, userName: user.userName, ip: input.ip, userAgent: input.userAgent, result, reason, stage });
  const known = await knownDevice(deps.db, deps.secretBox, user, input.device);
  const result = await passwordProved(deps, user, input, known, log, { stage: 'unlock', mailboxProved: true });
  if (result.kind === 'token') return { token: result.token, device: result.device };
  if (result.kind === 'challenge') return { challenge: result.challenge, device: result.device };
  throw badRequest(result.body === TOKEN_USE_SSO ? 'SSO_REQUIRED' : 'TWO_FACTOR_EXPIRED');
}

/**
 * A sign-in with an identity provider (modules/sso) for a user it has matched: a session exactly
 * like a password sign-in's (its login-log line, stage `sso`, and a trusted browser). The
 * provider's sign-in counts as both factors.
 */
export async function signInWithProvider(deps: AuthDeps, user: repo.SignInUser, input: Client & { device?: string; timeZone?: string }): Promise<{ token: TokenResponse; device: string }> {
  const lifetime = await sessionLifetime(deps);
  const known = await knownDevice(deps.db, deps.secretBox, user, input.device);
  return deps.db.transaction(async (tx) => {
    const token = await openSession(tx, user.id, input, lifetime);
    await recordLoginAttempt(tx, { userId: user.id, userName: user.userName, ip: input.ip, userAgent: input.userAgent, result: 'Success', stage: 'sso' });
    return { token, device: await rememberDevice(tx, deps.secretBox, user, known, input) };
  });
}

/** Whether a company signs in with its identity provider only (no password sign-in, no reset). */
export const passwordSignInOff = (db: Db, companyId: string | null | undefined) => repo.passwordSignInOff(db, companyId);

/** A user as a sign-in reads them (for modules/sso, which matches them to an identity). */
export const signInUserById = (db: Db, id: string) => repo.findUserById(db, id);
export type { SignInUser } from './repository.ts';

/** The user's trusted browsers (device cookies that still count), most recently seen first. */
export const trustedDevicesOf = (db: Db, userId: string) => repo.listTrustedDevices(db, userId);
/** Forgets one of the user's trusted browsers; answers whether it was theirs. */
export const forgetTrustedDevice = (tx: Db, userId: string, id: string) => repo.deleteTrustedDevice(tx, userId, id);
/** Forgets every trusted browser of the user (a new password: their cookies no longer count anyway). */
export const forgetTrustedDevices = (tx: Db, userId: string) => repo.deleteTrustedDevices(tx, userId);

/** Spends every pending sign-in and set-up code of a user (their second factor was reset). */
export function endPendingCodes(tx: Db, userId: string): Promise<void> {
  return repo.consumeChallenges(tx, userId);
}

/** How long an emailed set-up code lives, in seconds. */
export const EMAIL_SETUP_SECONDS = CHALLENGE_MINUTES * 60;

/**
 * Emails the user a code that turns email codes on once it comes back (acceptEmailSetupCode), in
 * the caller's transaction; an earlier set-up code stops working. So nobody can switch to codes
 * that never arrive: a wrong address or no mail at all leaves the account as it was.
 */
export async function startEmailSetup(tx: Db, user: CodeRecipient & { id: string }): Promise<void> {
  await repo.consumeChallenges(tx, user.id, 'email_setup');
  // The challenge's id is never handed out: the set-up is found by its user, and no sign-in can reach it.
  const challengeHash = sha256(newToken());
  const code = newEmailCode();
  await repo.insertChallenge(tx, {
    userId: user.id,
    challengeHash,
    method: 'email_setup',
    codeHash: emailCodeHash(challengeHash, code),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  await sendCode(tx, user, code, 'two_factor_setup');
}

export type EmailSetupCheck = { ok: true } | { ok: false; error: 'TWO_FACTOR_EXPIRED' } | { ok: false; error: 'TWO_FACTOR_INVALID'; left: number };

/**
 * Checks a code against the user's live set-up, in the caller's transaction, which must commit
 * even on a refusal so that wrong tries count: five spend it. A right code spends it too.
 */
export async function acceptEmailSetupCode(tx: Db, userId: string, code: string): Promise<EmailSetupCheck> {
  const c = await repo.findEmailSetupForUpdate(tx, userId);
  if (!c || c.expiresAt.getTime() <= Date.now() || c.attempts >= CHALLENGE_TRIES) return { ok: false, error: 'TWO_FACTOR_EXPIRED' };
  const attempts = c.attempts + 1;
  if (c.codeHash && safeEqual(c.codeHash, emailCodeHash(c.challengeHash, code.trim()))) {
    await repo.updateChallenge(tx, c.id, { attempts, consumedAt: new Date() });
    return { ok: true };
  }
  const left = CHALLENGE_TRIES - attempts;
  await repo.updateChallenge(tx, c.id, { attempts, ...(left <= 0 ? { consumedAt: new Date() } : {}) });
  return left <= 0 ? { ok: false, error: 'TWO_FACTOR_EXPIRED' } : { ok: false, error: 'TWO_FACTOR_INVALID', left };
}

/** A new emailed code for a live email challenge; the old code stops working. */
export async function resendCode(deps: AuthDeps, challengeId: string): Promise<void> {
  const challengeHash = sha256(challengeId);
  const error = await deps.db.transaction(async (tx) => {
    const found = await repo.findChallengeForUpdate(tx, challengeHash);
    const c = found?.challenge;
    // A passkey's challenge emails a code when emailed codes are the user's other factor.
    const emailFallback = c?.method === 'passkey' && found?.twoFactorMethod !== 'totp' && (await codeFactorOf(deps, { twoFactorMethod: found?.twoFactorMethod ?? 'none', totpSecret: null, roles: found?.roles ?? [] })) === 'email';
    if (!found || !c || (c.method !== 'email' && c.method !== 'email_unlock' && !emailFallback) || c.expiresAt.getTime() <= Date.now() || c.attempts >= CHALLENGE_TRIES) return 'TWO_FACTOR_EXPIRED' as const;
    if (c.resends >= CHALLENGE_RESENDS) return 'RATE_LIMITED' as const;
    if (c.method === 'email_unlock') {
      // The same for a challenge answered to nobody: its job sends nothing.
      await repo.updateChallenge(tx, c.id, { resends: c.resends + 1 });
      await deps.jobs.enqueueJob(tx, UNLOCK_JOB, { challengeHash, deliver: !!c.userId } satisfies UnlockJob);
      return undefined;
    }
    if (!found.email) return 'TWO_FACTOR_EXPIRED' as const;
    const code = newEmailCode();
    await repo.updateChallenge(tx, c.id, { codeHash: emailCodeHash(challengeHash, code), resends: c.resends + 1 });
    await sendCode(tx, { email: found.email, firstName: found.firstName ?? '', language: found.language ?? 'en-US' }, code);
    return undefined;
  });
  if (error === 'RATE_LIMITED') throw new AppError(429, 'RATE_LIMITED');
  if (error) throw badRequest(error);
}

/** Ends the caller's session; its token is refused from now on, on every instance. */
export async function signOut(ctx: ServiceContext, sessions: Sessions, token: string): Promise<void> {
  const { principal } = ctx;
  await ctx.transaction(async (t) => {
    await repo.revokeSession(t.db, principal.sessionId, 'logout');
    await recordLoginAttempt(t.db, { userId: principal.userId, userName: principal.userName, ip: ctx.client.ip, userAgent: null, result: 'Logout', stage: 'session' });
  });
  await sessions.tokenEnded(hashToken(token));
}
