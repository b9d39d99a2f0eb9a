import { z } from 'zod';
import { IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import { SiteSummary } from './sites.ts';
import { TEAM_SORTS } from './constants/teams.ts';
export * from './constants/teams.ts';

export const TeamIdParams = IdParams;

/** GET /api/teams */
export const FindTeamsRequest = listRequest({
  sorts: TEAM_SORTS,
  sort: 'name',
  direction: 'asc',
  /** `search`: name, leader or speciality contains it (case-insensitive). */
  filters: { siteId: z.uuid().optional(), shift: z.string().trim().max(50).optional(), search: searchFilter() },
});
export type FindTeamsRequest = z.infer<typeof FindTeamsRequest>;

export const TeamSummary = partnerRecord({
  name: z.string(),
  leader: z.string(),
  members: z.number().int(),
  shift: z.string(),
  speciality: z.string(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;
export const FindTeamsResponse = pageOf(TeamSummary);
export type FindTeamsResponse = z.infer<typeof FindTeamsResponse>;

/** GET /api/teams/:id: with the address of the site it serves. */
export const GetTeamResponse = TeamSummary.extend({
  site: SiteSummary.pick({ id: true, name: true, address: true, city: true, postalCode: true, country: true }).nullable(),
});
export type GetTeamResponse = z.infer<typeof GetTeamResponse>;
