import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildStaff, buildTenant } from './factories.ts';
import { apiKeyFor, buildTestApp, sessionFor, type TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

/**
 * Every route of the OpenAPI document, with a NUL byte and a lone surrogate put into each string
 * of its body, each query parameter and each path parameter in turn (the rest of the request a
 * valid-looking sample), sent as anonymous, as a customer with every permission, as an admin and
 * with the customer's company API key.
 * No answer may be a 5xx. No route is skipped: a refused request changes nothing.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const HOSTILE = { nul: '\u0000', surrogate: '\ud800' } as const;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
// A 1×1 PNG: an upload the server would take, but for the hostile text.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const STRING_CANDIDATES = ['Sample', 'x'.repeat(43), '123456', 'AB-12', 'a long enough passphrase'];

/** A value the schema accepts, as far as a small sampler can tell. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? { type: 'string' }));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = sample(property);
      if (typeof schema.additionalProperties === 'object') value.name = sample(schema.additionalProperties);
      return value;
    }
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }) : 'Sample';
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return SAMPLE_ID;
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'date') return '2099-01-01';
  if (schema.format === 'date-time') return '2099-01-01T00:00:00.000Z';
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern).test(s));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

type Path = (string | number)[];

/** Every place in a sampled value where a schema says "string". */
function stringPaths(schema: JsonSchema, path: Path = []): Path[] {
  if (schema.enum) return schema.enum.some((v) => typeof v === 'string') ? [path] : [];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return stringPaths(option, path);
  if (schema.allOf) return schema.allOf.flatMap((s) => stringPaths(s, path));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') return [path];
  if (type === 'array') return stringPaths(schema.items ?? {}, [...path, 0]);
  const paths = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => stringPaths(property, [...path, name]));
  if (typeof schema.additionalProperties === 'object') paths.push(...stringPaths(schema.additionalProperties, [...path, 'name']), [...path, 'na\u0000me']);
  return paths;
}

/** The sample with `bad` put inside the string at `path` (or as a key, for a path ending in a NUL key). */
function withHostile(value: unknown, path: Path, bad: string): unknown {
  if (path.length === 0) {
    const text = typeof value === 'string' ? value : 'Sample';
    return `${text.slice(0, 1)}${bad}${text.slice(1)}`;
  }
  const [head, ...rest] = path as [string | number, ...Path];
  if (typeof head === 'string' && head.includes('\u0000')) return { ...(value as object), [head.replace('\u0000', bad)]: 'Ana' };
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withHostile(copy[head], rest, bad);
  return copy;
}

/** Percent-encoding that keeps a lone surrogate as its (invalid) UTF-8 bytes instead of throwing. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= 0xd800 && code <= 0xdfff && char.length === 1 ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase() : encodeURIComponent(char);
  }
  return out;
}
const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(String(item))}`))
    .join('&');

type Who = 'anonymous' | 'customer' | 'admin' | 'apiKey';

interface Probe {
  label: string;
  request: InjectOptions;
}

/** Every hostile request of one operation, for one caller. */
function probes(method: string, route: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const sampleQuery = Object.fromEntries(queryParams.filter((p) => stringPaths(p.schema).length === 0 || p.schema.enum || p.schema.format).map((p) => [p.name, sample(p.schema)]));
  const samplePath = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema))]));
  const url = (path: Record<string, string>, query: Record<string, unknown>) => {
    const base = route.replace(/\{(\w+)\}/g, (_, name: string) => encode(path[name] ?? 'x'));
    const qs = queryString(query);
    return qs ? `${base}?${qs}` : base;
  };
  const body = jsonBody ? sample(jsonBody) : undefined;
  const found: Probe[] = [];
  for (const [kind, bad] of Object.entries(HOSTILE)) {
    const plain = { method: method as InjectOptions['method'], ...(body === undefined ? {} : { payload: body as object }) };
    for (const p of pathParams) {
      found.push({ label: `${kind} in path ${p.name}`, request: { ...plain, url: url({ ...samplePath, [p.name]: `${samplePath[p.name]}${bad}` }, sampleQuery) } });
    }
    for (const p of queryParams.filter((q) => stringPaths(q.schema).length > 0)) {
      found.push({ label: `${kind} in query ${p.name}`, request: { ...plain, url: url(samplePath, { ...sampleQuery, [p.name]: withHostile(sample(p.schema), [], bad) }) } });
    }
    if (jsonBody) {
      for (const path of stringPaths(jsonBody)) {
        const payload = JSON.stringify(withHostile(body, path, bad));
        found.push({ label: `${kind} in body ${path.join('.')}`, request: { ...plain, url: url(samplePath, sampleQuery), payload, headers: { 'content-type': 'application/json' } } });
      }
      // The same fields as an HTML form (POST /token takes one; every route parses them).
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const flat = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v !== 'object'));
        for (const name of Object.keys(flat).filter((n) => typeof flat[n] === 'string')) {
          found.push({
            label: `${kind} in form field ${name}`,
            request: { ...plain, url: url(samplePath, sampleQuery), payload: queryString({ ...flat, [name]: withHostile(flat[name], [], bad) }), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
          });
        }
      }
    }
  }
  return found;
}

let t: TestApp;
const headersOf = {} as Record<Who, Record<string, string>>;
let uploadFields: Record<string, string>;

beforeAll(async () => {
  // A mail server is configured (never reached: tests send nothing) so recovery and sign-up do not answer 503.
  t = await buildTestApp({ rateLimitPerMinute: 10_000, smtpUrl: 'smtp://127.0.0.1:9' });
  const db = t.database.db;
  const { company, partner, site } = await buildTenant(db);
  uploadFields = { businessPartnerId: partner.id, siteId: site.id, typeCode: 'IncidenceReport', documentNo: 'DOC-1', title: 'Title', description: 'About it', documentDate: '2026-11-01' };
  const customer = await buildContact(db, {
    companyId: company.id,
    mainContact: true,
    permissions: ['Dashboard', 'Reports', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Notifications', 'ContractOrganization', 'ContractLines', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'PricesColumn', 'CreateOrder', 'CancelOrder'],
  });
  headersOf.anonymous = {};
  headersOf.customer = await sessionFor(db, customer.id);
  headersOf.admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  // The customer's company API key with every scope: the routes its scopes open read the same input.
  headersOf.apiKey = await apiKeyFor(db, { companyId: company.id, createdBy: customer.id });
});
afterAll(() => t.close());

describe('hostile input', () => {
  it('answers no request with a NUL or a lone surrogate with a server error, on any route, as anyone', { timeout: 120_000 }, async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let requests = 0;
    const send = async (who: Who, label: string, request: InjectOptions) => {
      requests++;
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...headersOf[who] } });
      if (res.statusCode >= 500) failures.push(`${String(request.method)} ${request.url} as ${who}, ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };

    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const probe of probes(method.toUpperCase(), route, op)) {
          for (const who of ['anonymous', 'customer', 'admin', 'apiKey'] as const) await send(who, probe.label, probe.request);
        }
      }
    }
    // Multipart has no JSON schema to read: the upload's fields and file name, by hand.
    for (const [kind, bad] of Object.entries(HOSTILE)) {
      const fields = uploadFields;
      for (const name of [...Object.keys(fields), 'ledgerDocumentNo']) {
        const form = multipart({ ...fields, [name]: `A${bad}` }, { name: 'a.png', bytes: PNG });
        for (const who of ['anonymous', 'customer', 'admin'] as const) await send(who, `${kind} in upload field ${name}`, { method: 'POST', url: '/api/documents', ...form });
      }
      const form = multipart(fields, { name: `a${bad}.png`, bytes: PNG });
      for (const who of ['anonymous', 'customer', 'admin'] as const) await send(who, `${kind} in upload file name`, { method: 'POST', url: '/api/documents', ...form });
      const attachment = multipart({}, { name: `a${bad}.png`, bytes: PNG });
      for (const who of ['anonymous', 'customer', 'admin'] as const) await send(who, `${kind} in ticket attachment name`, { method: 'POST', url: '/api/tickets/attachments', ...attachment });
    }

    console.log(`hostile input: ${requests} requests, ${failures.length} server errors`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  });
});
