import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '@/lib/errors.ts';
import type { Principal } from '@/plugins/policy.ts';
import { findKeyByHash, touchKey } from './repository.ts';
import { addressAllowed, cacheKeyOf, hashOfKey, principalOfKey, sameHash } from './service.ts';

/** How often at most a key's last use is written. */
const TOUCH_EVERY_MS = 60_000;

export interface ApiKeys {
  /** The principal of an X-API-Key (see plugins/auth.ts's authenticateApiKey). */
  principalOf(key: string, request: FastifyRequest, reply: FastifyReply): Promise<Principal>;
  /** After the answer: the use's audit row, and its last use at most once a minute. */
  answered(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeys;
  }
}

/**
 * Company API keys (docs/ARCHITECTURE.md, "API keys"): the lookup of a key, cached beside the
 * sessions (app.sessions' cache: a change to its creator or its revocation drops it on every
 * instance), its allow-list, its own rate limit, and its audit trail.
 */
export default fp(
  async (app) => {
    const limit = app.createRateLimit({
      max: app.config.apiKeyRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `apikey:${request.principal?.apiKey?.id ?? ''}`,
    });
    const touchedAt = new Map<string, number>();

    async function lookup(key: string) {
      const hash = hashOfKey(key);
      const cacheKey = cacheKeyOf(hash);
      const cached = app.sessions.cache.get(cacheKey);
      if (cached) return cached;
      const row = await findKeyByHash(app.db, hash);
      const found = row && sameHash(row.keyHash, hash) ? principalOfKey(row) : undefined;
      if (!found) throw unauthorized('API_KEY_INVALID');
      app.sessions.cache.set(cacheKey, found);
      return found;
    }

    async function principalOf(key: string, request: FastifyRequest, reply: FastifyReply): Promise<Principal> {
      const found = await lookup(key);
      if (found.expiresAt.getTime() <= Date.now()) throw unauthorized('API_KEY_INVALID');
      const { principal } = found;
      const marker = principal.apiKey;
      if (!marker) throw unauthorized('API_KEY_INVALID');
      // Known from here on: even a refused request is audited as the key's (answered()).
      request.principal = principal;
      if (!addressAllowed(marker.allowedIps, request.ip)) throw forbidden('API_KEY_ADDRESS_REFUSED', 'This API key is not accepted from this address');
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, 'RATE_LIMITED', 'Too many requests with this API key');
      }
      return principal;
    }

    function answered(request: FastifyRequest, reply: FastifyReply): void {
      const principal = request.principal;
      const key = principal?.apiKey;
      if (!principal || !key) return;
      const path = request.url.split('?')[0] ?? request.url;
      const write = async () => {
        await app.sideEffects.audit(app.db, {
          context: 'api-keys',
          message: `API key "${key.name}" used: ${request.method} ${path} (${reply.statusCode})`,
          change: { after: { keyId: key.id, status: reply.statusCode } },
          userId: principal.userId,
          userName: principal.userName,
          ip: request.ip,
          path,
          requestId: request.id,
        });
        const last = touchedAt.get(key.id) ?? 0;
        if (Date.now() - last >= TOUCH_EVERY_MS) {
          touchedAt.set(key.id, Date.now());
          if (touchedAt.size > 10_000) touchedAt.delete(touchedAt.keys().next().value!);
          await touchKey(app.db, key.id, request.ip);
        }
      };
      // After the answer has gone: the caller never waits on it.
      write().catch((err: unknown) => request.log.warn({ err }, 'An API key use could not be recorded'));
    }

    app.decorate('apiKeys', { principalOf, answered } satisfies ApiKeys);
  },
  { name: 'api-keys', dependencies: ['sessions', '@fastify/rate-limit'] },
);
