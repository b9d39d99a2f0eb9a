import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '@/lib/errors.ts';
import { allows, describePolicy, type Policy, type Principal } from './policy.ts';
import { API_KEY_HEADER, type ApiKeyScope } from '@customer-hub/contract/constants/api-keys';
import { clearSessionCookie, cookieToken, isWrite, requireOwnPages, wantsCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
    /**
     * The shell's own calls (and the policy calls themselves) answer while a privacy policy
     * awaits the caller; every other signed-in call answers 403 POLICY_ACCEPTANCE_REQUIRED.
     */
    beforePolicyAcceptance?: boolean;
    /**
     * A view-as session is read-only: it may call GET and HEAD routes only, and the routes that
     * declare this (ending the view-as session, logout); anything else answers 403 VIEW_AS_READ_ONLY.
     */
    allowedWhileViewingAs?: boolean;
    /**
     * Answers while a role's required passkey is missing (settings passkeyRequiredRoles): the
     * passkey routes that register one. Every other signed-in call but the shell's
     * (beforePolicyAcceptance) answers 403 PASSKEY_REQUIRED until then.
     */
    beforePasskeyEnrolment?: boolean;
    /**
     * The scope that lets a company's API key call this route (an endpoint's `apiKey`, or set
     * here by a route outside the contract); a route without one answers 403 API_KEY_SCOPE to keys.
     */
    apiKey?: ApiKeyScope;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface AuthOptions {
  /** The principal of a bearer token, or a 401 (the auth module's live sessions). */
  authenticate(token: string): Promise<Principal>;
  /**
   * The principal of a company's API key (the api-keys module): 401 API_KEY_INVALID for an unknown,
   * revoked or expired key, 403 API_KEY_ADDRESS_REFUSED outside its allow-list, 429 past its own
   * rate limit. Without it API keys are not accepted.
   */
  authenticateApiKey?(key: string, request: FastifyRequest, reply: FastifyReply): Promise<Principal>;
  /** Told after each answer to a request made with an API key (its audit row and last use). */
  apiKeyAnswered?(request: FastifyRequest, reply: FastifyReply): void;
}

/** The API key of a request's X-API-Key header, if it carries one (one value, as sent). */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

/** `Bearer <token>` exactly as RFC 6750 writes it: one space, a b64token, nothing after it. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The bearer token of a request, if it carries a well-formed one (anything else is no token: 401). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return BEARER.exec(header)?.[1];
}

/**
 * The session token of a request and how it came: the bearer header first (API clients, and
 * the spec's contract), else the web app's session cookie (plugins/session-cookie.ts).
 */
export function sessionToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = cookieToken(request);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/** Who is on the other end, for the login log and the sessions list. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
}

/** The signed-in principal of a request; throws 401 when there is none. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The methods a view-as session may use on any route. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Authenticates bearer tokens and session cookies and enforces each route's policy as soon as the request is routed
 * (`onRequest`): before its body is read or validated, so a caller without the right hears 401/403
 * and nothing about the fields. A view-as session (a staff user seeing the portal as a contact)
 * is refused every write here, in this one place, whatever the route.
 */
export default fp(
  async (app, opts: AuthOptions) => {
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      const policy = route.config?.policy;
      if (!policy) throw new Error(`Route ${route.method} ${route.url} declares no policy`);
      app.routePolicies.push({ method: String(route.method), url: route.url, policy: describePolicy(policy) });
    });

    const answered = opts.apiKeyAnswered;
    if (answered) {
      app.addHook('onResponse', async (request, reply) => {
        if (request.principal?.apiKey) answered(request, reply);
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      const policy = request.routeOptions.config.policy;
      // The web app opening a cookie session (the sign-in, a second factor) from its own pages only.
      if (isWrite(request) && wantsCookie(request)) requireOwnPages(request);
      if (!policy || policy === 'public') return;
      const session = sessionToken(request);
      // A company's API key (no session): a contact of its company with its scopes only.
      const apiKey = session ? undefined : apiKeyOf(request);
      if (apiKey && opts.authenticateApiKey) {
        request.principal = await opts.authenticateApiKey(apiKey, request, reply);
        (request.log as { setBindings?: (bindings: Record<string, unknown>) => void }).setBindings?.({
          userId: request.principal.userId,
          companyId: request.principal.companyId,
          apiKeyId: request.principal.apiKey?.id,
        });
        const scope = request.routeOptions.config.apiKey;
        if (!scope || !request.principal.apiKey?.scopes.includes(scope)) throw forbidden('API_KEY_SCOPE', 'This API key may not call this route');
        // No cookie: no own-pages check; keys accept no privacy policy and register no passkey.
        if (!allows(policy, request.principal)) throw forbidden();
        return;
      }
      if (!session) throw unauthorized();
      // A browser sends the cookie on any site's request: a write with it must come from ours.
      if (session.via === 'cookie' && isWrite(request)) requireOwnPages(request);
      try {
        request.principal = await opts.authenticate(session.token);
      } catch (err) {
        // An ended or expired session's cookie is dropped with the 401.
        if (session.via === 'cookie') clearSessionCookie(request, reply);
        throw err;
      }
      // The request's log lines (its "request completed" too) name who asked, never a secret.
      // (pino's setBindings changes this request's logger in place, which reply.log shares.)
      (request.log as { setBindings?: (bindings: Record<string, unknown>) => void }).setBindings?.({
        userId: request.principal.userId,
        companyId: request.principal.companyId,
      });
      if (request.principal.viewAs && !READ_METHODS.has(request.method) && !request.routeOptions.config.allowedWhileViewingAs) {
        throw forbidden('VIEW_AS_READ_ONLY', 'Viewing the portal as a contact is read-only');
      }
      if (!allows(policy, request.principal)) throw forbidden();
      if (request.principal.policyPending && !request.routeOptions.config.beforePolicyAcceptance) {
        throw forbidden('POLICY_ACCEPTANCE_REQUIRED', 'A privacy policy awaits your decision');
      }
      const { beforePolicyAcceptance, beforePasskeyEnrolment } = request.routeOptions.config;
      if (request.principal.passkeyRequired && !beforePolicyAcceptance && !beforePasskeyEnrolment) {
        throw forbidden('PASSKEY_REQUIRED', 'Register a passkey first: your role requires one');
      }
    });
  },
  { name: 'auth' },
);
