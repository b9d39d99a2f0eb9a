import { moduleRoutes } from '@/lib/route.ts';
import { teamsEndpoints as api } from '@customer-hub/contract/endpoints/teams';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

// Teams, like stocks, are part of the customer dashboard.
export default moduleRoutes({ tag: 'teams', policy: { permission: 'Dashboard' } }, (add, app) => {
  add(api.findTeams, 'Teams serving my sites (paged, sorted, filtered)', (request) => service.findTeams(contextOf(app, request), request.query));
  add(api.getTeam, 'A team with its site', (request) => service.getTeam(contextOf(app, request), request.params.id));
});
