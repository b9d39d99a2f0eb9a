import { createHash, timingSafeEqual } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { confirmCurrentPassword, type CurrentPasswordDeps } from '@/lib/current-password.ts';
import { newToken } from '@/lib/tokens.ts';
import type { ServiceContext } from '@/service-context.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import { matchLanguage } from '@customer-hub/contract/languages';
import {
  PASSKEY_RECENT_SIGN_IN_MINUTES,
  type PasskeyAuthenticationResponse,
  type PasskeyCreationOptions,
  type PasskeyRegistrationResponse,
  type PasskeyRequestOptions,
  type PasskeysResponse,
  type PasskeyView,
} from '@customer-hub/contract/passkeys';
import * as repo from './repository.ts';

/** Where the relying party lives (config.webauthn): its id, its name, the origins allowed. */
export type WebAuthnConfig = Config['webauthn'];

/** How long a WebAuthn challenge may be answered. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
const TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function view(row: repo.PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    disabled: !!row.disabledAt,
  };
}

/** The WebAuthn user handle of a user: the bytes of their id, so a passkey names its user. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/** Whether a role of the user's is among the settings' passkeyRequiredRoles. */
export async function passkeyRequiredFor(db: Db, tokenTtlMinutes: number, roles: readonly string[]): Promise<boolean> {
  const settings = await getSecuritySettings(db, tokenTtlMinutes);
  return roles.some((r) => (settings.passkeyRequiredRoles as string[]).includes(r));
}

/** Whether the user has a passkey that still signs in. */
export async function hasActivePasskey(db: Db, userId: string): Promise<boolean> {
  return (await repo.listActivePasskeys(db, userId)).length > 0;
}

/** The options for a sign-in's second step with one of the user's passkeys; undefined when they have none. */
export async function secondFactorOptions(db: Db, rp: WebAuthnConfig, userId: string): Promise<PasskeyRequestOptions | undefined> {
  const keys = await repo.listActivePasskeys(db, userId);
  if (!keys.length) return undefined;
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportFuture[] })),
  });
}

/** The options for a passwordless sign-in: no credential named, the authenticator offers its own (discoverable ones). */
export function signInOptions(rp: WebAuthnConfig): Promise<PasskeyRequestOptions> {
  return generateAuthenticationOptions({ rpID: rp.rpId, timeout: TIMEOUT_MS, userVerification: 'preferred' });
}

/** Why an assertion was refused, for the login log (never for the answer: that says "failed" only). */
export type AssertionRefusal = 'unknown_passkey' | 'wrong_passkey' | 'passkey_disabled' | 'passkey_cloned';
export type AssertionResult = { ok: true; userId: string; passkeyId: string } | { ok: false; reason: AssertionRefusal; userId: string | null };

/**
 * A stand-in key that an assertion for an unknown or refused credential is checked against, so
 * such an answer costs the signature check a real one does (it never verifies): a COSE EC2 P-256
 * key whose point is the curve's generator, valid and nobody's.
 */
const STAND_IN_KEY = isoCBOR.encode(
  new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Uint8Array.from(Buffer.from('6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296', 'hex'))],
    [-3, Uint8Array.from(Buffer.from('4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5', 'hex'))],
  ]),
);

/**
 * Checks a browser's assertion against the challenge it was given: the credential must be a
 * passkey here (of `userId` when given), not disabled, signed by its key, for our relying party
 * and one of our origins, and its user handle (when sent) must name its user. A signature counter
 * that does not grow past the stored one means a cloned authenticator: the passkey is disabled
 * (in the caller's transaction, which must commit on a refusal too) and refused from then on. A
 * right one stores the new counter and when it was used. Any other refusal writes nothing, so a
 * known credential's costs what an unknown one's does.
 */
export async function checkAssertion(
  tx: Db,
  rp: WebAuthnConfig,
  response: PasskeyAuthenticationResponse,
  expectedChallenge: string,
  userId?: string,
): Promise<AssertionResult> {
  const found = await repo.findByCredential(tx, response.id);
  const usable = found && !found.disabledAt && (userId === undefined || found.userId === userId);
  const handleOk = !found || !response.response.userHandle || sameHandle(response.response.userHandle, found.userId);
  let verified: boolean;
  let newCounter = 0;
  let backedUp = found?.backedUp ?? false;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      // The counter is compared below, once the signature is known to be right: a forged answer
      // with a low counter must not disable someone's passkey.
      credential: usable ? { id: found.credentialId, publicKey: isoBase64URL.toBuffer(found.publicKey), counter: 0 } : { id: response.id, publicKey: STAND_IN_KEY, counter: 0 },
      requireUserVerification: false,
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
    backedUp = result.authenticationInfo.credentialBackedUp;
  } catch {
    verified = false;
  }
  if (!found) return { ok: false, reason: 'unknown_passkey', userId: null };
  if (!usable) return { ok: false, reason: found.disabledAt ? 'passkey_disabled' : 'unknown_passkey', userId: userId ?? null };
  if (!verified || !handleOk) return { ok: false, reason: 'wrong_passkey', userId: found.userId };
  if ((newCounter > 0 || found.counter > 0) && newCounter <= found.counter) {
    await repo.updatePasskey(tx, found.id, { disabledAt: new Date() });
    return { ok: false, reason: 'passkey_cloned', userId: found.userId };
  }
  // Another answer stored a counter meanwhile: this one's is no longer ahead of it.
  if (!(await repo.storeCounter(tx, found.id, found.counter, { counter: newCounter, backedUp }))) return { ok: false, reason: 'wrong_passkey', userId: found.userId };
  return { ok: true, userId: found.userId, passkeyId: found.id };
}

function sameHandle(handle: string, userId: string): boolean {
  const a = Buffer.from(isoBase64URL.toBuffer(handle));
  const b = Buffer.from(userHandleOf(userId));
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---------------------------------------------------------------------------------------------
// My account: the caller's passkeys.
// ---------------------------------------------------------------------------------------------

export interface PasskeyDeps extends CurrentPasswordDeps {
  db: Db;
  config: Pick<Config, 'webauthn' | 'tokenTtlMinutes'> & CurrentPasswordDeps['config'];
}

/** The caller's passkeys, and whether a role of theirs requires one. */
export async function listPasskeys(ctx: ServiceContext, deps: PasskeyDeps): Promise<PasskeysResponse> {
  const rows = await repo.listPasskeys(ctx.db, ctx.principal.userId);
  return { passkeys: rows.map(view), required: await passkeyRequiredFor(ctx.db, deps.config.tokenTtlMinutes, ctx.principal.roles) };
}

/**
 * Registering or removing a passkey asks for a session opened in the last minutes, or else the
 * password again (as the other sensitive changes of My account).
 */
async function requireRecentSignIn(ctx: ServiceContext, deps: PasskeyDeps, password: string | undefined): Promise<void> {
  const { principal } = ctx;
  if (password !== undefined) {
    const user = await repo.findUser(ctx.db, principal.userId);
    if (!user) throw notFound('User');
    await confirmCurrentPassword(deps, user, password);
    return;
  }
  const started = await repo.sessionStartedAt(ctx.db, principal.sessionId);
  if (!started || Date.now() - started.getTime() > PASSKEY_RECENT_SIGN_IN_MINUTES * 60_000) throw badRequest('RECENT_SIGN_IN_REQUIRED');
}

/** Starts registering a passkey: the options the browser's `navigator.credentials.create` takes. */
export async function registrationOptions(ctx: ServiceContext, deps: PasskeyDeps, password: string | undefined): Promise<{ challengeId: string; options: PasskeyCreationOptions }> {
  if (ctx.principal.viewAs) throw notFound('User');
  await requireRecentSignIn(ctx, deps, password);
  const { rpId, rpName } = deps.config.webauthn;
  const user = await repo.findUser(ctx.db, ctx.principal.userId);
  if (!user) throw notFound('User');
  const existing = await repo.listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userID: userHandleOf(user.id),
    userName: user.userName,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.userName,
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportFuture[] })),
    // Discoverable: the passkey also signs in without a user name.
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  const challengeId = newToken();
  await ctx.transaction(async (t) => {
    await repo.consumeRegistrations(t.db, user.id);
    await repo.insertChallenge(t.db, {
      userId: user.id,
      challengeHash: sha256(challengeId),
      method: 'passkey_register',
      webauthnChallenge: options.challenge,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + TIMEOUT_MS),
    });
  });
  return { challengeId, options };
}

/**
 * Registers the passkey the browser created for the options (each options answer is taken once),
 * under the name the user gave; the user is emailed that a passkey was added.
 */
export async function registerPasskey(
  ctx: ServiceContext,
  deps: PasskeyDeps,
  input: { challengeId: string; name: string; response: PasskeyRegistrationResponse },
): Promise<PasskeyView> {
  const { principal } = ctx;
  const { rpId, origins } = deps.config.webauthn;
  const user = await repo.findUser(ctx.db, principal.userId);
  if (!user) throw notFound('User');
  const outcome = await ctx.transaction(async (t) => {
    const challenge = await repo.takeRegistration(t.db, user.id, sha256(input.challengeId));
    if (!challenge?.webauthnChallenge || challenge.expiresAt.getTime() <= Date.now()) return { error: 'expired' as const };
    let info;
    try {
      const result = await verifyRegistrationResponse({
        response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenge.webauthnChallenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: false,
      });
      info = result.verified ? result.registrationInfo : undefined;
    } catch {
      info = undefined;
    }
    if (!info || (await repo.credentialExists(t.db, info.credential.id))) {
      await recordLoginAttempt(t.db, { userId: user.id, userName: user.userName, ...ctx.client, result: 'Failed', reason: 'wrong_passkey', stage: 'account' });
      return { error: 'invalid' as const };
    }
    const row = await repo.insertPasskey(t.db, {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: input.response.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name,
    });
    await recordLoginAttempt(t.db, { userId: user.id, userName: user.userName, ...ctx.client, result: 'TwoFactorChanged', reason: 'passkey_added', stage: 'account' });
    await t.audit('accounts', `Passkey "${row.name}" of ${user.userName} added (${row.id})`);
    await enqueueEmail(t.db, {
      templateKey: 'passkey_added',
      language: matchLanguage(user.language) ?? 'en-US',
      to: user.email,
      variables: { name: user.firstName, userName: user.userName, passkeyName: row.name },
    });
    return { row };
  });
  if ('error' in outcome) throw badRequest(outcome.error === 'expired' ? 'TWO_FACTOR_EXPIRED' : 'PASSKEY_FAILED');
  return view(outcome.row);
}

/** Renames one of the caller's passkeys (404 for anybody else's). */
export async function renamePasskey(ctx: ServiceContext, id: string, name: string): Promise<PasskeyView> {
  const { principal } = ctx;
  return ctx.transaction(async (t) => {
    const row = await repo.renamePasskey(t.db, principal.userId, id, name);
    if (!row) throw notFound('Passkey');
    await t.audit('accounts', `Passkey of ${principal.userName} renamed to "${name}" (${id})`);
    return view(row);
  });
}

/** Removes one of the caller's passkeys (404 for anybody else's), after a recent sign-in or the password. */
export async function removePasskey(ctx: ServiceContext, deps: PasskeyDeps, id: string, password: string | undefined): Promise<{ removed: true }> {
  const { principal } = ctx;
  await requireRecentSignIn(ctx, deps, password);
  await ctx.transaction(async (t) => {
    const name = await repo.deletePasskey(t.db, principal.userId, id);
    if (name === undefined) throw notFound('Passkey');
    await recordLoginAttempt(t.db, { userId: principal.userId, userName: principal.userName, ...ctx.client, result: 'TwoFactorChanged', reason: 'passkey_removed', stage: 'account' });
    await t.audit('accounts', `Passkey "${name}" of ${principal.userName} removed (${id})`);
  });
  return { removed: true };
}

/** Removes every passkey of a user, in the caller's transaction (staff reset their second factor); answers how many. */
export function removeAllPasskeys(tx: Db, userId: string): Promise<number> {
  return repo.deletePasskeys(tx, userId);
}

