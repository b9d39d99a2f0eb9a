/** The spec's failure bodies: wrong credentials, or a disabled user with the right password. */
export const TOKEN_FAILED = 'Failed';
export const TOKEN_NOT_ALLOWED = 'NotAllowed';

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
