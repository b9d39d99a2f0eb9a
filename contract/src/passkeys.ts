import { z } from 'zod';
import { CookieSessionResponse, TokenResponse } from './auth.ts';
export * from './constants/passkeys.ts';
import { PASSKEY_NAME_MAX } from './constants/passkeys.ts';

// Passkeys (WebAuthn): the JSON forms of the browser's ceremonies as @simplewebauthn writes them
// (base64url strings), declared field by field so the server reads and answers nothing unlisted.

const b64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/);
const Transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const Descriptor = z.object({ id: b64url(1400), type: z.literal('public-key'), transports: z.array(Transport).max(8).optional() });
const Extensions = z.object({ credProps: z.boolean().optional() });
const ClientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** The options `navigator.credentials.create` takes (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(Descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: Extensions.optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** The options `navigator.credentials.get` takes (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(Descriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  extensions: Extensions.optional(),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

/** What the browser answers to `create` (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8_000),
    attestationObject: b64url(64_000),
    authenticatorData: b64url(64_000).optional(),
    transports: z.array(Transport).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyRegistrationResponse = z.infer<typeof PasskeyRegistrationResponse>;

/** What the browser answers to `get` (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8_000),
    authenticatorData: b64url(8_000),
    signature: b64url(2_000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponse>;

const ChallengeId = z.string().min(16).max(200);

/** POST /api/auth/passkey/options: a passwordless sign-in starts (no user name: a discoverable credential). */
export const PasskeySignInOptionsResponse = z.object({ challengeId: z.string(), options: PasskeyRequestOptions });
/** POST /api/auth/passkey/verify. */
export const PasskeySignInRequest = z.object({ challengeId: ChallengeId, response: PasskeyAuthenticationResponse });
export const PasskeySessionResponse = z.union([TokenResponse, CookieSessionResponse]);
/** POST /api/auth/two-factor/passkey: a sign-in's second step with a passkey. */
export const PasskeySecondFactorRequest = PasskeySignInRequest;

/** A passkey of the caller, as My account lists it. */
export const PasskeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** `multiDevice`: synced between the user's devices (backed up); `singleDevice`: bound to one authenticator. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  /** Refused for a signature counter that went back (a cloned authenticator): it signs nobody in; remove it. */
  disabled: z.boolean(),
});
export type PasskeyView = z.infer<typeof PasskeyView>;

/** GET /api/account/passkeys: the caller's passkeys, and whether a role of theirs requires one. */
export const PasskeysResponse = z.object({ passkeys: z.array(PasskeyView), required: z.boolean() });
export type PasskeysResponse = z.infer<typeof PasskeysResponse>;

/**
 * Registering and removing a passkey: a session opened in the last minutes needs nothing more;
 * an older one sends the password again (else 400 RECENT_SIGN_IN_REQUIRED).
 */
export const PasskeyConfirmRequest = z.object({ password: z.string().min(1).max(1024).optional() });
export type PasskeyConfirmRequest = z.infer<typeof PasskeyConfirmRequest>;
/** POST /api/account/passkeys/options. */
export const PasskeyRegistrationOptionsResponse = z.object({ challengeId: z.string(), options: PasskeyCreationOptions });
const Name = z.string().trim().min(1).max(PASSKEY_NAME_MAX);
/** POST /api/account/passkeys: the browser's answer to the options, and the name the user gave. */
export const RegisterPasskeyRequest = z.object({ challengeId: ChallengeId, name: Name, response: PasskeyRegistrationResponse });
export const PasskeyIdParams = z.object({ id: z.string().uuid() });
/** PATCH /api/account/passkeys/:id. */
export const RenamePasskeyRequest = z.object({ name: Name });
export const PasskeyRemovedResponse = z.object({ removed: z.literal(true) });
