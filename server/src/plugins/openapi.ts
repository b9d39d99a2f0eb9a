import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENDPOINT_NAMES } from '@customer-hub/contract/api';
import { Problem } from '@customer-hub/contract/errors';
import { SESSION_COOKIE } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error answers the route gives beyond the ones the OpenAPI document works out from its
     * schemas and config (e.g. 409 for a state that forbids the change, 410 for an expired link).
     */
    problems?: readonly ProblemStatus[];
    /**
     * A deprecated route: the date (YYYY-MM-DD, at least six months after it was deprecated) from
     * which it may be removed. The document marks it `deprecated: true`; each answer carries a
     * `Sunset` header (RFC 8594) with that date.
     */
    sunset?: string;
    /**
     * The media types an answer that is not JSON comes in, by status (`{ 200: ['application/pdf'] }`):
     * the document describes those instead of application/json, text as a string and anything
     * else as bytes (`format: binary`); the range of every type for a file of whatever type it was stored as.
     */
    media?: Readonly<Partial<Record<number, readonly string[]>>>;
  }
}

/** An XLSX workbook's media type. */
export const XLSX_MEDIA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The error answers the document describes, each a shared response with the problem+json body. */
const PROBLEM_RESPONSES = {
  400: ['BadRequest', 'The request is malformed or a field is invalid (`VALIDATION_FAILED` names each field in `errors`)'],
  401: ['Unauthorized', 'No valid session: sign in (POST /token) and send its token'],
  403: ['Forbidden', 'The caller may not do this: role, permissions, a pending privacy policy, a read-only view-as session or a cross-site write'],
  404: ['NotFound', 'Nothing with this id within the caller’s scope'],
  409: ['Conflict', 'The record’s state does not allow the change, or a value is taken'],
  410: ['Gone', 'The link or reference has expired'],
  413: ['PayloadTooLarge', 'The body or file is larger than allowed'],
  415: ['UnsupportedMediaType', 'The file’s type (decided from its bytes) is not allowed here'],
  429: ['TooManyRequests', 'Too many calls: wait and try again'],
  500: ['InternalError', 'An error has occurred (details go to the system log, never to the caller)'],
  503: ['ServiceUnavailable', 'The database or Redis cannot be reached: try again after `Retry-After` seconds'],
} as const;
export type ProblemStatus = keyof typeof PROBLEM_RESPONSES;

const PROBLEMS_KEY = 'x-problems';
const MEDIA_KEY = 'x-media';

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  consumes?: readonly string[];
  operationId?: string;
  summary?: string;
  description?: string;
  hide?: boolean;
}

/** Methods whose body Fastify reads: a malformed one is 400, a too large one 413, an unknown content type 415. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers of one route: from what it takes (params, query, body, upload), its policy,
 * its rate limit, the statuses its summary or description names (`409 ORDER_CUTOFF_PASSED`) and
 * its config's `problems`. Every route may answer 500 and 503.
 */
function problemsOf(
  method: string,
  url: string,
  schema: RouteSchema,
  config: { policy?: unknown; rateLimit?: unknown; problems?: readonly ProblemStatus[] },
): ProblemStatus[] {
  const upload = schema.consumes?.includes('multipart/form-data') ?? false;
  const statuses = new Set<ProblemStatus>(config.problems);
  const words = `${schema.summary ?? ''} ${schema.description ?? ''}`;
  for (const [, status] of words.matchAll(/\b(4\d\d)\b/g)) if (status && status in PROBLEM_RESPONSES) statuses.add(Number(status) as ProblemStatus);
  if (schema.params || schema.querystring || schema.body || upload || WITH_BODY.has(method)) statuses.add(400);
  if (config.policy !== 'public') statuses.add(401).add(403);
  if (url.includes(':')) statuses.add(404);
  if (WITH_BODY.has(method) || upload) statuses.add(413).add(415);
  if (config.rateLimit) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: zod writes `{ nullable: true }` for an
 * unknown that may be null (any value may: the flag goes) and beside `anyOf` (it moves into each
 * typed member, and a null-only member stands for the rest).
 */
function fixNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullable);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) {
    delete schema.nullable;
    const members = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
    if (members) {
      const typed = members.filter((m) => m.type !== undefined);
      for (const member of typed) member.nullable = true;
      if (typed.length < members.length) members.push({ type: 'object', nullable: true, enum: [null] });
    } else if (schema.$ref || schema.allOf) {
      const rest = Object.fromEntries(Object.entries(schema));
      for (const key of Object.keys(schema)) delete schema[key];
      Object.assign(schema, { anyOf: [rest, { type: 'object', nullable: true, enum: [null] }] });
    }
  }
  for (const value of Object.values(schema)) fixNullable(value);
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/**
 * An answer that is not JSON, as its route's `media` config says: its content under each media
 * type, text a string (keeping the schema's values) and anything else bytes.
 */
function describeMedia(operation: Record<string, unknown>): void {
  const media = operation[MEDIA_KEY] as Partial<Record<string, readonly string[]>> | undefined;
  if (!media) return;
  delete operation[MEDIA_KEY];
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  for (const [status, types] of Object.entries(media)) {
    const response = responses[status];
    if (!response || !types) continue;
    const given = Object.values(response.content ?? {})[0]?.schema ?? {};
    response.content = Object.fromEntries(
      types.map((type) => [type, { schema: type.startsWith('text/') ? { ...given, type: 'string' } : { description: given.description, type: 'string', format: 'binary' } }]),
    );
  }
}

/** Gives each operation its error answers (references to the shared responses) and fixes what zod writes loosely. */
function finishDocument<D extends OpenApiDocument>(document: D): D {
  const used = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      describeMedia(operation);
      const statuses = operation[PROBLEMS_KEY] as ProblemStatus[] | undefined;
      if (!statuses) continue;
      delete operation[PROBLEMS_KEY];
      const responses = (operation.responses ??= {});
      for (const status of statuses) {
        responses[status] ??= { $ref: `#/components/responses/${PROBLEM_RESPONSES[status][0]}` };
        used.add(PROBLEM_RESPONSES[status][0]);
      }
    }
  }
  // Only the shared answers some operation refers to.
  const shared = (document.components?.responses ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(shared)) if (!used.has(name)) delete shared[name];
  fixNullable(document.paths);
  fixNullable(document.components);
  return document;
}

const problemComponents = () => ({
  schemas: { Problem: { ...z.toJSONSchema(Problem, { target: 'openapi-3.0' }), description: 'An error answer (RFC 9457), with a stable `code`' } },
  responses: Object.fromEntries(
    Object.values(PROBLEM_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
    ]),
  ),
});

/** Where the OpenAPI document is served (JSON), with or without its UI (modules/connect serves it). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** The operation's extension naming the API key scope that opens it (`x-api-key-scope`). */
export const API_KEY_SCOPE_EXTENSION = 'x-api-key-scope';

/**
 * OpenAPI document generated from the zod schemas (app.swagger()), with its UI and JSON at
 * /api/docs when `ui` is on (config.openApiUi: off in production unless OPENAPI_UI=true); the JSON
 * alone is always at OPENAPI_DOCUMENT_PATH.
 * Each operation's id is its endpoint's name in the contract (contract/src/api.ts ENDPOINT_NAMES),
 * or the `operationId` a route outside the contract names; its error answers are worked out here.
 */
export default fp(
  async (app, opts: { ui: boolean; publicUrl?: string }) => {
    // JSON Schema objects as zod writes them; the options' types are a union of OpenAPI versions' shapes.
    const { schemas, responses } = problemComponents() as unknown as { schemas: never; responses: never };
    const options: FastifyDynamicSwaggerOptions = {
      openapi: {
        info: {
          title: 'Customer Hub API',
          version: '0.1.0',
          description:
            'Calls named in the product specification keep their exact paths, payloads and answers, including their odd booleans ' +
            '(ShowChat falsy = show; ShowsNotifications is the hide flag; ShowsGDPR false = a policy is waiting). ' +
            'Everything else is REST under /api/. Errors are application/problem+json with a stable `code`.',
          // No licence is granted (the package is private): npm's word for that.
          license: { name: 'UNLICENSED' },
        },
        servers: [{ url: opts.publicUrl ?? '/', description: 'This installation' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /token' },
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: `The web app's session cookie (set when the call sends \`x-session: cookie\`); over HTTPS it is \`__Host-${SESSION_COOKIE}\``,
            },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Company API key (see Connect your systems)' },
          },
          schemas,
          responses,
        },
        security: [{ bearer: [] }, { session: [] }],
      },
      transform: (document: Parameters<typeof jsonSchemaTransform>[0]) => {
        const result = jsonSchemaTransform(document);
        const schema = result.schema as Record<string, unknown> & RouteSchema;
        if (!schema || schema.hide) return result;
        const { route, url } = document;
        const method = String(route.method);
        const config = route.config ?? {};
        schema.operationId ??= ENDPOINT_NAMES.get(`${method} ${url}`);
        // A public route that checks a session itself (it names 401) still takes one.
        if (config.policy === 'public' && !config.problems?.includes(401)) schema.security = [];
        // A company API key may call it too, with the scope named (the others refuse keys: 403 API_KEY_SCOPE).
        else if (config.apiKey) {
          schema.security = [{ bearer: [] }, { session: [] }, { apiKey: [] }];
          schema.description = [schema.description, `API keys: scope \`${config.apiKey}\`.`].filter(Boolean).join(' ');
          // The same, for a program: the Connect page lists each scope's operations from it.
          schema[API_KEY_SCOPE_EXTENSION] = config.apiKey;
        }
        schema[PROBLEMS_KEY] = problemsOf(method, url, schema, config);
        if (config.media) schema[MEDIA_KEY] = config.media;
        if (config.sunset) {
          schema.deprecated = true;
          schema.description = [schema.description, `Deprecated: may be removed from ${config.sunset} (\`Sunset\` header).`].filter(Boolean).join(' ');
        }
        return result;
      },
      transformObject: (document) => finishDocument(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as OpenApiDocument) as never,
    };
    await app.register(swagger, options);
    app.addHook('onRoute', (route) => {
      const sunset = route.config?.sunset;
      if (sunset !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(sunset) || Number.isNaN(Date.parse(sunset)))) {
        throw new Error(`Route ${route.method} ${route.url}: sunset must be a date (YYYY-MM-DD), not ${sunset}`);
      }
    });
    app.addHook('onSend', async (request, reply) => {
      const sunset = request.routeOptions.config?.sunset;
      if (sunset) reply.header('sunset', new Date(`${sunset}T00:00:00Z`).toUTCString());
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
