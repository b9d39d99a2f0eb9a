import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MODE_COOKIE, SESSION_MODE_HEADER, type SessionResponse, type TokenResponse } from '@customer-hub/contract/auth';
import { forbidden } from '@/lib/errors.ts';

/*
 * The web app's session lives in a cookie scripts cannot read (DESIGN.md §6): `HttpOnly`,
 * `SameSite=Lax` (sent on a link followed from elsewhere, so the first page can be drawn signed
 * in, but never on another site's form or fetch), and over HTTPS `Secure` with the `__Host-`
 * prefix (Path=/, no Domain: no other host of the domain can set or read it). A bearer token in
 * `Authorization` keeps working for every call and wins when both are sent.
 */
export const SESSION_COOKIE = 'ch_session';
/** The staff session set aside while its user views the portal as a contact; sent to /api/view-as only. */
export const STAFF_ASIDE_COOKIE = 'ch_staff_session';
const ASIDE_PATH = '/api/view-as';

/** A token as `newToken()` writes it (base64url); anything else in the cookie is no session. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const overHttps = (request: FastifyRequest) => request.protocol === 'https';
/** The cookie's name: over HTTPS only the `__Host-` one counts, so a plain one tossed in by a sibling host is ignored. */
export const sessionCookieName = (request: FastifyRequest) => (overHttps(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const asideCookieName = (request: FastifyRequest) => (overHttps(request) ? `__Secure-${STAFF_ASIDE_COOKIE}` : STAFF_ASIDE_COOKIE);

const readToken = (value: string | undefined) => (value !== undefined && TOKEN.test(value) ? value : undefined);

/** The session token in the request's cookie, if it carries a well-formed one. */
export const cookieToken = (request: FastifyRequest): string | undefined => readToken(request.cookies[sessionCookieName(request)]);

/** The staff token set aside by a view-as session started with the cookie. */
export const asideToken = (request: FastifyRequest): string | undefined => readToken(request.cookies[asideCookieName(request)]);

/** Whether the caller is the web app asking for its session as a cookie. */
export const wantsCookie = (request: FastifyRequest) => request.headers[SESSION_MODE_HEADER] === SESSION_MODE_COOKIE;

const WRITE_SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Whether a request may change anything by itself (anything but GET, HEAD and OPTIONS). */
export const isWrite = (request: FastifyRequest) => !WRITE_SAFE.has(request.method);

/**
 * Whether the request comes from the app's own pages: the browser says so in `Sec-Fetch-Site`
 * (when it sends it) and in `Origin`, which must be this address (as the request reached it, or
 * PUBLIC_URL). A cross-site form or fetch, another host of the same site, and a request without
 * an Origin (no browser omits it on a write) are not.
 */
export function fromOwnPages(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === `${request.protocol}://${request.host}` || origin === new URL(request.server.config.publicUrl).origin;
}

/** Refuses a write carried by the cookie unless it comes from the app's own pages (403 CROSS_SITE_REQUEST). */
export function requireOwnPages(request: FastifyRequest): void {
  if (!fromOwnPages(request)) throw forbidden('CROSS_SITE_REQUEST', 'A change made with the session cookie must come from the app’s own pages');
}

const cookieOptions = (request: FastifyRequest, path: string, maxAgeSeconds: number) =>
  ({ path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure: overHttps(request) }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresInMinutes: number): void {
  reply.setCookie(sessionCookieName(request), token, cookieOptions(request, '/', expiresInMinutes * 60));
}

/**
 * Drops the session cookie, and asks the browser to empty its HTTP cache for this site: whatever
 * it kept of the user's pages and files goes with the session (the offline shell's precache, no
 * user's data in it, stays).
 */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request, '/', 0));
  reply.header('clear-site-data', '"cache"');
}

/** Keeps the staff token aside (view-as started with the cookie), for as long as the staff session lasts. */
export function setAsideCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const seconds = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(asideCookieName(request), token, { ...cookieOptions(request, ASIDE_PATH, seconds), sameSite: 'strict' });
}

export function clearAsideCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(asideCookieName(request), { ...cookieOptions(request, ASIDE_PATH, 0), sameSite: 'strict' });
}

/**
 * A session just opened, answered the way the caller asked: the token in the body (API clients,
 * the spec's contract), or (the web app, SESSION_MODE_HEADER) set as the cookie with only its
 * lifetime answered. The auth plugin refuses opening a cookie session from another site's page,
 * so no page can sign a browser into an account of its choosing.
 */
export function answerSession(request: FastifyRequest, reply: FastifyReply, session: TokenResponse): SessionResponse {
  reply.header('cache-control', 'no-store');
  if (!wantsCookie(request)) return session;
  // The auth plugin has refused a cookie-mode write from another site's page already.
  setSessionCookie(request, reply, session.access_token, session.expires_in);
  return { token_type: 'cookie', expires_in: session.expires_in };
}
