import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { ContractIdParams, FindContractsRequest, FindContractsResponse, GetContractResponse } from '../contracts.ts';

export const contractsEndpoints = {
  findContracts: endpoint('GET /api/contracts', { access: { allowed: ['customerAll', ...STAFF] }, query: FindContractsRequest, response: FindContractsResponse }),
  getContract: endpoint('GET /api/contracts/:id', { access: { allowed: ['customerAll', ...STAFF] }, params: ContractIdParams, response: GetContractResponse }),
  approveContract: endpoint('POST /api/contracts/:id/approve', { access: { allowed: ['customerAll', ...STAFF] }, params: ContractIdParams, response: GetContractResponse }),
};
