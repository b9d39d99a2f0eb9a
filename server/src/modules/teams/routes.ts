import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { teamsEndpoints as api } from '@customer-hub/contract/endpoints/teams';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Teams, like stocks, are part of the customer dashboard.
  const policy = { permission: 'Dashboard' } as const;

  route(
    app,
    api.findTeams,
    { config: { policy }, schema: { tags: ['teams'], summary: 'Teams serving my sites (paged, sorted, filtered)' } },
    (request) => service.findTeams(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getTeam,
    { config: { policy }, schema: { tags: ['teams'], summary: 'A team with its site' } },
    (request) => service.getTeam(contextOf(app, request), request.params.id),
  );
};

export default routes;
