import { and, asc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';
import { users } from '@/db/schema/users.ts';
import { companies } from '@/db/schema/org.ts';
import type { Scope } from '@/db/scope.ts';
import { containsPattern, equalsIfGiven, withinInstants } from '@/lib/lists.ts';
import { cappedCount, listQuery, sortOrder, type Condition } from '@/db/paged-query.ts';
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

/** The company a decision belongs to: the one recorded with it, else (older rows) the user's current one; null for staff. */
const decisionCompanyId = sql`coalesce(${policyAcceptances.companyId}, (select ${users.companyId} from ${users} where ${users.id} = ${policyAcceptances.userId}))`;

/**
 * The decisions a caller may read (DESIGN.md §2): staff see every company's and staff's own; a
 * narrower scope sees its company's only. A subquery, so the capped count needs no join.
 */
export function acceptanceScope(scope: Scope): Condition {
  return scope.kind === 'all' ? undefined : sql`${decisionCompanyId} = ${scope.companyId}`;
}

const decisionCompany = alias(companies, 'decision_company');

const acceptanceList = {
  table: policyAcceptances,
  select: (db: Db) =>
    db
      .select({
        row: policyAcceptances,
        email: users.email,
        fullName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        currentCompanyName: decisionCompany.name,
      })
      .from(policyAcceptances)
      .leftJoin(users, eq(users.id, policyAcceptances.userId))
      .leftJoin(decisionCompany, eq(decisionCompany.id, sql`coalesce(${policyAcceptances.companyId}, ${users.companyId})`))
      .$dynamic(),
  sorts: { at: policyAcceptances.at, userName: policyAcceptances.userName, policyVersion: policyAcceptances.policyVersion },
  tieBreaker: policyAcceptances.id,
  countCap: 10_000,
};
const acceptances = listQuery(acceptanceList);
export type AcceptanceRow = Awaited<ReturnType<typeof acceptanceList.select>>[number];

/** The acceptance filters; the email is matched through a subquery so the count needs no join. */
function acceptanceFilters(q: FindPolicyAcceptancesRequest | ExportPolicyAcceptancesRequest): Condition[] {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const search = pattern
    ? or(
        ilike(policyAcceptances.userName, pattern),
        ilike(policyAcceptances.email, pattern),
        sql`exists (select 1 from ${users} where ${users.id} = ${policyAcceptances.userId} and ${users.email} ilike ${pattern})`,
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

export function findAcceptances(db: Db, scope: Scope, q: FindPolicyAcceptancesRequest) {
  return acceptances.page(db, q, [acceptanceScope(scope), ...acceptanceFilters(q)]);
}

/** The newest decision id now: an export reads the decisions up to it, so rows added meanwhile shift no batch. */
export async function lastAcceptanceId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${policyAcceptances.id}), 0)`.mapWith(Number) }).from(policyAcceptances);
  return row?.id ?? 0;
}

/** The number of decisions an export holds (counted up to `cap` + 1). */
export async function countForExport(db: Db, scope: Scope, q: ExportPolicyAcceptancesRequest, upToId: number, cap: number): Promise<number> {
  const where = and(acceptanceScope(scope), lte(policyAcceptances.id, upToId), ...acceptanceFilters(q));
  const [row] = await cappedCount(db, policyAcceptances, where, cap);
  return row?.n ?? 0;
}

/** One batch of an export: the decisions up to `upToId` meeting the filters, in the asked order. */
export function exportBatch(db: Db, scope: Scope, q: ExportPolicyAcceptancesRequest, upToId: number, limit: number, offset: number) {
  return acceptanceList
    .select(db)
    .where(and(acceptanceScope(scope), lte(policyAcceptances.id, upToId), ...acceptanceFilters(q)))
    .orderBy(...sortOrder(acceptanceList, q))
    .limit(limit)
    .offset(offset);
}

/**
 * Per version number (newest first): its languages, whether one of them is published, and in the
 * scope the users who accepted it, those who only declined it, and the active users who have not
 * decided it.
 */
export async function versionCounts(db: Db, scope: Scope) {
  const inScope = scope.kind === 'all' ? sql`true` : sql`${decisionCompanyId} = ${scope.companyId}`;
  const usersInScope = scope.kind === 'all' ? sql`true` : sql`u.company_id = ${scope.companyId}`;
  type Row = { version: number; languages: string[]; published: boolean; accepted: number; declined: number; decided_active: number; active: number };
  const result = await db.execute(
    sql`with versions as (
          select version, array_agg(language order by language) as languages, bool_or(published_at is not null) as published
          from ${privacyPolicies} group by version
        ),
        decided as (
          select ${policyAcceptances.policyVersion} as version, ${policyAcceptances.userId} as user_id, bool_or(${policyAcceptances.accepted}) as accepted
          from ${policyAcceptances} where ${inScope}
          group by 1, 2
        ),
        active as (select u.id from ${users} u where u.active and ${usersInScope})
        select v.version, v.languages, v.published,
          (select count(*) from decided d where d.version = v.version and d.accepted)::int as accepted,
          (select count(*) from decided d where d.version = v.version and not d.accepted)::int as declined,
          (select count(*) from decided d join active a on a.id = d.user_id where d.version = v.version)::int as decided_active,
          (select count(*) from active)::int as active
        from versions v order by v.version desc`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}
