import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { contractsEndpoints as api } from '@customer-hub/contract/endpoints/contracts';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Contracts belong to the contract organisation; their lines need ContractLines on top.
  const policy = { permission: 'ContractOrganization' } as const;

  route(
    app,
    api.findContracts,
    { config: { policy }, schema: { tags: ['contracts'], summary: 'Contracts in my scope (paged, sorted, filtered)' } },
    (request) => service.findContracts(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getContract,
    {
      config: { policy },
      schema: { tags: ['contracts'], summary: 'A contract; its lines with ContractLines, their prices with PricesColumn' },
    },
    (request) => service.getContract(contextOf(app, request), request.params.id),
  );

  route(
    app,
    api.approveContract,
    {
      config: { policy },
      schema: { tags: ['contracts'], summary: 'Approve a pending contract', description: '409 CONTRACT_ALREADY_APPROVED when it is approved already.' },
    },
    (request) => service.approveContract(contextOf(app, request), request.params.id),
  );
};

export default routes;
