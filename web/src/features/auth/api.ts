import type { CookieSessionResponse, TokenRequest } from '@customer-hub/contract/auth';
import { TOKEN_FAILED, TOKEN_NOT_ALLOWED, TOKEN_USE_SSO } from '@customer-hub/contract/constants/auth';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import { call } from '@/lib/api-call';
import { readBody, SESSION_HEADERS, toApiError } from '@/lib/api-client';
import { storeSessionExpiry, storeTicketCredentials } from '@/lib/session';

export type Credentials = Pick<TokenRequest, 'username' | 'password'>;

/** The refusals of POST /token, kept apart from transport or validation errors. */
export class SignInRefused extends Error {
  readonly reason: 'failed' | 'notAllowed' | 'useSso';

  constructor(reason: 'failed' | 'notAllowed' | 'useSso') {
    super(reason);
    this.name = 'SignInRefused';
    this.reason = reason;
  }
}

/** A session opened as the HttpOnly cookie: the answer holds its lifetime only. */
export function isCookieSession(body: unknown): body is CookieSessionResponse {
  if (!body || typeof body !== 'object') return false;
  const { token_type, expires_in } = body as Record<string, unknown>;
  return token_type === 'cookie' && typeof expires_in === 'number' && expires_in > 0;
}

function isChallenge(body: unknown): body is TwoFactorChallenge {
  if (!body || typeof body !== 'object') return false;
  const { two_factor_required, challenge_id, method } = body as Record<string, unknown>;
  return two_factor_required === true && typeof challenge_id === 'string' && (method === 'email' || method === 'totp' || method === 'email_unlock' || method === 'passkey');
}

function refusalText(body: unknown): string | undefined {
  return typeof body === 'string' ? body.trim().replace(/^"(.*)"$/, '$1') : undefined;
}

/**
 * POST /token (session as the cookie). Resolves with its lifetime or a two-factor challenge; rejects with SignInRefused
 * for `Failed`, an undefined answer or `NotAllowed`, and with ApiError for problem+json answers.
 */
export async function requestToken({ username, password }: Credentials): Promise<CookieSessionResponse | TwoFactorChallenge> {
  const response = await fetch('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...SESSION_HEADERS },
    body: JSON.stringify({ username, password }),
    credentials: 'same-origin',
  });
  const body = await readBody(response);
  if (response.ok) {
    if (isCookieSession(body) || isChallenge(body)) return body;
    throw new SignInRefused('failed');
  }
  const text = refusalText(body);
  if (text === TOKEN_NOT_ALLOWED) throw new SignInRefused('notAllowed');
  if (text === TOKEN_USE_SSO) throw new SignInRefused('useSso');
  if (text === TOKEN_FAILED) throw new SignInRefused('failed');
  throw toApiError(response, body);
}

/** Spec §4: store the session's expiry (the token is in the cookie), then fetch and store the ticket credentials. */
export async function completeSignIn(session: CookieSessionResponse): Promise<void> {
  storeSessionExpiry(session.expires_in);
  try {
    const ticketCredentials = await call('GET /api/Backoffice/User/GetUserTicketCredentials');
    storeTicketCredentials(ticketCredentials);
  } catch {
    // The sidebar treats missing credentials as "not configured"; sign-in itself succeeded.
  }
}

export type SignInResult = { status: 'signedIn' } | { status: 'challenge'; challenge: TwoFactorChallenge };

/** Password step: signs in, or answers the challenge when a second factor is due (DESIGN.md §5). */
export async function signIn(credentials: Credentials): Promise<SignInResult> {
  const answer = await requestToken(credentials);
  if (isChallenge(answer)) return { status: 'challenge', challenge: answer };
  await completeSignIn(answer);
  return { status: 'signedIn' };
}

/**
 * POST /api/auth/two-factor/verify, then the same end as a password-only sign-in; after an
 * unlock code, resolves with the authenticator's challenge when the user has one.
 * Rejects with ApiError TWO_FACTOR_INVALID (attemptsLeft) or TWO_FACTOR_EXPIRED.
 */
export async function verifyTwoFactor(challengeId: string, code: string): Promise<SignInResult> {
  const body: unknown = await call('POST /api/auth/two-factor/verify', { body: { challengeId, code }, ignoreUnauthorized: true });
  if (isChallenge(body)) return { status: 'challenge', challenge: body };
  if (!isCookieSession(body)) throw new SignInRefused('failed');
  await completeSignIn(body);
  return { status: 'signedIn' };
}

/** POST /api/auth/two-factor/resend: a new emailed code for the same challenge. */
export async function resendTwoFactorCode(challengeId: string): Promise<void> {
  await call('POST /api/auth/two-factor/resend', { body: { challengeId }, ignoreUnauthorized: true });
}

/** The browser's part of WebAuthn, loaded when a passkey is used (it stays out of the first page). */
const webauthn = () => import('@simplewebauthn/browser');

/**
 * Passwordless sign-in (a discoverable passkey, no user name): the options, the browser's
 * `navigator.credentials.get`, then POST /api/auth/passkey/verify and the end of any sign-in.
 * Rejects with the browser's error (cancelled, no passkey) or ApiError PASSKEY_FAILED.
 */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await webauthn();
  const { challengeId, options } = await call('POST /api/auth/passkey/options', { ignoreUnauthorized: true });
  const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  const body: unknown = await call('POST /api/auth/passkey/verify', { body: { challengeId, response }, ignoreUnauthorized: true });
  if (!isCookieSession(body)) throw new SignInRefused('failed');
  await completeSignIn(body);
}

/** A sign-in's second step with a passkey: the challenge's options, the browser, POST /api/auth/two-factor/passkey. */
export async function verifyPasskeyChallenge(challenge: TwoFactorChallenge): Promise<void> {
  if (!challenge.passkey) throw new SignInRefused('failed');
  const { startAuthentication } = await webauthn();
  const response = await startAuthentication({ optionsJSON: challenge.passkey as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  const body: unknown = await call('POST /api/auth/two-factor/passkey', { body: { challengeId: challenge.challenge_id, response }, ignoreUnauthorized: true });
  if (!isCookieSession(body)) throw new SignInRefused('failed');
  await completeSignIn(body);
}

/** GET /api/sso/lookup: the providers the sign-in page offers for what was typed (by its email domain only). */
export function lookupSignInProviders(login: string) {
  return call('GET /api/sso/lookup', { query: { login }, ignoreUnauthorized: true });
}

/** Where a provider's button sends the browser: the hub's start, which redirects to the provider. */
export function ssoStartUrl(providerId: string, returnTo: string): string {
  return `/api/sso/start?${new URLSearchParams({ provider: providerId, return: returnTo })}`;
}
