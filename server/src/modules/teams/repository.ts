import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { teams } from '@/db/schema/customer.ts';
import { sites } from '@/db/schema/org.ts';
import { columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import { firstRow } from '@/db/paged-query.ts';
import { placeColumns, scopeWhere, tenantList, withPlace, type Scope } from '@/db/scope.ts';
import type { FindTeamsRequest, TeamSort } from '@customer-hub/contract/teams';

const columns = {
  ...columnsOf(teams, 'id', 'name', 'leader', 'members', 'shift', 'speciality'),
  ...placeColumns(teams),
};

const list = tenantList(teams, (db) => db.select(columns).from(teams).$dynamic(), {
  sorts: { name: teams.name, leader: teams.leader, members: teams.members, shift: teams.shift } satisfies Record<TeamSort, unknown>,
});

export const findTeams = (db: Db, scope: Scope, q: FindTeamsRequest) =>
  list.page(db, scope, q, [
    equalsIfGiven(teams.siteId, q.siteId),
    equalsIfGiven(teams.shift, q.shift),
    searchAny(q.search, [teams.name, teams.leader, teams.speciality]),
  ]);

/** One team with the address of its site. */
export const findTeam = (db: Db, scope: Scope, id: string) =>
  firstRow(
    withPlace(db.select({ ...columns, siteAddress: sites.address, siteCity: sites.city, sitePostalCode: sites.postalCode, siteCountry: sites.country }).from(teams).$dynamic(), teams)
      .where(and(eq(teams.id, id), scopeWhere(scope, teams)))
      .limit(1),
  );
