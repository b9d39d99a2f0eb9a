import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';

export async function findTicketCredentials(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      ticketUrl: users.ticketUrl,
      ticketUserName: users.ticketUserName,
    })
    .from(users)
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
