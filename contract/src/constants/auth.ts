/** The spec's failure bodies: wrong credentials, or a disabled user with the right password. */
export const TOKEN_FAILED = 'Failed';
export const TOKEN_NOT_ALLOWED = 'NotAllowed';
/**
 * The right password of a user whose company signs in with its identity provider only (single
 * sign-on, "local password sign-in off"): given only when the password was right, like NotAllowed.
 */
export const TOKEN_USE_SSO = 'UseSingleSignOn';

export const LOGIN_RESULTS = [
  'Success',
  'Failed',
  'NotAllowed',
  'Invalid',
  'Locked',
  'TwoFactorRequired',
  'Logout',
  'PasswordReset',
  'PasswordChanged',
  'TwoFactorChanged',
  'SessionEnded',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** Storage keys of spec §3 (client storage). */
export const STORAGE_KEYS = {
  token: 'token',
  tokenExpires: 'tokenExpires',
  ticketCredentials: 'ticketCredentials',
  cookieAccepted: 'cookieAccepted',
} as const;

/**
 * The web app's calls carry this header (`x-session: cookie`): a call that opens a session (the
 * sign-in, the second factor, view-as) then sets it as an HttpOnly cookie and answers only its
 * lifetime, so no script ever holds the token (DESIGN.md §6). Without it the token is answered
 * in the body, as the spec's contract and API clients expect.
 */
export const SESSION_MODE_HEADER = 'x-session';
export const SESSION_MODE_COOKIE = 'cookie';
