import type { z } from 'zod';
import type { Access } from './access.ts';
import type { ApiKeyScope } from './constants/api-keys.ts';

// One description per API call: method, path, request schemas and answer. The server registers
// its route from it (server/src/lib/route.ts) and the web calls it by `METHOD path` through one
// typed client (web/src/lib/api-call.ts), which uses only its types, so the web loads no zod.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `:name` for a path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The answer's schema: it serialises the answer, so a field nobody listed never leaves. */
  readonly response: z.ZodType;
  /** Who may call it (contract/src/access.ts): the access-control test holds the route to it. */
  readonly access: Access;
  /** The scope that lets a company's API key call it; without one, API keys are refused (403). */
  readonly apiKey?: ApiKeyScope;
}

/** The method and path of a key such as `GET /api/orders/:id`, as literal types. */
type MethodAndPath<K extends string> = K extends `${infer M extends HttpMethod} ${infer P}` ? { readonly method: M; readonly path: P } : never;

/**
 * Declares an endpoint by its key (`METHOD path`, as callers name it) and the rest of its
 * description, keeping its literal method and path in the type.
 */
export function endpoint<const K extends `${HttpMethod} /api/${string}`, const D extends Omit<Endpoint, 'method' | 'path'>>(
  key: K,
  description: D,
): { readonly [F in keyof (MethodAndPath<K> & D)]: (MethodAndPath<K> & D)[F] } {
  const [method, path] = key.split(' ');
  return { method, path, ...description } as MethodAndPath<K> & D;
}

/** `GET /api/orders/:id`: how a caller names an endpoint. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

export const endpointKey = (e: Endpoint): string => `${e.method} ${e.path}`;

/** The schema at `field` of an endpoint, or never when it has none. */
export type SchemaOf<E, F extends 'params' | 'query' | 'body'> = E extends { readonly [K in F]: infer S extends z.ZodType } ? S : never;

/** What the caller sends for each part (before the server's defaults and coercions). */
export type EndpointInput<E, F extends 'params' | 'query' | 'body'> = [SchemaOf<E, F>] extends [never] ? never : z.input<SchemaOf<E, F>>;
/** What the server's handler reads for each part (after validation). */
export type EndpointParsed<E, F extends 'params' | 'query' | 'body'> = [SchemaOf<E, F>] extends [never] ? unknown : z.output<SchemaOf<E, F>>;

/** The JSON answer as the caller receives it. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
