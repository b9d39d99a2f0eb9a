import type { Db } from '@/db/client.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import type { TokenResponse } from '@customer-hub/contract/auth';
import type { AuthDeps } from './deps.ts';
import * as repo from './repository.ts';

// What the password sign-in (service.ts) and the passkey sign-in (passkey-sign-in.ts) share.

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

export const addressKey = (ip: string | null) => `ip:${ip ?? 'unknown'}`;

export function policies(deps: AuthDeps) {
  const { authLockAfter, authIpLockAfter, authLockBaseMs: baseMs, authLockMaxMs: maxMs } = deps.config;
  return { account: { lockAfter: authLockAfter, baseMs, maxMs }, address: { lockAfter: authIpLockAfter, baseMs, maxMs } };
}

/**
 * Opens a session inside the caller's transaction and answers the token call's body. The
 * lifetime is read before the transaction: on PGlite a query outside it would wait for it.
 */
export async function openSession(tx: Db, userId: string, client: Client, lifetimeMinutes: number): Promise<TokenResponse> {
  const token = newToken();
  await repo.insertSession(tx, {
    userId,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + lifetimeMinutes * 60_000),
  });
  return { access_token: token, token_type: 'bearer', expires_in: lifetimeMinutes };
}

export const sessionLifetime = async (deps: AuthDeps) => (await getSecuritySettings(deps.db, deps.config.tokenTtlMinutes)).sessionAbsoluteMinutes;
