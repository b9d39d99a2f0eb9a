import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { API_KEY_SCOPE_EXTENSION, OPENAPI_DOCUMENT_PATH } from '@/plugins/openapi.ts';
import { deliveryPolicy } from '@/modules/webhooks/service.ts';
import { connectEndpoints as api } from '@customer-hub/contract/endpoints/connect';
import { API_KEY_SCOPES, type ApiKeyScope } from '@customer-hub/contract/api-keys';
import type { ConnectInfo, ConnectOperation } from '@customer-hub/contract/connect';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = { operationId?: string; summary?: string; [API_KEY_SCOPE_EXTENSION]?: ApiKeyScope };
type Document = { info: { version: string }; paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

/**
 * The operations an API key may call, read from the API document (each names its scope in
 * `x-api-key-scope`), in the scopes' order and then the document's.
 */
export function operationsOf(document: Document): ConnectOperation[] {
  const found: ConnectOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      const scope = operation?.[API_KEY_SCOPE_EXTENSION];
      if (!operation || !scope) continue;
      found.push({ scope, method: method.toUpperCase(), path, operationId: operation.operationId ?? '', summary: operation.summary ?? '' });
    }
  }
  return found.sort((a, b) => API_KEY_SCOPES.indexOf(a.scope) - API_KEY_SCOPES.indexOf(b.scope));
}

/**
 * "Connect your systems" (/Connect): its figures come from the routes and settings of this
 * installation; and the API document to download.
 */
export default moduleRoutes({ tag: 'connect', policy: 'public' }, (add, app) => {
  let info: ConnectInfo | undefined;
  const summary = 'How a company’s systems call this installation with an API key and receive its webhooks: the address, the rate limit, each scope’s operations, the delivery rules';
  // Public: a page load asks once, so a few times the public calls' allowance is plenty.
  add(api.getConnectInfo, { summary, rateLimit: perMinute(app.config.rateLimitPerMinute * 3) }, () => {
    // The document is complete once the app is ready, and never changes after.
    info ??= (() => {
      const document = app.swagger() as unknown as Document;
      return {
        baseUrl: app.config.publicUrl.replace(/\/+$/, ''),
        apiVersion: document.info.version,
        openApiPath: OPENAPI_DOCUMENT_PATH,
        rateLimitPerMinute: app.config.apiKeyRateLimitPerMinute,
        operations: operationsOf(document),
        webhooks: deliveryPolicy(),
      };
    })();
    return info;
  });
  // The document itself, always (a client is generated from it); its UI only with OPENAPI_UI.
  app.get(OPENAPI_DOCUMENT_PATH, { config: { policy: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-disposition', 'inline; filename="customer-hub-openapi.json"');
    return app.swagger();
  });
});
