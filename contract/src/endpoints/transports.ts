import { endpoint } from '../endpoint.ts';
import { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportIdParams } from '../transports.ts';

export const transportsEndpoints = {
  findTransports: endpoint('GET /api/transports', { query: FindTransportsRequest, response: FindTransportsResponse }),
  getTransport: endpoint('GET /api/transports/:id', { params: TransportIdParams, response: GetTransportResponse }),
};
