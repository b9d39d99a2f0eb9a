import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { sessions, users } from '@/db/schema/users.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type { Role } from '@customer-hub/contract/roles';

export async function findUserByUserName(db: Db, userName: string) {
  const [user] = await db
    .select({ id: users.id, userName: users.userName, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return user;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** One query: the live session of a token hash joined to its active user. */
export async function findSessionPrincipal(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      userName: users.userName,
      roles: users.roles,
      permissions: users.permissions,
      companyId: users.companyId,
      treeNodeKind: users.treeNodeKind,
      treeNodeId: users.treeNodeId,
      language: users.language,
      mainContact: users.mainContact,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(users.active, true)))
    .limit(1);
  if (!row) return undefined;
  const principal: Principal = {
    userId: row.userId,
    sessionId: row.sessionId,
    userName: row.userName,
    roles: row.roles as Role[],
    permissions: row.permissions as Permission[],
    companyId: row.companyId,
    treeNode: row.treeNodeKind && row.treeNodeId ? { kind: row.treeNodeKind, id: row.treeNodeId } : null,
    language: row.language,
    mainContact: row.mainContact,
    expiresAt: row.expiresAt,
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
