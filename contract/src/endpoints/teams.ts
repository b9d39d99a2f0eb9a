import { endpoint } from '../endpoint.ts';
import { FindTeamsRequest, FindTeamsResponse, GetTeamResponse, TeamIdParams } from '../teams.ts';

export const teamsEndpoints = {
  findTeams: endpoint({ method: 'GET', path: '/api/teams', query: FindTeamsRequest, response: FindTeamsResponse }),
  getTeam: endpoint({ method: 'GET', path: '/api/teams/:id', params: TeamIdParams, response: GetTeamResponse }),
};
