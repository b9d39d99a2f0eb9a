import { and, desc, eq, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recoveryCodes, sessions, trustedDevices, twoFactorChallenges, users } from '@/db/schema/users.ts';
import type { Db } from '@/db/client.ts';
import { companies } from '@/db/schema/org.ts';
import { passkeys } from '@/db/schema/passkeys.ts';
import { identityProviders } from '@/db/schema/sso.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type { Role } from '@customer-hub/contract/roles';

const signInUser = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  roles: users.roles,
  companyId: users.companyId,
  passwordHash: users.passwordHash,
  active: users.active,
  twoFactorMethod: users.twoFactorMethod,
  totpSecret: users.totpSecret,
};

export async function findUserByUserName(db: Db, userName: string) {
  const [user] = await db
    .select(signInUser)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<SignInUser | undefined> {
  const [user] = await db.select(signInUser).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionPrincipal>>>;

/** The staff user of a view-as session. */
const viewer = alias(users, 'viewer');

/**
 * A session is live for its active user; a view-as session also needs its staff user still active
 * and staff, and its user still a customer contact, so a change to either ends it.
 */
const liveSessionOfUser = or(
  isNull(sessions.viewAsStaffUserId),
  and(eq(viewer.active, true), sql`${viewer.roles} && array['Admin','Backoffice']::text[]`, sql`not (${users.roles} && array['Admin','Backoffice']::text[])`),
);

/**
 * Whether a privacy policy awaits the user of a column, as a subquery of the session lookup: the
 * privacy-policy module's, handed to the auth module by app.ts.
 */
export type PolicyPending = (userId: AnyColumn) => SQL<boolean>;

/**
 * One query: the live session of a token hash joined to its active user and company, whether a
 * privacy policy awaits them, and for a view-as session the staff user viewing.
 */
export async function findSessionPrincipal(db: Db, tokenHash: string, policyPending: PolicyPending) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: users.roles,
      permissions: users.permissions,
      companyId: users.companyId,
      treeNodeKind: users.treeNodeKind,
      treeNodeId: users.treeNodeId,
      language: users.language,
      mainContact: users.mainContact,
      showContractNumber: users.showContractNumber,
      showTreeId: users.showTreeId,
      companyName: companies.name,
      policyPending: policyPending(users.id),
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id} and ${passkeys.disabledAt} is null)`,
      viewAsStaffUserId: sessions.viewAsStaffUserId,
      viewAsStaffUserName: viewer.userName,
      viewAsReason: sessions.viewAsReason,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(viewer, eq(viewer.id, sessions.viewAsStaffUserId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(users.active, true), liveSessionOfUser))
    .limit(1);
  if (!row) return undefined;
  const viewAs =
    row.viewAsStaffUserId && row.viewAsStaffUserName
      ? { staffUserId: row.viewAsStaffUserId, staffUserName: row.viewAsStaffUserName, reason: row.viewAsReason ?? '', startedAt: row.createdAt }
      : null;
  const principal: Principal = {
    userId: row.userId,
    sessionId: row.sessionId,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles as Role[],
    permissions: row.permissions as Permission[],
    companyId: row.companyId,
    companyName: row.companyName,
    treeNode: row.treeNodeKind && row.treeNodeId ? { kind: row.treeNodeKind, id: row.treeNodeId } : null,
    language: row.language,
    mainContact: row.mainContact,
    showContractNumber: row.showContractNumber,
    showTreeId: row.showTreeId,
    expiresAt: row.expiresAt,
    // A staff user viewing as the contact neither sees nor decides the contact's pending policy.
    policyPending: viewAs ? false : row.policyPending,
    hasPasskey: !!row.hasPasskey,
    // Worked out against the settings each time the principal is read (auth/plugin.ts).
    passkeyRequired: false,
    viewAs,
  };
  return { principal, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt };
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserByUserName>>>;

export async function insertChallenge(db: Db, row: typeof twoFactorChallenges.$inferInsert): Promise<void> {
  await db.insert(twoFactorChallenges).values(row);
}

/**
 * A live challenge (not consumed) with its user, locked for the rest of the transaction. Only an
 * `email_unlock` answered to nobody has no user (its user fields are then null).
 */
export async function findChallengeForUpdate(db: Db, challengeHash: string) {
  const [row] = await db
    .select({
      challenge: twoFactorChallenges,
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      totpSecret: users.totpSecret,
      active: users.active,
      passwordHash: users.passwordHash,
      roles: users.roles,
      companyId: users.companyId,
      twoFactorMethod: users.twoFactorMethod,
    })
    .from(twoFactorChallenges)
    .leftJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.challengeHash, challengeHash), isNull(twoFactorChallenges.consumedAt)))
    .for('update', { of: twoFactorChallenges })
    .limit(1);
  return row;
}

/** The user's live email set-up challenge (the newest), locked for the rest of the transaction. */
export async function findEmailSetupForUpdate(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), eq(twoFactorChallenges.method, 'email_setup'), isNull(twoFactorChallenges.consumedAt)))
    .orderBy(desc(twoFactorChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Spends every live challenge of a user (of one method, or all): their codes stop working. */
export async function consumeChallenges(db: Db, userId: string, method?: (typeof twoFactorChallenges.$inferSelect)['method']): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.consumedAt), method && eq(twoFactorChallenges.method, method)));
}

export async function updateChallenge(db: Db, id: string, set: Partial<typeof twoFactorChallenges.$inferInsert>): Promise<void> {
  await db.update(twoFactorChallenges).set(set).where(eq(twoFactorChallenges.id, id));
}

/** Marks an unused recovery code of the user as used; answers whether there was one. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/**
 * Stores an authenticator time step as the user's last accepted one, only when it is later than
 * the stored one (one conditional UPDATE: of two parallel uses of a step, one wins); answers
 * whether it was stored.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;

/** Whether the device id is one of the user's trusted browsers. */
export async function isTrustedDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .limit(1);
  return !!row;
}

export async function insertTrustedDevice(db: Db, row: typeof trustedDevices.$inferInsert): Promise<void> {
  await db.insert(trustedDevices).values(row);
}

/** A trusted browser signed its user in again: when, from where, as which browser. */
export async function touchTrustedDevice(db: Db, id: string, seen: { ip: string | null; userAgent: string | null; timeZone: string | null }): Promise<void> {
  await db
    .update(trustedDevices)
    .set({ lastSeenAt: new Date(), ip: seen.ip, userAgent: seen.userAgent, ...(seen.timeZone ? { timeZone: seen.timeZone } : {}) })
    .where(eq(trustedDevices.id, id));
}

export async function listTrustedDevices(db: Db, userId: string): Promise<TrustedDeviceRow[]> {
  return db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId)).orderBy(desc(trustedDevices.lastSeenAt));
}

/** Removes one of the user's trusted browsers; answers whether there was one. */
export async function deleteTrustedDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId)))
    .returning({ id: trustedDevices.id });
  return removed.length > 0;
}

/** Forgets every trusted browser of the user (their password changed: the cookies no longer count). */
export async function deleteTrustedDevices(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId)).returning({ id: trustedDevices.id });
  return removed.length;
}

/**
 * Whether the company signs in with its identity provider only: its provider is enabled with
 * "local password sign-in off" (modules/sso). Staff (no company) always may use a password.
 */
export async function passwordSignInOff(db: Db, companyId: string | null | undefined): Promise<boolean> {
  if (!companyId) return false;
  const [row] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(and(eq(identityProviders.companyId, companyId), eq(identityProviders.enabled, true), eq(identityProviders.passwordSignInOff, true)))
    .limit(1);
  return !!row;
}
