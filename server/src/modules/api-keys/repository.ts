import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { apiKeys } from '@/db/schema/api-keys.ts';
import { companies } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';

const creator = alias(users, 'creator');
const revoker = alias(users, 'revoker');

const listColumns = {
  id: apiKeys.id,
  companyId: apiKeys.companyId,
  name: apiKeys.name,
  prefix: apiKeys.keyPrefix,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  allowedIps: apiKeys.allowedIps,
  createdBy: creator.userName,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
  revokedAt: apiKeys.revokedAt,
  revokedBy: revoker.userName,
};

export type ApiKeyRow = Awaited<ReturnType<typeof listKeys>>[number];

const listQuery = (db: Db) =>
  db.select(listColumns).from(apiKeys).leftJoin(creator, eq(creator.id, apiKeys.createdBy)).leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy));

/** A company's keys, the newest first. */
export async function listKeys(db: Db, companyId: string) {
  return listQuery(db).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(500);
}

export async function findKey(db: Db, companyId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await listQuery(db)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .limit(1);
  return row;
}

export async function insertKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  return inserted!.id;
}

/** Revokes a live key of the company; answers its hash (to drop cached lookups), or undefined when there was none. */
export async function revokeKey(db: Db, companyId: string, id: string, revokedBy: string): Promise<{ keyHash: string; name: string } | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ keyHash: apiKeys.keyHash, name: apiKeys.name });
  return row;
}

export const companyName = async (db: Db, id: string): Promise<string | undefined> =>
  (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)).limit(1))[0]?.name;

/**
 * A key by its hash with what its principal is built from: its company and its creator as they
 * are now (active, roles, permissions, place in the tree).
 */
export async function findKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      keyHash: apiKeys.keyHash,
      companyId: apiKeys.companyId,
      companyName: companies.name,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      allowedIps: apiKeys.allowedIps,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      createdAt: apiKeys.createdAt,
      creatorId: creator.id,
      creatorUserName: creator.userName,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
      creatorEmail: creator.email,
      creatorActive: creator.active,
      creatorRoles: creator.roles,
      creatorPermissions: creator.permissions,
      creatorCompanyId: creator.companyId,
      creatorTreeNodeKind: creator.treeNodeKind,
      creatorTreeNodeId: creator.treeNodeId,
      creatorLanguage: creator.language,
      showContractNumber: creator.showContractNumber,
      showTreeId: creator.showTreeId,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

export type KeyLookup = NonNullable<Awaited<ReturnType<typeof findKeyByHash>>>;

export async function touchKey(db: Db, id: string, ip: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()`, lastUsedIp: ip }).where(eq(apiKeys.id, id));
}
