import { z } from 'zod';
import { CookieSessionResponse, TokenResponse } from './auth.ts';
import { PasskeyRequestOptions } from './passkeys.ts';
import { TWO_FACTOR_CODE_DIGITS, TWO_FACTOR_METHODS, TWO_FACTOR_VERIFY_CODE_MAX } from './constants/two-factor.ts';
export * from './constants/two-factor.ts';

export const TwoFactorMethod = z.enum(TWO_FACTOR_METHODS);
export type TwoFactorMethod = z.infer<typeof TwoFactorMethod>;

/**
 * POST /token answers this instead of a token when a second factor is due, or (`email_unlock`)
 * when the account is locked for browsers it does not know: a code went to the user's address,
 * if the password was right.
 */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_id: z.string(),
  method: z.enum(['email', 'totp', 'email_unlock', 'passkey']),
  expires_in_seconds: z.number().int(),
  /** `passkey`: what the browser's `navigator.credentials.get` takes (the user's passkeys allowed). */
  passkey: PasskeyRequestOptions.optional(),
  /**
   * `passkey`: another factor the user has, entered instead through POST /api/auth/two-factor/verify
   * (`totp`: an app or recovery code; `email`: a code that POST /api/auth/two-factor/resend emails).
   */
  fallback: z.enum(['totp', 'email']).optional(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;
export const TokenOrChallenge = z.union([TokenResponse, CookieSessionResponse, TwoFactorChallenge]);
/** POST /api/auth/two-factor/verify: a session, or after an unlock code the authenticator's challenge. */
export const SessionOrChallenge = z.union([TokenResponse, CookieSessionResponse, TwoFactorChallenge]);

/** POST /api/auth/two-factor/verify: the emailed code, an app code or a recovery code. */
export const VerifyTwoFactorRequest = z.object({
  challengeId: z.string().min(16).max(200),
  code: z.string().trim().min(TWO_FACTOR_CODE_DIGITS).max(TWO_FACTOR_VERIFY_CODE_MAX),
});
/** POST /api/auth/two-factor/resend: a new emailed code for the same challenge. */
export const ResendTwoFactorRequest = z.object({ challengeId: z.string().min(16).max(200) });
export const ResendTwoFactorResponse = z.object({ sent: z.literal(true) });

/** GET /api/account/two-factor. */
export const TwoFactorStatus = z.object({
  method: TwoFactorMethod,
  /** Settings require a second factor for one of the user's roles (then email is the fallback). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /api/account/two-factor/totp/setup: a new secret to scan; not active until confirmed. */
export const TotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
/** POST /api/account/two-factor/totp/enable. */
/** A set-up code: exactly its digits. */
const SetupCode = z.string().trim().regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`));

export const EnableTotpRequest = z.object({ code: SetupCode });
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /api/account/two-factor/email/setup, /disable, /recovery-codes: need the password again. */
export const PasswordConfirmRequest = z.object({ password: z.string().min(1).max(1024) });
/** POST /api/account/two-factor/email/setup: a code went to the user's address; email codes are not on until it comes back. */
export const EmailSetupResponse = z.object({ to: z.string(), expiresInSeconds: z.number().int() });
export type EmailSetupResponse = z.infer<typeof EmailSetupResponse>;
/** POST /api/account/two-factor/email/enable: the code the set-up emailed. */
export const EnableEmailTwoFactorRequest = z.object({ code: SetupCode });
