import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { identityProviders, ssoStates, userIdentities } from '@/db/schema/sso.ts';
import { users } from '@/db/schema/users.ts';

export type ProviderRow = typeof identityProviders.$inferSelect;

/** The staff provider (company null), or a company's. */
const ofCompany = (companyId: string | null) => (companyId ? eq(identityProviders.companyId, companyId) : isNull(identityProviders.companyId));

export async function findProviderOf(db: Db, companyId: string | null): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(identityProviders).where(ofCompany(companyId)).limit(1);
  return row;
}

export async function findProvider(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1);
  return row;
}

/** Saves the provider of a company (or the staff one): one row each, inserted or updated. */
export async function saveProvider(db: Db, companyId: string | null, values: Omit<typeof identityProviders.$inferInsert, 'id' | 'companyId' | 'createdAt'>): Promise<ProviderRow> {
  const current = await findProviderOf(db, companyId);
  if (current) {
    const [row] = await db.update(identityProviders).set({ ...values, updatedAt: new Date() }).where(eq(identityProviders.id, current.id)).returning();
    return row!;
  }
  const [row] = await db.insert(identityProviders).values({ ...values, companyId }).returning();
  return row!;
}

export async function deleteProviderOf(db: Db, companyId: string): Promise<boolean> {
  const removed = await db.delete(identityProviders).where(eq(identityProviders.companyId, companyId)).returning({ id: identityProviders.id });
  return removed.length > 0;
}

/** The enabled company provider that holds an email domain. */
export async function findProviderByDomain(db: Db, domain: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.enabled, true), sql`${identityProviders.companyId} is not null`, sql`${identityProviders.emailDomains} @> array[${domain}]::text[]`))
    .limit(1);
  return row;
}

/** Of the domains, those another company's provider holds already. */
export async function domainsHeldElsewhere(db: Db, companyId: string, domains: string[]): Promise<string[]> {
  if (!domains.length) return [];
  const rows = await db
    .select({ domains: identityProviders.emailDomains })
    .from(identityProviders)
    .where(and(sql`${identityProviders.companyId} is not null`, ne(identityProviders.companyId, companyId), sql`${identityProviders.emailDomains} && array[${sql.join(domains.map((d) => sql`${d}`), sql`, `)}]::text[]`));
  const held = new Set(rows.flatMap((r) => r.domains));
  return domains.filter((d) => held.has(d));
}

/** How many users of the company, and of other companies or staff, have an address at the domain. */
export async function domainUse(db: Db, companyId: string, domain: string): Promise<{ own: number; others: number }> {
  const [row] = await db
    .select({
      own: sql<number>`count(*) filter (where ${users.companyId} = ${companyId})`.mapWith(Number),
      others: sql<number>`count(*) filter (where ${users.companyId} is distinct from ${companyId})`.mapWith(Number),
    })
    .from(users)
    .where(sql`lower(split_part(${users.email}, '@', 2)) = ${domain}`);
  return row ?? { own: 0, others: 0 };
}

export async function insertState(db: Db, row: typeof ssoStates.$inferInsert): Promise<void> {
  await db.insert(ssoStates).values(row);
}

/** Spends a live started sign-in by its state's hash (one use: a second call finds nothing). */
export async function takeState(db: Db, stateHash: string) {
  const [row] = await db
    .update(ssoStates)
    .set({ usedAt: new Date() })
    .where(and(eq(ssoStates.stateHash, stateHash), isNull(ssoStates.usedAt), gt(ssoStates.expiresAt, new Date())))
    .returning();
  return row;
}

/** Forgets started sign-ins that ended or expired a while ago. */
export async function deleteOldStates(db: Db, before: Date): Promise<void> {
  await db.delete(ssoStates).where(or(lt(ssoStates.expiresAt, before), lt(ssoStates.usedAt, before)));
}

export async function findIdentity(db: Db, providerId: string, subject: string) {
  const [row] = await db
    .select({ id: userIdentities.id, userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, row: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}

export async function touchIdentity(db: Db, id: string): Promise<void> {
  await db.update(userIdentities).set({ lastUsedAt: new Date() }).where(eq(userIdentities.id, id));
}

/** The user holding an address (unique, users_email_uq), with what linking needs to know. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, roles: users.roles, active: users.active })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.email} <> ''`))
    .limit(1);
  return row;
}
