import { endpoint } from '../endpoint.ts';
import { ContractIdParams, FindContractsRequest, FindContractsResponse, GetContractResponse } from '../contracts.ts';

export const contractsEndpoints = {
  findContracts: endpoint({ method: 'GET', path: '/api/contracts', query: FindContractsRequest, response: FindContractsResponse }),
  getContract: endpoint({ method: 'GET', path: '/api/contracts/:id', params: ContractIdParams, response: GetContractResponse }),
  approveContract: endpoint({ method: 'POST', path: '/api/contracts/:id/approve', params: ContractIdParams, response: GetContractResponse }),
};
