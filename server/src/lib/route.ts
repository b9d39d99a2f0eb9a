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
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
    // The scope that lets a company's API key call it (plugins/auth.ts); without one, keys are refused.
    ...(endpoint.apiKey && { config: { ...options.config, apiKey: endpoint.apiKey } }),
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

type RouteConfig = NonNullable<RouteShorthandOptions['config']>;

/**
 * One route of a module: its OpenAPI summary, or the summary with a description and whatever of
 * the config (policy, rate limit) differs from the module's defaults.
 */
export type RouteDeclaration = string | (RouteConfig & { summary: string; description?: string });

export type AddRoute = <E extends Endpoint>(endpoint: E, declaration: RouteDeclaration, handler: EndpointHandler<E>) => void;

/** A per-minute rate limit of a route's config. */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

/**
 * A module's routes: each is declared by its endpoint, its summary and its handler, under the
 * module's OpenAPI tag and default policy (a declaration may name another).
 */
export function moduleRoutes(
  defaults: { tag: string; policy?: RouteConfig['policy'] },
  register: (add: AddRoute, app: App) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const add: AddRoute = (endpoint, declaration, handler) => {
      const { summary, description, ...config } = typeof declaration === 'string' ? { summary: declaration } : declaration;
      const schema = { tags: [defaults.tag], summary, ...(description && { description }) };
      route(app, endpoint, { config: { policy: defaults.policy, ...config }, schema }, handler);
    };
    await register(add, app);
  };
}
