import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { companies } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';

export async function findUserProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      roles: users.roles,
      permissions: users.permissions,
      mainContact: users.mainContact,
      showContractNumber: users.showContractNumber,
      showTreeId: users.showTreeId,
      treeNodeId: users.treeNodeId,
      companyName: companies.name,
      ticketUrl: users.ticketUrl,
      ticketUserName: users.ticketUserName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findUserPhoto(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.image ?? null;
}

export async function updateUserLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
