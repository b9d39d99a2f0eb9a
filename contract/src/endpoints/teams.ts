import { endpoint } from '../endpoint.ts';
import { FindTeamsRequest, FindTeamsResponse, GetTeamResponse, TeamIdParams } from '../teams.ts';

export const teamsEndpoints = {
  findTeams: endpoint('GET /api/teams', { query: FindTeamsRequest, response: FindTeamsResponse }),
  getTeam: endpoint('GET /api/teams/:id', { params: TeamIdParams, response: GetTeamResponse }),
};
