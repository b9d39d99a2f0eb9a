import * as client from 'openid-client';
import type { Config } from '@/config.ts';

/**
 * The OpenID Connect client (openid-client): discovery of a provider, and the configuration a
 * sign-in uses. A provider over plain http is refused unless SSO_ALLOW_HTTP_ISSUERS allows it (a
 * provider on 127.0.0.1 in tests); every request to it times out after SSO_TIMEOUT_SECONDS.
 * Discoveries are kept for a few minutes per issuer and client, so a sign-in asks once.
 */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

const KEEP_MS = 5 * 60_000;
const cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** Why a provider cannot be used: over http while that is not allowed, or it did not answer as one. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly reason: 'insecure' | 'unreachable' | 'invalid',
    cause?: unknown,
  ) {
    super(`identity provider ${reason}`, { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** Whether an error (or one it was caused by) is the network's: refused, unknown host, timed out. */
function networkFailure(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === 'AbortError' || e.name === 'TimeoutError' || /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|timed? ?out|aborted|socket/i.test(`${e.message} ${(e as { code?: string }).code ?? ''}`)) return true;
  }
  return false;
}

const isHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

async function discover(config: Pick<Config, 'ssoAllowHttpIssuers' | 'ssoTimeoutSeconds'>, p: ProviderClient): Promise<client.Configuration> {
  if (isHttp(p.issuer) && !config.ssoAllowHttpIssuers) throw new ProviderUnavailable('insecure');
  const insecure = isHttp(p.issuer);
  try {
    return await client.discovery(
      new URL(p.issuer),
      p.clientId,
      { client_secret: p.clientSecret ?? undefined, id_token_signed_response_alg: 'RS256' },
      p.clientSecret ? client.ClientSecretBasic(p.clientSecret) : client.None(),
      { timeout: config.ssoTimeoutSeconds, ...(insecure && { execute: [client.allowInsecureRequests] }) },
    );
  } catch (err) {
    throw new ProviderUnavailable(networkFailure(err) ? 'unreachable' : 'invalid', err);
  }
}

/** The provider's configuration for a sign-in (discovered, or kept from a discovery a moment ago). */
export async function providerConfig(config: Pick<Config, 'ssoAllowHttpIssuers' | 'ssoTimeoutSeconds'>, p: ProviderClient): Promise<client.Configuration> {
  const key = JSON.stringify([p.issuer, p.clientId, p.clientSecret ?? '']);
  const kept = cache.get(key);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.config;
  const found = discover(config, p);
  cache.set(key, { at: Date.now(), config: found });
  // A failed discovery is not kept: the next sign-in tries again.
  found.catch(() => cache.delete(key));
  return found;
}

/** Runs a provider's discovery afresh (the settings' "Test connection"): what it says it is, or why not. */
export async function testDiscovery(config: Pick<Config, 'ssoAllowHttpIssuers' | 'ssoTimeoutSeconds'>, issuer: string) {
  try {
    const found = await discover(config, { issuer, clientId: 'connection-test', clientSecret: null });
    const meta = found.serverMetadata();
    return { ok: true as const, issuer: meta.issuer, authorizationEndpoint: meta.authorization_endpoint ?? '' };
  } catch (err) {
    return { ok: false as const, reason: err instanceof ProviderUnavailable ? err.reason : ('unreachable' as const) };
  }
}

export { client };
