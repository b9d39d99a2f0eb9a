import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { businessPartners, companies } from '@/db/schema/org.ts';
import { accountTokens, recoveryCodes, sessions, users, type AccountTokenKind } from '@/db/schema/users.ts';
import { scopedListQuery } from '@/db/paged-query.ts';

export async function findActiveUsersByEmail(db: Db, email: string) {
  return db
    .select({ id: users.id, userName: users.userName, email: users.email, firstName: users.firstName, language: users.language, companyId: users.companyId })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.active, true)));
}

export async function findUsersByEmail(db: Db, email: string) {
  return db
    .select({ id: users.id, userName: users.userName, firstName: users.firstName, language: users.language, active: users.active, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      roles: users.roles,
      passwordHash: users.passwordHash,
      twoFactorMethod: users.twoFactorMethod,
      totpSecret: users.totpSecret,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function userNameTaken(db: Db, userName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = lower(${userName})`).limit(1);
  return !!row;
}

/** The user holding a user name, whatever its case; undefined when it is free. */
export async function findUserByName(db: Db, userName: string) {
  const [row] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(sql`lower(${users.userName}) = lower(${userName})`).limit(1);
  return row;
}

/** The user an address belongs to, whatever its case; undefined when it is free. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.email} <> ''`)).limit(1);
  return row;
}

/** The user names that start with `prefix`, lower-cased (to find a free one beside a taken one). */
export async function userNamesStartingWith(db: Db, prefix: string): Promise<Set<string>> {
  const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.select({ name: sql<string>`lower(${users.userName})` }).from(users).where(sql`lower(${users.userName}) like ${like}`);
  return new Set(rows.map((r) => r.name));
}

/** The address a live `email_change` link of the user would set, if any. */
export async function pendingEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, 'email_change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Sets a confirmed address (the link of an `email_change`). */
export async function setConfirmedEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Supersedes the user's live tokens of that kind and stores a new one. */
export async function replaceAccountToken(db: Db, userId: string, kind: AccountTokenKind, tokenHash: string, expiresAt: Date, newEmail: string | null = null): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({ userId, kind, tokenHash, expiresAt, newEmail });
}

/** A live (unused, unexpired) token with its user; locked for the transaction. */
export async function findLiveToken(db: Db, tokenHash: string, forUpdate = false) {
  const q = db
    .select({ token: accountTokens, userName: users.userName, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language, companyId: users.companyId, companyName: companies.name })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: accountTokens }) : await q;
  return row;
}

export async function useToken(db: Db, id: string): Promise<void> {
  await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, id));
}

export async function useAllTokens(db: Db, userId: string): Promise<void> {
  await db.update(accountTokens).set({ usedAt: new Date() }).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

export async function setPassword(db: Db, userId: string, passwordHash: string, activate: boolean): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date(), ...(activate ? { active: true, emailVerifiedAt: new Date() } : {}) })
    .where(eq(users.id, userId));
}

/**
 * Revokes the user's live sessions (all, or all but one), the view-as sessions they opened as
 * staff included; answers the token hashes revoked.
 */
export async function revokeSessions(db: Db, userId: string, reason: string, exceptSessionId?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.viewAsStaffUserId, userId)),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function revokeSessionOf(db: Db, userId: string, sessionId: string, reason: string): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.viewAsStaffUserId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash;
}

// A user's own sessions: the user id is the scope (a staff user's view-as sessions as them are not theirs).
const sessionList = scopedListQuery({
  table: sessions,
  select: (db: Db) =>
    db.select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt }).from(sessions).$dynamic(),
  scope: (userId: string) => and(eq(sessions.userId, userId), isNull(sessions.viewAsStaffUserId)),
  sorts: { lastSeenAt: sessions.lastSeenAt },
  tieBreaker: sessions.id,
});

/** The user's sessions neither revoked nor expired, newest activity first. */
export const findLiveSessions = (db: Db, userId: string) =>
  sessionList.all(db, userId, { direction: 'desc' }, [isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())]);

/** A business partner by customer number that has an invoice with that number. */
export async function findPartnerWithInvoice(db: Db, customerNo: string, invoiceNo: string) {
  const [row] = await db
    .select({ companyId: businessPartners.companyId, businessPartnerId: businessPartners.id, defaultPermissions: companies.defaultPermissions })
    .from(businessPartners)
    .innerJoin(companies, eq(companies.id, businessPartners.companyId))
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.companyId, businessPartners.companyId),
        eq(ledgerEntries.businessPartnerId, businessPartners.id),
        eq(ledgerEntries.documentType, 'Invoice'),
        eq(ledgerEntries.documentNo, invoiceNo),
      ),
    )
    .where(eq(businessPartners.customerNo, customerNo))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<string> {
  const [created] = await db.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}

export async function updateUser(db: Db, userId: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
