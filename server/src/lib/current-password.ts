import { AppError, badRequest } from './errors.ts';
import { verifyPassword } from './passwords.ts';

/** The failure counters of sign-in (app.throttle), as far as confirming a password needs them. */
export interface FailureCounter {
  waitMs(keys: string[]): Promise<number>;
  recordFailure(key: string, policy: { lockAfter: number; baseMs: number; maxMs: number }): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface CurrentPasswordDeps {
  throttle: FailureCounter;
  config: { authLockAfter: number; authLockBaseMs: number; authLockMaxMs: number };
}

/**
 * The password asked again before a sensitive change of My account (a new password, two-factor
 * set-up, passkeys). Wrong answers are counted per user with the waits of sign-in, whatever the
 * session or address they come from, so a stolen session cannot guess the password quickly;
 * while a wait lasts even the right password answers 429. The sign-in counters are separate:
 * such guesses do not lock the owner out of signing in.
 */
export async function confirmCurrentPassword(deps: CurrentPasswordDeps, user: { id: string; passwordHash: string | null | undefined }, password: string): Promise<void> {
  const key = `current-password:${user.id}`;
  if ((await deps.throttle.waitMs([key])) > 0) throw new AppError(429, 'RATE_LIMITED');
  if (!(await verifyPassword(user.passwordHash, password))) {
    const { authLockAfter: lockAfter, authLockBaseMs: baseMs, authLockMaxMs: maxMs } = deps.config;
    await deps.throttle.recordFailure(key, { lockAfter, baseMs, maxMs });
    throw badRequest('CURRENT_PASSWORD_WRONG');
  }
  await deps.throttle.reset(key);
}
