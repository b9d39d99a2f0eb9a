import { and, arrayContains, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import { passkeys } from '@/db/schema/passkeys.ts';
import { users, type TreeNodeKind } from '@/db/schema/users.ts';
import { equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { listQuery } from '@/db/paged-query.ts';
import type { FindUsersRequest } from '@customer-hub/contract/users';

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

/* The people of the back office: the users list and one user's record. */

const listColumns = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: users.roles,
  active: users.active,
  mainContact: users.mainContact,
  companyId: users.companyId,
  companyName: companies.name,
  invitationPending: sql<boolean>`(${users.passwordHash} is null)`,
  // A passkey is a second factor too: staff can reset it for a user who lost theirs.
  twoFactor: sql<boolean>`(${users.twoFactorMethod} <> 'none' or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
  erased: sql<boolean>`(${users.erasedAt} is not null)`,
  createdAt: users.createdAt,
};

const userList = listQuery({
  table: users,
  select: (db: Db) => db.select(listColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId)).$dynamic(),
  sorts: { userName: sql`lower(${users.userName})`, lastName: sql`lower(${users.lastName})`, email: sql`lower(${users.email})`, createdAt: users.createdAt },
  tieBreaker: users.id,
});

/** A page of users meeting the filters and `reach` (undefined: everyone). */
export function findUsersPage(db: Db, q: z.infer<typeof FindUsersRequest>, reach: SQL | undefined) {
  return userList.page(db, q, [
    reach,
    searchAny(q.search, [users.userName, users.firstName, users.lastName, users.email]),
    q.role ? arrayContains(users.roles, [q.role]) : undefined,
    equalsIfGiven(users.companyId, q.companyId),
    q.active === undefined ? undefined : eq(users.active, q.active),
  ]);
}

/** One user's whole record (no secrets), with their company's name. */
export async function findUserRecord(db: Db, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      language: users.language,
      identification: users.identification,
      city: users.city,
      street: users.street,
      dateOfBirth: users.dateOfBirth,
      retailCentre: users.retailCentre,
      treeNodeKind: users.treeNodeKind,
      treeNodeId: users.treeNodeId,
      showContractNumber: users.showContractNumber,
      showTreeId: users.showTreeId,
      permissions: users.permissions,
      ticketUrl: users.ticketUrl,
      ticketUserName: users.ticketUserName,
      hasPhoto: sql<boolean>`(${users.image} is not null and ${users.image} <> '')`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>;

export async function updateUserRow(db: Db, id: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The user's tree node, company-wide when none is set. */
const nodeKind = sql`coalesce(${users.treeNodeKind}, 'company')`;

/** Sites of a business partner, and buildings of a site or of a business partner's sites, as subqueries. */
const sitesOfPartner = (partnerId: string) => sql`(select ${sites.id} from ${sites} where ${sites.businessPartnerId} = ${partnerId})`;
const buildingsOfSite = (siteId: string) => sql`(select ${buildings.id} from ${buildings} where ${buildings.siteId} = ${siteId})`;
const buildingsOfPartner = (partnerId: string) =>
  sql`(select ${buildings.id} from ${buildings} inner join ${sites} on ${sites.id} = ${buildings.siteId} where ${sites.businessPartnerId} = ${partnerId})`;

/**
 * The customer contacts at or below a node of a company's tree, as a condition on `users`:
 * the contacts a main contact scoped to that node may manage. Staff never match.
 */
export function contactsAtOrBelow(companyId: string, node: { kind: string; id: string } | null): SQL {
  const base = and(eq(users.companyId, companyId), sql`not (${users.roles} && array['Admin','Backoffice']::text[])`)!;
  if (!node || node.kind === 'company') return base;
  const at = (kind: string, id: string | SQL) => sql`(${nodeKind} = ${kind} and ${users.treeNodeId} ${typeof id === 'string' ? sql`= ${id}` : sql`in ${id}`})`;
  if (node.kind === 'business_partner') {
    return and(base, or(at('business_partner', node.id), at('site', sitesOfPartner(node.id)), at('building', buildingsOfPartner(node.id))))!;
  }
  if (node.kind === 'site') return and(base, or(at('site', node.id), at('building', buildingsOfSite(node.id))))!;
  return and(base, at('building', node.id))!;
}

/** Whether the node (kind, id) lies at or below `within` in the company's tree. */
export async function nodeAtOrBelow(db: Db, companyId: string, within: { kind: string; id: string } | null, kind: TreeNodeKind, id: string): Promise<boolean> {
  const scope = within ?? { kind: 'company', id: companyId };
  if (kind === 'company') return scope.kind === 'company' && id === companyId;
  if (kind === scope.kind) return id === scope.id;
  const one = async (q: PromiseLike<unknown[]>) => (await q).length > 0;
  if (scope.kind === 'company') {
    const table = { business_partner: businessPartners, site: sites, building: buildings }[kind];
    return one(db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.companyId, companyId))).limit(1));
  }
  if (scope.kind === 'business_partner' && kind === 'site') {
    return one(db.select({ id: sites.id }).from(sites).where(and(eq(sites.id, id), eq(sites.businessPartnerId, scope.id), eq(sites.companyId, companyId))).limit(1));
  }
  if (scope.kind === 'business_partner' && kind === 'building') {
    return one(
      db
        .select({ id: buildings.id })
        .from(buildings)
        .innerJoin(sites, eq(sites.id, buildings.siteId))
        .where(and(eq(buildings.id, id), eq(sites.businessPartnerId, scope.id), eq(buildings.companyId, companyId)))
        .limit(1),
    );
  }
  if (scope.kind === 'site' && kind === 'building') {
    return one(db.select({ id: buildings.id }).from(buildings).where(and(eq(buildings.id, id), eq(buildings.siteId, scope.id), eq(buildings.companyId, companyId))).limit(1));
  }
  return false;
}

/** Whether the user matches a condition (a main contact's reach). */
export async function userMatches(db: Db, id: string, condition: SQL): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), condition)).limit(1);
  return rows.length > 0;
}

export async function findCompanyDefaultPermissions(db: Db, companyId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ p: companies.defaultPermissions }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.p as string[] | undefined;
}

export async function emailRecipient(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, email: users.email, firstName: users.firstName, language: users.language, active: users.active, hasPassword: sql<boolean>`(${users.passwordHash} is not null)` })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
