import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportIdParams } from '../transports.ts';

export const transportsEndpoints = {
  findTransports: endpoint('GET /api/transports', { access: { allowed: ['customerAll', 'otherCompany', ...STAFF] }, query: FindTransportsRequest, response: FindTransportsResponse }),
  getTransport: endpoint('GET /api/transports/:id', { access: { allowed: ['customerAll', 'otherCompany', ...STAFF] }, params: TransportIdParams, response: GetTransportResponse }),
};
