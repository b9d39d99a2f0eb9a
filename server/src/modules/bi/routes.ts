import type { FastifyRequest } from 'fastify';
import { contextOf } from '@/context.ts';
import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { biEndpoints as api } from '@customer-hub/contract/endpoints/bi';
import * as service from './service.ts';

const FOR_CONTACTS = 'For customer contacts with the Reports permission (staff: 403; they open a contact’s reports through View as).';
const FAILURES = '409 REPORTS_NOT_CONFIGURED while the tool is not the reporting tool or a value is missing; 502 REPORTS_UNAVAILABLE when it fails, 504 when it does not answer in time.';

export default moduleRoutes({ tag: 'reports', policy: { permission: 'Reports' } }, (add, app) => {
  const deps = (request: FastifyRequest): service.BiDeps => ({ secretBox: app.secretBox, config: app.config, log: request.log });

  add(
    api.createQlikTicket,
    {
      summary: 'A Qlik Sense page (reports or dashboard) with a one-time ticket for the caller',
      description: `The server asks the Qlik Proxy Service for a ticket and answers the page's URL with \`qlikTicket=\` appended; it is used once and never logged. Not while viewing as a contact (a Qlik session is not read-only). ${FOR_CONTACTS} ${FAILURES}`,
      rateLimit: perMinute(120),
    },
    async (request, reply) => {
      const answer = await service.createQlikTicket(contextOf(app, request), deps(request), request.body.target);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  add(
    api.getPowerBiEmbed,
    {
      summary: 'The company’s Power BI report with a view-only embed token for the caller',
      description: `Row-level security sees the caller's user name, the role of the settings and the company's code (customData). The page asks again shortly before \`expiresAt\`. ${FOR_CONTACTS} ${FAILURES}`,
      rateLimit: perMinute(120),
    },
    async (request, reply) => {
      const answer = await service.getPowerBiEmbed(contextOf(app, request), deps(request));
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
});
