import type { Db } from '@/db/client.ts';
import { verifyPassword } from '@/lib/passwords.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { TOKEN_FAILED, TOKEN_NOT_ALLOWED, type TokenResponse } from '@customer-hub/contract/auth';
import type { Principal } from '@/plugins/policy.ts';
import type { Sessions } from '@/plugins/sessions.ts';
import * as repo from './repository.ts';

export interface SignInInput {
  username: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
}

export type SignInResult = { ok: true; token: TokenResponse } | { ok: false; body: typeof TOKEN_FAILED | typeof TOKEN_NOT_ALLOWED };

/**
 * Checks a user name and password and opens a session. "NotAllowed" is only said when the
 * password was right, so a guesser learns nothing about disabled accounts.
 */
export async function signIn(db: Db, ttlMinutes: number, input: SignInInput): Promise<SignInResult> {
  const user = await repo.findUserByUserName(db, input.username);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const attempt = { userId: user?.id ?? null, userName: input.username, ip: input.ip, userAgent: input.userAgent };

  if (!user || !passwordOk) {
    await recordLoginAttempt(db, { ...attempt, result: 'Failed', reason: user ? 'wrong_password' : 'unknown_user' });
    return { ok: false, body: TOKEN_FAILED };
  }
  if (!user.active) {
    await recordLoginAttempt(db, { ...attempt, result: 'NotAllowed', reason: 'user_disabled' });
    return { ok: false, body: TOKEN_NOT_ALLOWED };
  }

  const token = newToken();
  await db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    await recordLoginAttempt(tx, { ...attempt, result: 'Success' });
  });
  return { ok: true, token: { access_token: token, token_type: 'bearer', expires_in: ttlMinutes } };
}

/** Ends the caller's session; its token is refused from now on, on every instance. */
export async function signOut(db: Db, sessions: Sessions, token: string, principal: Principal, ip: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.revokeSession(tx, principal.sessionId, 'logout');
    await recordLoginAttempt(tx, { userId: principal.userId, userName: principal.userName, ip, userAgent: null, result: 'Success', reason: 'logout' });
  });
  await sessions.tokenEnded(hashToken(token));
}
