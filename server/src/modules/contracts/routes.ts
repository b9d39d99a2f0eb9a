import { moduleRoutes } from '@/lib/route.ts';
import { contractsEndpoints as api } from '@customer-hub/contract/endpoints/contracts';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

// Contracts belong to the contract organisation; their lines need ContractLines on top.
export default moduleRoutes({ tag: 'contracts', policy: { permission: 'ContractOrganization' } }, (add, app) => {
  add(api.findContracts, 'Contracts in my scope (paged, sorted, filtered)', (request) => service.findContracts(contextOf(app, request), request.query));
  add(api.getContract, 'A contract; its lines with ContractLines, their prices with PricesColumn', (request) =>
    service.getContract(contextOf(app, request), request.params.id),
  );
  add(api.approveContract, { summary: 'Approve a pending contract', description: '409 CONTRACT_ALREADY_APPROVED when it is approved already.' }, (request) =>
    service.approveContract(contextOf(app, request), request.params.id),
  );
});
