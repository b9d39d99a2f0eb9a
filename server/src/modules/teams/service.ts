import { notFound } from '@/lib/errors.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import type { FindTeamsRequest, FindTeamsResponse, GetTeamResponse } from '@customer-hub/contract/teams';
import * as repo from './repository.ts';

/** A page of the teams serving the caller's scope. */
export async function findTeams({ db, principal }: ServiceContext, q: FindTeamsRequest): Promise<FindTeamsResponse> {
  return repo.findTeams(db, await scopeOf(db, principal), q);
}

/** One team with the address of its site; 404 outside the scope. */
export async function getTeam({ db, principal }: ServiceContext, id: string): Promise<GetTeamResponse> {
  const row = await repo.findTeam(db, await scopeOf(db, principal), id);
  if (!row) throw notFound('Team');
  const { siteAddress, siteCity, sitePostalCode, siteCountry, ...team } = row;
  const site =
    team.siteId && team.siteName !== null
      ? { id: team.siteId, name: team.siteName, address: siteAddress ?? '', city: siteCity ?? '', postalCode: sitePostalCode ?? '', country: siteCountry ?? '' }
      : null;
  return { ...team, site };
}
