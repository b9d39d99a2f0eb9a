import { endpoint } from '../endpoint.ts';
import { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportIdParams } from '../transports.ts';

export const transportsEndpoints = {
  findTransports: endpoint({ method: 'GET', path: '/api/transports', query: FindTransportsRequest, response: FindTransportsResponse }),
  getTransport: endpoint({ method: 'GET', path: '/api/transports/:id', params: TransportIdParams, response: GetTransportResponse }),
};
