import { z } from 'zod';
import { IdParams, listRequest, pageOf, PARTNER_SITE_FIELDS, searchFilter } from './paging.ts';
import { TEAM_SORTS } from './constants/teams.ts';
export * from './constants/teams.ts';

export const TeamIdParams = IdParams;

/** GET /api/teams */
export const FindTeamsRequest = listRequest({
  sorts: TEAM_SORTS,
  sort: 'name',
  direction: 'asc',
  /** `search`: name, leader or speciality. */
  filters: { siteId: z.uuid().optional(), shift: z.string().trim().max(50).optional(), search: searchFilter() },
});
export type FindTeamsRequest = z.infer<typeof FindTeamsRequest>;

const teamFields = {
  id: z.string(),
  name: z.string(),
  leader: z.string(),
  members: z.number().int(),
  shift: z.string(),
  speciality: z.string(),
  ...PARTNER_SITE_FIELDS,
};

export const TeamSummary = z.object(teamFields);
export type TeamSummary = z.infer<typeof TeamSummary>;
export const FindTeamsResponse = pageOf(TeamSummary);
export type FindTeamsResponse = z.infer<typeof FindTeamsResponse>;

/** GET /api/teams/:id: with the address of the site it serves. */
export const GetTeamResponse = z.object({
  ...teamFields,
  site: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), postalCode: z.string(), country: z.string() }).nullable(),
});
export type GetTeamResponse = z.infer<typeof GetTeamResponse>;
