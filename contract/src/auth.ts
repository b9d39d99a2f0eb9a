import { z } from 'zod';
import { TOKEN_FAILED, TOKEN_NOT_ALLOWED, TOKEN_USE_SSO, LOGIN_RESULTS } from './constants/auth.ts';
export * from './constants/auth.ts';

/** POST /token body: JSON or form-encoded, optionally with grant_type=password (DESIGN.md §6). */
export const TokenRequest = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  grant_type: z.literal('password').optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Success answer; `expires_in` is in minutes, as the spec's client computes expiry. */
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The same success when the web app asked for a cookie (SESSION_MODE_HEADER): the token is in the cookie only. */
export const CookieSessionResponse = z.object({
  token_type: z.literal('cookie'),
  expires_in: z.number().int().positive(),
});
export type CookieSessionResponse = z.infer<typeof CookieSessionResponse>;

/** What a call that opens a session answers: the token, or (cookie mode) only its lifetime. */
export const SessionResponse = z.union([TokenResponse, CookieSessionResponse]);
export type SessionResponse = z.infer<typeof SessionResponse>;

export const TokenFailure = z.enum([TOKEN_FAILED, TOKEN_NOT_ALLOWED, TOKEN_USE_SSO]);

export const LoginResult = z.enum(LOGIN_RESULTS);
export type LoginResult = z.infer<typeof LoginResult>;

export const TokenValidResponse = z.object({
  status: z.literal('OK'),
  data: z.object({ userName: z.string(), expiresAt: z.string() }),
});
export type TokenValidResponse = z.infer<typeof TokenValidResponse>;

export const LogoutResponse = z.object({ loggedOut: z.literal(true) });

