import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { ContractIdParams, FindContractsRequest, FindContractsResponse, GetContractResponse } from '@customer-hub/contract/contracts';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Contracts belong to the contract organisation; their lines need ContractLines on top.
  const policy = { permission: 'ContractOrganization' } as const;

  app.get(
    '/api/contracts',
    { config: { policy }, schema: { tags: ['contracts'], summary: 'Contracts in my scope (paged, sorted, filtered)', querystring: FindContractsRequest, response: { 200: FindContractsResponse } } },
    (request) => service.findContracts(contextOf(app, request), request.query),
  );

  app.get(
    '/api/contracts/:id',
    {
      config: { policy },
      schema: {
        tags: ['contracts'],
        summary: 'A contract; its lines with ContractLines, their prices with PricesColumn',
        params: ContractIdParams,
        response: { 200: GetContractResponse },
      },
    },
    (request) => service.getContract(contextOf(app, request), request.params.id),
  );

  app.post(
    '/api/contracts/:id/approve',
    {
      config: { policy },
      schema: {
        tags: ['contracts'],
        summary: 'Approve a pending contract',
        description: '409 CONTRACT_ALREADY_APPROVED when it is approved already.',
        params: ContractIdParams,
        response: { 200: GetContractResponse },
      },
    },
    (request) => service.approveContract(contextOf(app, request), request.params.id),
  );
};

export default routes;
