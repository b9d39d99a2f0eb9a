import { endpoint } from '../endpoint.ts';
import { AuditContextsResponse, FindAuditLogRequest, FindAuditLogResponse, FindLoginLogsRequest, FindLoginLogsResponse, FindSystemLogsRequest, FindSystemLogsResponse } from '../logs.ts';

export const logsEndpoints = {
  findLoginLogs: endpoint('GET /api/logs/login', { query: FindLoginLogsRequest, response: FindLoginLogsResponse }),
  findSystemLogs: endpoint('GET /api/logs/system', { query: FindSystemLogsRequest, response: FindSystemLogsResponse }),
  findAuditLog: endpoint('GET /api/audit-log', { query: FindAuditLogRequest, response: FindAuditLogResponse }),
  auditContexts: endpoint('GET /api/audit-log/contexts', { response: AuditContextsResponse }),
};
