import { badRequest } from '@/lib/errors.ts';
import { newToken } from '@/lib/tokens.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { checkAssertion, PASSKEY_CHALLENGE_MINUTES, signInOptions, type AssertionResult } from '@/modules/passkeys/service.ts';
import type { TokenResponse } from '@customer-hub/contract/auth';
import type { PasskeyAuthenticationResponse, PasskeyRequestOptions } from '@customer-hub/contract/passkeys';
import type { AuthDeps } from './deps.ts';
import { knownDevice, rememberDevice } from './device-cookie.ts';
import * as repo from './repository.ts';
import { addressKey, openSession, policies, sessionLifetime, type Client } from './sign-in-common.ts';
import { sha256 } from './two-factor-codes.ts';

// Signing in with a passkey: without a user name (a discoverable credential: the passkey names
// its user), or as the second step after the password. A passkey proves both factors at once.

const CHALLENGE_TRIES = 5;
/** Failures are counted per credential id (known or not, the same) and per address, as passwords are. */
const credentialKey = (id: string) => `pk:${id}`;

/**
 * A passwordless sign-in starts: options naming no credential, and the challenge they carry kept
 * for one answer. The same statements for every caller, so neither the answer nor its time tells
 * anything.
 */
export async function startPasskeySignIn(deps: AuthDeps, client: Client): Promise<{ challengeId: string; options: PasskeyRequestOptions }> {
  const options = await signInOptions(deps.config.webauthn);
  const challengeId = newToken();
  await repo.insertChallenge(deps.db, {
    userId: null,
    challengeHash: sha256(challengeId),
    method: 'passkey_sign_in',
    codeHash: null,
    webauthnChallenge: options.challenge,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
  return { challengeId, options };
}

export type PasskeySignInResult = { token: TokenResponse; device?: string };

/**
 * Completes a passwordless sign-in: the challenge is spent whatever the answer (a replayed
 * assertion finds none), the assertion checked against the passkey it names (checkAssertion),
 * and the session opened as a password sign-in's would be, the browser trusted from then on.
 * Every refusal answers 400 PASSKEY_FAILED alone and counts against the credential id and the
 * address (throttle.ts), whether the credential exists or not; while either is locked, even a
 * right assertion is refused. The login log says why.
 */
export async function completePasskeySignIn(
  deps: AuthDeps,
  input: { challengeId: string; response: PasskeyAuthenticationResponse; device?: string; timeZone?: string } & Client,
): Promise<PasskeySignInResult> {
  const { db, throttle } = deps;
  const keys = [credentialKey(input.response.id), addressKey(input.ip)];
  const wait = await throttle.waitMs(keys);
  const lifetime = await sessionLifetime(deps);

  type Outcome = { refused: string; userId: string | null } | { userId: string };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const found = await repo.findChallengeForUpdate(tx, sha256(input.challengeId));
    const c = found?.challenge;
    const live = c?.method === 'passkey_sign_in' && !!c.webauthnChallenge && c.expiresAt.getTime() > Date.now();
    if (c) await repo.updateChallenge(tx, c.id, { consumedAt: new Date(), attempts: c.attempts + 1 });
    // The assertion is checked even for a spent challenge, so every refusal costs the same.
    const checked: AssertionResult = await checkAssertion(tx, deps.config.webauthn, input.response, live ? c.webauthnChallenge! : 'spent', undefined);
    if (!live) return { refused: 'challenge_expired', userId: checked.userId };
    if (!checked.ok) return { refused: checked.reason, userId: checked.userId };
    if (wait > 0) return { refused: 'throttled', userId: checked.userId };
    return { userId: checked.userId };
  });

  const user = 'refused' in outcome ? undefined : await repo.findUserById(db, outcome.userId);
  const log = (userId: string | null, result: 'Success' | 'Failed' | 'NotAllowed' | 'Locked', reason?: string) =>
    recordLoginAttempt(db, { userId, userName: user?.userName ?? '(passkey)', ip: input.ip, userAgent: input.userAgent, result, reason, stage: 'passkey' });
  if ('refused' in outcome || !user) {
    const p = policies(deps);
    await Promise.all([throttle.recordFailure(keys[0]!, p.account), throttle.recordFailure(keys[1]!, p.address)]);
    const reason = 'refused' in outcome ? outcome.refused : 'unknown_user';
    await log(outcome.userId, reason === 'throttled' ? 'Locked' : 'Failed', reason);
    throw badRequest('PASSKEY_FAILED');
  }
  if (!user.active) {
    await log(user.id, 'NotAllowed', 'user_disabled');
    throw badRequest('PASSKEY_FAILED');
  }
  // A company that signs in only through its identity provider removes leavers there: a passkey
  // must not outlive that. Said only after a right assertion, so a guesser learns nothing.
  if (await repo.passwordSignInOff(db, user.companyId)) {
    await log(user.id, 'NotAllowed', 'sso_required');
    throw badRequest('SSO_REQUIRED');
  }
  await throttle.reset(keys[0]!);
  const known = await knownDevice(db, deps.secretBox, user, input.device);
  return db.transaction(async (tx) => {
    const token = await openSession(tx, user.id, input, lifetime);
    await recordLoginAttempt(tx, { userId: user.id, userName: user.userName, ip: input.ip, userAgent: input.userAgent, result: 'Success', reason: 'passkey', stage: 'passkey' });
    return { token, device: await rememberDevice(tx, deps.secretBox, user, known, input) };
  });
}

/**
 * Completes a sign-in's second step with one of the user's passkeys. A refused assertion counts
 * as a wrong code (five spend the challenge: 400 TWO_FACTOR_INVALID with the tries left, then
 * TWO_FACTOR_EXPIRED); a right one spends the challenge, so its replay finds none.
 */
export async function verifyPasskeySecondFactor(
  deps: AuthDeps,
  input: { challengeId: string; response: PasskeyAuthenticationResponse } & Client,
): Promise<{ token: TokenResponse }> {
  const lifetime = await sessionLifetime(deps);
  type Outcome = { token: TokenResponse } | { error: 'TWO_FACTOR_EXPIRED' } | { error: 'TWO_FACTOR_INVALID'; left: number };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const found = await repo.findChallengeForUpdate(tx, sha256(input.challengeId));
    const c = found?.challenge;
    const log = (result: 'Success' | 'Failed', reason: string) =>
      recordLoginAttempt(tx, { userId: c?.userId ?? null, userName: found?.userName ?? '(challenge)', ip: input.ip, userAgent: input.userAgent, result, reason, stage: 'two_factor' });
    if (!found || !c || c.method !== 'passkey' || !c.userId || !c.webauthnChallenge || !found.active || c.expiresAt.getTime() <= Date.now() || c.attempts >= CHALLENGE_TRIES) {
      await log('Failed', 'challenge_expired');
      return { error: 'TWO_FACTOR_EXPIRED' };
    }
    const checked = await checkAssertion(tx, deps.config.webauthn, input.response, c.webauthnChallenge, c.userId);
    if (!checked.ok) {
      const attempts = c.attempts + 1;
      const left = CHALLENGE_TRIES - attempts;
      await repo.updateChallenge(tx, c.id, { attempts, ...(left <= 0 ? { consumedAt: new Date() } : {}) });
      await log('Failed', checked.reason);
      return left <= 0 ? { error: 'TWO_FACTOR_EXPIRED' } : { error: 'TWO_FACTOR_INVALID', left };
    }
    await repo.updateChallenge(tx, c.id, { consumedAt: new Date(), attempts: c.attempts + 1 });
    const token = await openSession(tx, c.userId, input, lifetime);
    await log('Success', 'passkey');
    return { token };
  });
  if ('token' in outcome) return outcome;
  throw badRequest(outcome.error, 'left' in outcome ? { attemptsLeft: outcome.left } : {});
}
