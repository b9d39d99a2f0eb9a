import { and, asc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';
import { users } from '@/db/schema/users.ts';
import { containsPattern, equalsIfGiven, withinInstants } from '@/lib/lists.ts';
import { listQuery, sortOrder, type Condition } from '@/db/paged-query.ts';
import type { ExportPolicyAcceptancesRequest, FindPolicyAcceptancesRequest, FindPrivacyPoliciesRequest } from '@customer-hub/contract/privacy-policy';

/** A version is effective once published, from its effective date until it expires (if ever). */
const effective = () =>
  and(
    isNotNull(privacyPolicies.publishedAt),
    lte(privacyPolicies.effectiveAt, sql`now()`),
    or(isNull(privacyPolicies.expiresAt), gt(privacyPolicies.expiresAt, sql`now()`)),
  );

/**
 * The user has accepted the version of the policy row in scope. Only an acceptance settles a
 * version: a refusal is recorded, and the same version is asked again at the next sign-in.
 */
const acceptedBy = (userId: AnyColumn | string) =>
  sql`exists (select 1 from ${policyAcceptances} where ${policyAcceptances.userId} = ${userId} and ${policyAcceptances.policyVersion} = ${privacyPolicies.version} and ${policyAcceptances.accepted})`;

/**
 * Whether an effective version awaits the user's acceptance (`userId` a column or a value): a
 * subquery, so the session lookup reads it in its one query.
 */
export function pendingPolicyExists(userId: AnyColumn | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${privacyPolicies} where ${effective()} and not ${acceptedBy(userId)})`.mapWith(Boolean);
}

export async function hasPendingPolicy(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ pending: pendingPolicyExists(userId) }).from(sql`(select 1) as one`);
  return Boolean(row?.pending);
}

/**
 * The oldest effective version the user has not accepted (never decided, or declined), in their
 * language, else Spanish, else the first language of that version.
 */
export async function findOldestPending(db: Db, userId: string, language: string) {
  const [row] = await db
    .select()
    .from(privacyPolicies)
    .where(and(effective(), sql`not ${acceptedBy(userId)}`))
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

/** Whether the user has accepted the version (in any language); refusals do not count. */
export async function hasAccepted(db: Db, userId: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ id: policyAcceptances.id })
    .from(policyAcceptances)
    .where(and(eq(policyAcceptances.userId, userId), eq(policyAcceptances.policyVersion, version), eq(policyAcceptances.accepted, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertAcceptance(db: Db, row: typeof policyAcceptances.$inferInsert): Promise<void> {
  await db.insert(policyAcceptances).values(row);
}

export type PrivacyPolicyRow = typeof privacyPolicies.$inferSelect;

/** When a version began to be effective: its effective date, or its publication when that came later. */
const becameEffective = sql`greatest(${privacyPolicies.effectiveAt}, ${privacyPolicies.publishedAt})`;

/**
 * Whether another language of the row's version became effective before it (ties by id) and is
 * still effective: then the version already awaited everyone and they were told of it then.
 */
export async function announcedBefore(db: Db, row: PrivacyPolicyRow): Promise<boolean> {
  const mine = sql`(greatest(${row.effectiveAt.toISOString()}::timestamptz, ${row.publishedAt?.toISOString() ?? null}::timestamptz), ${row.id}::uuid)`;
  const [found] = await db
    .select({ id: privacyPolicies.id })
    .from(privacyPolicies)
    .where(and(eq(privacyPolicies.version, row.version), sql`${privacyPolicies.id} <> ${row.id}`, effective(), sql`(${becameEffective}, ${privacyPolicies.id}) < ${mine}`))
    .limit(1);
  return Boolean(found);
}

/** Every active user, staff and customers alike, who has not accepted the version. */
export function undecidedUsers(db: Db, version: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        sql`not exists (select 1 from ${policyAcceptances} where ${policyAcceptances.userId} = ${users.id} and ${policyAcceptances.policyVersion} = ${version} and ${policyAcceptances.accepted})`,
      ),
    );
}

/** Whether somebody has decided the version (in any language): then it is no longer editable. */
const versionDecided = sql<boolean>`exists (select 1 from ${policyAcceptances} where ${policyAcceptances.policyVersion} = ${privacyPolicies.version})`.mapWith(Boolean);

const versions = listQuery({
  table: privacyPolicies,
  select: (db: Db) => db.select({ policy: privacyPolicies, decided: versionDecided }).from(privacyPolicies).$dynamic(),
  sorts: { version: privacyPolicies.version, effectiveAt: privacyPolicies.effectiveAt, updatedAt: privacyPolicies.updatedAt },
  tieBreaker: privacyPolicies.id,
});

/** A page of the versions, of one language or all, of one version number or all. */
export function findPolicies(db: Db, q: FindPrivacyPoliciesRequest) {
  return versions.page(db, q, [equalsIfGiven(privacyPolicies.language, q.language), q.version ? eq(privacyPolicies.version, q.version) : undefined]);
}

/** One version with whether somebody has decided it. */
export function findPolicy(db: Db, id: string) {
  return versions.first(db, eq(privacyPolicies.id, id));
}

/**
 * The language's next version number: one past the highest of that language, taken under a
 * per-language advisory lock held until the creating transaction ends.
 */
export async function nextVersion(db: Db, language: string): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy_policies:${language}`}))`);
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${privacyPolicies.version}), 0)::int + 1` })
    .from(privacyPolicies)
    .where(eq(privacyPolicies.language, language));
  return row?.next ?? 1;
}

export async function insertPolicy(db: Db, values: typeof privacyPolicies.$inferInsert): Promise<PrivacyPolicyRow> {
  const [row] = await db.insert(privacyPolicies).values(values).returning();
  return row!;
}

export async function updatePolicy(db: Db, id: string, values: Partial<typeof privacyPolicies.$inferInsert>): Promise<PrivacyPolicyRow | undefined> {
  const [row] = await db
    .update(privacyPolicies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(privacyPolicies.id, id))
    .returning();
  return row;
}

export async function deletePolicy(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(privacyPolicies).where(eq(privacyPolicies.id, id)).returning({ id: privacyPolicies.id });
  return rows.length > 0;
}

/** Serialises changes to one version against each other (and against a decision being recorded on it). */
export async function lockPolicy(db: Db, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${privacyPolicies} where ${privacyPolicies.id} = ${id} for update`);
}

const acceptanceList = {
  table: policyAcceptances,
  select: (db: Db) =>
    db
      .select({ row: policyAcceptances, email: users.email })
      .from(policyAcceptances)
      .leftJoin(users, eq(users.id, policyAcceptances.userId))
      .$dynamic(),
  sorts: { at: policyAcceptances.at, userName: policyAcceptances.userName, policyVersion: policyAcceptances.policyVersion },
  tieBreaker: policyAcceptances.id,
  countCap: 10_000,
};
const acceptances = listQuery(acceptanceList);

/** The acceptance filters; the email is matched through a subquery so the count needs no join. */
function acceptanceFilters(q: ExportPolicyAcceptancesRequest): Condition[] {
  const search = q.search
    ? or(
        ilike(policyAcceptances.userName, containsPattern(q.search)),
        sql`exists (select 1 from ${users} where ${users.id} = ${policyAcceptances.userId} and ${users.email} ilike ${containsPattern(q.search)})`,
      )
    : undefined;
  return [
    search,
    q.version ? eq(policyAcceptances.policyVersion, q.version) : undefined,
    equalsIfGiven(policyAcceptances.language, q.language),
    q.accepted === undefined ? undefined : eq(policyAcceptances.accepted, q.accepted),
    ...withinInstants(policyAcceptances.at, q.from, q.to),
  ];
}

export function findAcceptances(db: Db, q: FindPolicyAcceptancesRequest) {
  return acceptances.page(db, q, acceptanceFilters(q));
}

/** Every decision meeting the filters, in the asked order, at most `limit`. */
export function allAcceptances(db: Db, q: ExportPolicyAcceptancesRequest, limit: number) {
  return acceptanceList
    .select(db)
    .where(and(...acceptanceFilters(q)))
    .orderBy(...sortOrder(acceptanceList, q))
    .limit(limit);
}
