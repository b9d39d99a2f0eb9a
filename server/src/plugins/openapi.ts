import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the zod schemas (app.swagger()), with its UI and JSON at
 * /api/docs when `ui` is on (config.openApiUi: off in production unless OPENAPI_UI=true).
 */
export default fp(
  async (app, opts: { ui: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Customer Hub API',
          version: '0.1.0',
          description:
            'Calls named in the product specification keep their exact paths, payloads and answers, including their odd booleans ' +
            '(ShowChat falsy = show; ShowsNotifications is the hide flag; ShowsGDPR false = a policy is waiting). ' +
            'Everything else is REST under /api/. Errors are application/problem+json with a stable `code`.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    if (!opts.ui) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The UI is served over plain http on a LAN too; never force https.
      transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/g, '').replace(/https:/g, ''),
    });
  },
  { name: 'openapi' },
);
