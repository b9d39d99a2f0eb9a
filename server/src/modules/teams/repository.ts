import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { teams } from '@/db/schema/customer.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { searchAny } from '@/lib/lists.ts';
import { firstRow, scopedListQuery } from '@/lib/paged-query.ts';
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

const list = scopedListQuery({
  table: teams,
  select: (db: Db) =>
    db.select(columns).from(teams).innerJoin(businessPartners, eq(businessPartners.id, teams.businessPartnerId)).leftJoin(sites, eq(sites.id, teams.siteId)).$dynamic(),
  scope: teamsInScope,
  sorts: { name: teams.name, leader: teams.leader, members: teams.members, shift: teams.shift } satisfies Record<TeamSort, unknown>,
  tieBreaker: teams.id,
});

export const findTeams = (db: Db, scope: Scope, q: FindTeamsRequest) =>
  list.page(db, scope, q, [
    q.siteId ? eq(teams.siteId, q.siteId) : undefined,
    q.shift ? eq(teams.shift, q.shift) : undefined,
    searchAny(q.search, [teams.name, teams.leader, teams.speciality]),
  ]);

/** One team with the address of its site. */
export const findTeam = (db: Db, scope: Scope, id: string) =>
  firstRow(
    db
      .select({ ...columns, siteAddress: sites.address, siteCity: sites.city, sitePostalCode: sites.postalCode, siteCountry: sites.country })
      .from(teams)
      .innerJoin(businessPartners, eq(businessPartners.id, teams.businessPartnerId))
      .leftJoin(sites, eq(sites.id, teams.siteId))
      .where(and(eq(teams.id, id), teamsInScope(scope)))
      .limit(1),
  );
