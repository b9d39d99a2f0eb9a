import { z } from 'zod';
import { PAGE_FIELDS, pageOf, SORT_DIRECTIONS } from './paging.ts';
import { TEAM_SORTS } from './constants/teams.ts';
export * from './constants/teams.ts';

export const TeamIdParams = z.object({ id: z.uuid() });

/** GET /api/teams */
export const FindTeamsRequest = z.object({
  ...PAGE_FIELDS,
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  sort: z.enum(TEAM_SORTS).default('name'),
  siteId: z.uuid().optional(),
  shift: z.string().trim().max(50).optional(),
  /** Name, leader or speciality contains it (case-insensitive). */
  search: z.string().trim().max(100).optional(),
});
export type FindTeamsRequest = z.infer<typeof FindTeamsRequest>;

const teamFields = {
  id: z.string(),
  name: z.string(),
  leader: z.string(),
  members: z.number().int(),
  shift: z.string(),
  speciality: z.string(),
  businessPartnerId: z.string(),
  businessPartnerName: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
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
