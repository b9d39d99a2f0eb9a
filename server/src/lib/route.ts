import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointParsed } from '@customer-hub/contract/endpoint';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The request of an endpoint's handler: params, query and body typed from the contract's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParsed<E, 'params'>;
  Querystring: EndpointParsed<E, 'query'>;
  Body: EndpointParsed<E, 'body'>;
}>;

type Answer<E extends Endpoint> = z.input<E['response']> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | Promise<Answer<E>>;

/** What a route adds to its endpoint: the policy and rate limits (config), and the OpenAPI words. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema: Pick<FastifySchema, 'tags' | 'summary' | 'description' | 'hide' | 'security'>;
};

/**
 * Registers a route from its contract endpoint: method, path, request schemas and the answer's
 * schema come from the contract, so the server and the web client cannot disagree.
 */
export function route<E extends Endpoint>(app: App, endpoint: E, options: EndpointRouteOptions, handler: EndpointHandler<E>): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...options.schema,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    handler: handler as RouteHandlerMethod,
  });
}
