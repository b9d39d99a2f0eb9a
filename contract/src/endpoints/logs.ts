import { endpoint } from '../endpoint.ts';
import { FindLoginLogsRequest, FindLoginLogsResponse, FindSystemLogsRequest, FindSystemLogsResponse } from '../logs.ts';

export const logsEndpoints = {
  findLoginLogs: endpoint({ method: 'GET', path: '/api/logs/login', query: FindLoginLogsRequest, response: FindLoginLogsResponse }),
  findSystemLogs: endpoint({ method: 'GET', path: '/api/logs/system', query: FindSystemLogsRequest, response: FindSystemLogsResponse }),
};
