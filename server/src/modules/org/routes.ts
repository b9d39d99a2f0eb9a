import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { orgEndpoints as api } from '@customer-hub/contract/endpoints/org';
import * as service from './service.ts';

// The organisation (DESIGN.md §2) is managed by staff; customers read their part elsewhere (org chart, sites).
export default moduleRoutes({ tag: 'org', policy: 'staff' }, (add, app) => {
  add(api.findCompanyTree, 'Companies with their business partners and sites (staff)', () => service.getCompanyTree(app.db));

  add(api.findCompanies, 'A page of companies, searched in code and name', (request) => service.findCompanies(contextOf(app, request), request.query));
  add(api.createCompany, 'Create a company; its code must be free (409 otherwise)', async (request, reply) =>
    reply.code(201).send(await service.createCompany(contextOf(app, request), request.body)),
  );
  add(api.getCompany, 'One company with its counts', (request) => service.getCompany(contextOf(app, request), request.params.id));
  add(api.updateCompany, { summary: "Change a company's code, name and default sign-up permissions", problems: [409] }, (request) =>
    service.updateCompany(contextOf(app, request), request.params.id, request.body),
  );
  add(api.updateDefaultPermissions, 'Set the permissions a newly signed-up contact of the company receives', (request) =>
    service.updateDefaultPermissions(contextOf(app, request), request.params.id, request.body.defaultPermissions),
  );

  add(api.findPartners, "A page of a company's business partners", (request) => service.findPartners(contextOf(app, request), request.params.id, request.query));
  add(api.createPartner, { summary: 'Add a business partner; its customer number must be free in the company', problems: [409] }, async (request, reply) =>
    reply.code(201).send(await service.createPartner(contextOf(app, request), request.params.id, request.body)),
  );
  add(api.updatePartner, { summary: 'Change a business partner of the company', problems: [409] }, (request) =>
    service.updatePartner(contextOf(app, request), request.params.id, request.params.partnerId, request.body),
  );

  add(api.findCompanySites, "A page of a company's sites, all or one business partner's", (request) =>
    service.findSites(contextOf(app, request), request.params.id, request.query),
  );
  add(api.createSite, "Add a site to one of the company's business partners; its code must be free in the company", async (request, reply) =>
    reply.code(201).send(await service.createSite(contextOf(app, request), request.params.id, request.body)),
  );
  add(api.updateSite, 'Change a site of the company', (request) => service.updateSite(contextOf(app, request), request.params.id, request.params.siteId, request.body));

  add(api.findBuildings, 'A page of buildings, searched in code, name, site and company', (request) => service.findBuildings(contextOf(app, request), request.query));
  add(api.createBuilding, "Add a building to a site; its code must be free in the site's company", async (request, reply) =>
    reply.code(201).send(await service.createBuilding(contextOf(app, request), request.body)),
  );
  add(api.getBuilding, 'One building with its site and company', (request) => service.getBuilding(contextOf(app, request), request.params.id));
  add(api.updateBuilding, "Change a building's code, name or site", (request) => service.updateBuilding(contextOf(app, request), request.params.id, request.body));
});
