import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { apiKeysEndpoints as api } from '@customer-hub/contract/endpoints/api-keys';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'api-keys', policy: 'mainContact' }, (add, app) => {
  add(api.listOwnApiKeys, 'My company’s API keys (its main contact): names, first characters, scopes, expiry, last use', (request) =>
    service.listApiKeys(contextOf(app, request), null),
  );
  add(api.createOwnApiKey, 'Create an API key for my company (its main contact, within my own permissions); the key is answered this once', async (request, reply) =>
    reply.code(201).send(await service.createApiKey(contextOf(app, request), null, request.body)),
  );
  add(api.revokeOwnApiKey, 'Revoke one of my company’s API keys (its main contact)', (request) => service.revokeApiKey(contextOf(app, request), app.sessions, null, request.params.id));
  add(api.listCompanyApiKeys, { summary: 'A company’s API keys (staff)', policy: 'staff' }, (request) => service.listApiKeys(contextOf(app, request), request.params.companyId));
  add(api.createCompanyApiKey, { summary: 'Create an API key for a company (staff); the key is answered this once', policy: 'staff' }, async (request, reply) =>
    reply.code(201).send(await service.createApiKey(contextOf(app, request), request.params.companyId, request.body)),
  );
  add(api.revokeCompanyApiKey, { summary: 'Revoke a company’s API key (staff)', policy: 'staff' }, (request) =>
    service.revokeApiKey(contextOf(app, request), app.sessions, request.params.companyId, request.params.id),
  );
});
