import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { FindTeamsRequest, FindTeamsResponse, GetTeamResponse, TeamIdParams } from '@customer-hub/contract/teams';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Teams, like stocks, are part of the customer dashboard.
  const policy = { permission: 'Dashboard' } as const;

  app.get(
    '/api/teams',
    { config: { policy }, schema: { tags: ['teams'], summary: 'Teams serving my sites (paged, sorted, filtered)', querystring: FindTeamsRequest, response: { 200: FindTeamsResponse } } },
    (request) => service.findTeams(contextOf(app, request), request.query),
  );

  app.get(
    '/api/teams/:id',
    { config: { policy }, schema: { tags: ['teams'], summary: 'A team with its site', params: TeamIdParams, response: { 200: GetTeamResponse } } },
    (request) => service.getTeam(contextOf(app, request), request.params.id),
  );
};

export default routes;
