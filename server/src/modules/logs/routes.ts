import { moduleRoutes } from '@/lib/route.ts';
import { logsEndpoints as api } from '@customer-hub/contract/endpoints/logs';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'logs', policy: 'staff' }, (add, app) => {
  add(api.findLoginLogs, 'Login log (newest first)', (request) => service.findLoginLogs(contextOf(app, request), request.query));
  add(api.findSystemLogs, { summary: 'System (exception) log', policy: 'admin' }, (request) => service.findSystemLogs(contextOf(app, request), request.query));
});
