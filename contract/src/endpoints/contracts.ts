import { endpoint } from '../endpoint.ts';
import { ContractIdParams, FindContractsRequest, FindContractsResponse, GetContractResponse } from '../contracts.ts';

export const contractsEndpoints = {
  findContracts: endpoint('GET /api/contracts', { query: FindContractsRequest, response: FindContractsResponse }),
  getContract: endpoint('GET /api/contracts/:id', { params: ContractIdParams, response: GetContractResponse }),
  approveContract: endpoint('POST /api/contracts/:id/approve', { params: ContractIdParams, response: GetContractResponse }),
};
