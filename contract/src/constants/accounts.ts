/** Why a password is refused (problem `reason` with code PASSWORD_POLICY). */
export const PASSWORD_RULES = ['TOO_SHORT', 'TOO_LONG', 'COMMON', 'CONTEXT'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Passwords are never truncated; this only stops absurd payloads. */
export const PASSWORD_MAX_LENGTH = 1024;
