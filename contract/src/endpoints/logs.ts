import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { AuditContextsResponse, FindAuditLogRequest, FindAuditLogResponse, FindLoginLogsRequest, FindLoginLogsResponse, FindSystemLogsRequest, FindSystemLogsResponse } from '../logs.ts';

export const logsEndpoints = {
  findLoginLogs: endpoint('GET /api/logs/login', { access: { allowed: STAFF }, query: FindLoginLogsRequest, response: FindLoginLogsResponse }),
  findSystemLogs: endpoint('GET /api/logs/system', { access: { allowed: ['admin'] }, query: FindSystemLogsRequest, response: FindSystemLogsResponse }),
  findAuditLog: endpoint('GET /api/audit-log', { access: { allowed: ['admin'] }, query: FindAuditLogRequest, response: FindAuditLogResponse }),
  auditContexts: endpoint('GET /api/audit-log/contexts', { access: { allowed: ['admin'] }, response: AuditContextsResponse }),
};
