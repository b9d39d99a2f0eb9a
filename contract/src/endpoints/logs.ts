import { endpoint } from '../endpoint.ts';
import { FindLoginLogsRequest, FindLoginLogsResponse, FindSystemLogsRequest, FindSystemLogsResponse } from '../logs.ts';

export const logsEndpoints = {
  findLoginLogs: endpoint('GET /api/logs/login', { query: FindLoginLogsRequest, response: FindLoginLogsResponse }),
  findSystemLogs: endpoint('GET /api/logs/system', { query: FindSystemLogsRequest, response: FindSystemLogsResponse }),
};
