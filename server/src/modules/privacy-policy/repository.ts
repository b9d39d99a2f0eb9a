import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';

/** A version is effective once published, from its effective date until it expires (if ever). */
const effective = () =>
  and(
    isNotNull(privacyPolicies.publishedAt),
    lte(privacyPolicies.effectiveAt, sql`now()`),
    or(isNull(privacyPolicies.expiresAt), gt(privacyPolicies.expiresAt, sql`now()`)),
  );

/** The user has decided (accepted or declined) the version of the policy row in scope. */
const decidedBy = (userId: AnyColumn | string) =>
  sql`exists (select 1 from ${policyAcceptances} where ${policyAcceptances.userId} = ${userId} and ${policyAcceptances.policyVersion} = ${privacyPolicies.version})`;

/**
 * Whether an effective version awaits the user (`userId` a column or a value): a subquery, so the
 * session lookup reads it in its one query.
 */
export function pendingPolicyExists(userId: AnyColumn | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${privacyPolicies} where ${effective()} and not ${decidedBy(userId)})`.mapWith(Boolean);
}

export async function hasPendingPolicy(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ pending: pendingPolicyExists(userId) }).from(sql`(select 1) as one`);
  return Boolean(row?.pending);
}

/**
 * The oldest effective version the user has not decided, in their language, else Spanish, else
 * the first language of that version.
 */
export async function findOldestPending(db: Db, userId: string, language: string) {
  const [row] = await db
    .select()
    .from(privacyPolicies)
    .where(and(effective(), sql`not ${decidedBy(userId)}`))
    .orderBy(
      asc(privacyPolicies.version),
      sql`case ${privacyPolicies.language} when ${language} then 0 when 'es-ES' then 1 else 2 end`,
      asc(privacyPolicies.language),
    )
    .limit(1);
  return row;
}

/** An effective policy row by id. */
export async function findEffectivePolicy(db: Db, id: string) {
  const [row] = await db.select().from(privacyPolicies).where(and(eq(privacyPolicies.id, id), effective())).limit(1);
  return row;
}

export async function hasDecided(db: Db, userId: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ id: policyAcceptances.id })
    .from(policyAcceptances)
    .where(and(eq(policyAcceptances.userId, userId), eq(policyAcceptances.policyVersion, version)))
    .limit(1);
  return Boolean(row);
}

export async function insertAcceptance(db: Db, row: typeof policyAcceptances.$inferInsert): Promise<void> {
  await db.insert(policyAcceptances).values(row);
}
