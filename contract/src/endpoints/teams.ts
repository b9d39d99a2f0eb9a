import { SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindTeamsRequest, FindTeamsResponse, GetTeamResponse, TeamIdParams } from '../teams.ts';

export const teamsEndpoints = {
  findTeams: endpoint('GET /api/teams', { access: { allowed: SIGNED_IN }, query: FindTeamsRequest, response: FindTeamsResponse }),
  getTeam: endpoint('GET /api/teams/:id', { access: { allowed: SIGNED_IN }, params: TeamIdParams, response: GetTeamResponse }),
};
