import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { teams } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { offsetOf, orderByDirection, searchAny } from '@/lib/lists.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { FindTeamsRequest, TeamSort } from '@customer-hub/contract/teams';

export const teamsInScope = (scope: Scope) => scopeWhere(scope, { companyId: teams.companyId, businessPartnerId: teams.businessPartnerId, siteId: teams.siteId });

const columns = {
  id: teams.id,
  name: teams.name,
  leader: teams.leader,
  members: teams.members,
  shift: teams.shift,
  speciality: teams.speciality,
  businessPartnerId: teams.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: teams.siteId,
  siteName: sites.name,
};

const SORT_COLUMNS = { name: teams.name, leader: teams.leader, members: teams.members, shift: teams.shift } satisfies Record<TeamSort, unknown>;

export async function findTeams(db: Db, scope: Scope, q: FindTeamsRequest) {
  const where = and(
    teamsInScope(scope),
    q.siteId ? eq(teams.siteId, q.siteId) : undefined,
    q.shift ? eq(teams.shift, q.shift) : undefined,
    searchAny(q.search, [teams.name, teams.leader, teams.speciality]),
  );
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(teams)
      .innerJoin(businessPartners, eq(businessPartners.id, teams.businessPartnerId))
      .leftJoin(sites, eq(sites.id, teams.siteId))
      .where(where)
      .orderBy(...orderByDirection(q.direction, SORT_COLUMNS[q.sort], teams.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findTeam(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({
      ...columns,
      siteAddress: sites.address,
      siteCity: sites.city,
      sitePostalCode: sites.postalCode,
      siteCountry: sites.country,
    })
    .from(teams)
    .innerJoin(businessPartners, eq(businessPartners.id, teams.businessPartnerId))
    .leftJoin(sites, eq(sites.id, teams.siteId))
    .where(and(eq(teams.id, id), teamsInScope(scope)))
    .limit(1);
  return row;
}
