import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { passkeys } from '@/db/schema/passkeys.ts';
import { sessions, twoFactorChallenges, users } from '@/db/schema/users.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The user's passkeys, oldest first. */
export function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The user's passkeys that still sign in (none disabled for a cloned counter). */
export function listActivePasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), isNull(passkeys.disabledAt)))
    .orderBy(asc(passkeys.createdAt));
}

/**
 * The passkey of a credential id, whoever holds it. Not locked: a refusal then writes nothing for
 * a known credential either (the same statements as for an unknown one); the counter is stored by
 * a conditional UPDATE (storeCounter).
 */
export async function findByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * Stores a used passkey's new counter only while the stored one is still `seen` (one conditional
 * UPDATE: of two answers carrying one counter, one wins); answers whether it was stored.
 */
export async function storeCounter(db: Db, id: string, seen: number, set: { counter: number; backedUp: boolean }): Promise<boolean> {
  const stored = await db
    .update(passkeys)
    .set({ ...set, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, seen), isNull(passkeys.disabledAt)))
    .returning({ id: passkeys.id });
  return stored.length > 0;
}

export async function credentialExists(db: Db, credentialId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return !!row;
}

export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [inserted] = await db.insert(passkeys).values(row).returning();
  return inserted!;
}

export async function updatePasskey(db: Db, id: string, set: Partial<typeof passkeys.$inferInsert>): Promise<void> {
  await db.update(passkeys).set(set).where(eq(passkeys.id, id));
}

/** Renames one of the user's passkeys; undefined when it is not theirs. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** Removes one of the user's passkeys; answers its name, or undefined when it is not theirs. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row?.name;
}

/** Removes every passkey of the user (staff reset their second factor); answers how many. */
export async function deletePasskeys(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return removed.length;
}

/** When the session began. */
export async function sessionStartedAt(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row?.createdAt;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language, roles: users.roles, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function insertChallenge(db: Db, row: typeof twoFactorChallenges.$inferInsert): Promise<void> {
  await db.insert(twoFactorChallenges).values(row);
}

/** Spends the user's live registration challenges: only the newest options can be answered. */
export async function consumeRegistrations(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(twoFactorChallenges.userId, userId), eq(twoFactorChallenges.method, 'passkey_register'), isNull(twoFactorChallenges.consumedAt)));
}

/**
 * Spends the caller's live registration challenge of this hash and answers it (undefined when
 * there is none): whatever the answer to it, it is answered once.
 */
export async function takeRegistration(db: Db, userId: string, challengeHash: string) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(twoFactorChallenges.challengeHash, challengeHash),
        eq(twoFactorChallenges.userId, userId),
        eq(twoFactorChallenges.method, 'passkey_register'),
        isNull(twoFactorChallenges.consumedAt),
      ),
    )
    .returning({ webauthnChallenge: twoFactorChallenges.webauthnChallenge, expiresAt: twoFactorChallenges.expiresAt });
  return row;
}
