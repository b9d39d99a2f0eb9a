import Ajv from 'ajv';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '@customer-hub/contract/errors';
import { buildContact, buildStaff, buildTenant } from './factories.ts';
import { apiKeyFor, buildTestApp, sessionFor, type TestApp } from './helpers.ts';

/**
 * Schema fuzzing over every route of the OpenAPI document the app serves: fast-check makes
 * valid-looking and hostile queries, bodies, path parameters and headers (prototype-pollution
 * keys, 1 MB strings, deep nesting, wrong types, NUL, lone surrogates, RTL and combining marks,
 * huge page numbers), sent as a main contact and as an admin. Every answer must be below 500;
 * a 4xx must be the app's problem body; a JSON 2xx must match the route's declared response
 * schema; no answer may carry a stack trace, SQL text or a server file path.
 * FUZZ_SEED and FUZZ_RUNS (runs per route and caller) vary the run; the seed is printed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
// Ends the caller's own session or streams forever: fuzzing them would only stop the run.
const SKIP = new Set(['POST /api/auth/logout', 'GET /api/notifications/stream', 'DELETE /api/view-as']);
const LEAKS = [/\n\s+at \S+ \(/, /node_modules\//, /\/server\/src\//, /\.ts:\d+:\d+/, /syntax error at or near/i, /\bselect\b[^"]{0,80}\bfrom\b\s+"/i, /violates \w+ (key )?constraint/i, /relation "\w+"/i];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[] };
interface Operation {
  method: string;
  path: string;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  ok?: (data: unknown) => boolean;
}

let t: TestApp;
const headers = {} as Record<'customer' | 'admin' | 'apiKey', Record<string, string>>;
const operations: Operation[] = [];
const totals = { runs: 0, requests: 0, ok: 0, checked: 0, clientErrors: 0, failures: [] as string[] };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await buildTenant(db);
  headers.customer = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, mainContact: true, permissions: ['Dashboard', 'Reports', 'CurrentAccounts', 'Trips', 'SearchDocuments', 'Requests', 'Orders', 'CreateOrder', 'CancelOrder', 'Folders'] })).id);
  headers.admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  // A company API key with every scope, made by an admin (the whole company's scope).
  headers.apiKey = await apiKeyFor(db, { companyId: a.company.id, createdBy: (await buildStaff(db, 'Admin')).id });

  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> }; responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>> };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (upper === 'HEAD' || SKIP.has(`${upper} ${path.replace(/\{(\w+)\}/g, ':$1')}`)) continue;
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
      const okSchema = op.responses?.['200']?.content?.['application/json']?.schema;
      let ok: Operation['ok'];
      try {
        ok = okSchema ? (ajv.compile(okSchema) as (data: unknown) => boolean) : undefined;
      } catch {
        ok = undefined;
      }
      operations.push({ method: upper, path, query, body: op.requestBody?.content?.['application/json']?.schema, ok });
    }
  }
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202eevil\u202c', 'e\u0301\u0301\u0301', '\ufeff', '🏳️‍🌈', '../../etc/passwd', "' OR 1=1 --", '%00', '${7*7}', '{{7*7}}', ''),
  fc.constant('x'.repeat(1_048_576)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 9_999_999_999, 1.5, Number.MAX_SAFE_INTEGER);
const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], deep(2_000), JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A value that fits the schema's type roughly (so validation passes now and then), or a hostile one. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const fitting =
    schema?.enum ? fc.constantFrom(...schema.enum)
    : schema?.anyOf?.length ? fc.oneof(...schema.anyOf.map((s) => valueFor(s)))
    : type === 'integer' || type === 'number' ? fc.oneof(fc.integer({ min: 1, max: 50 }), hostileNumber)
    : type === 'boolean' ? fc.boolean()
    : type === 'array' ? fc.array(schema?.items ? fc.constant(null).chain(() => valueFor(schema.items)) : hostileValue, { maxLength: 3 })
    : type === 'object' && schema?.properties ? objectFor(schema)
    : fc.oneof(fc.string({ maxLength: 20 }), fc.uuid());
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: hostileValue });
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fc.constant(null).chain(() => valueFor(s))]));
  return fc.tuple(fc.record(props, { requiredKeys: [] }), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000'), hostileValue, { maxKeys: 2 })).map(([a, b]) => {
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`)
    .join('&');

function inputFor(op: Operation) {
  const pathParam = fc.oneof(fc.uuid(), fc.constantFrom('0', '-1', '99999999999999999999', '..%2F..', '%00', '%E2%80%AE', 'en-US', 'password_reset', 'large'), fc.string({ maxLength: 12 }).map(encodeURIComponent));
  return fc.record({
    params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
    query: fc.record(Object.fromEntries(Object.entries({ ...op.query, page: { type: 'integer' }, pageSize: { type: 'integer' } }).map(([k, s]) => [k, valueFor(s)])), { requiredKeys: [] }),
    body: op.body ? fc.oneof({ weight: 4, arbitrary: valueFor(op.body) }, { weight: 1, arbitrary: hostileValue }) : fc.constant(undefined),
    header: fc.constantFrom({}, { 'accept-language': '\u202e'.repeat(50) }, { 'x-forwarded-for': '1.1.1.1, \u0000' }, { 'content-type': 'application/json; charset=utf-16' }, { 'if-none-match': '"' + 'x'.repeat(4000) + '"' }),
  });
}

describe('schema fuzzing over the OpenAPI document', () => {
  it(`answers every generated request below 500, with the problem body or the declared schema, and leaks nothing`, async () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      for (const who of ['customer', 'admin', 'apiKey'] as const) {
        await fc.assert(
          fc.asyncProperty(inputFor(op), async (input) => {
            let i = 0;
            const url = op.path.replace(/\{\w+\}/g, () => input.params[i++ % 4]!) + (Object.keys(input.query).length ? `?${queryString(input.query)}` : '');
            const body = input.body === undefined ? undefined : JSON.stringify(input.body);
            const request: InjectOptions = { method: op.method as InjectOptions['method'], url, headers: { ...headers[who], ...input.header, ...(body !== undefined && { 'content-type': 'application/json' }) }, ...(body !== undefined && { payload: body }) };
            const res = await t.app.inject(request);
            totals.runs++;
            totals.requests++;
            const problems: string[] = [];
            if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
            if (res.statusCode >= 400 && res.statusCode < 500 && !Problem.safeParse(safeJson(res.body)).success) problems.push(`4xx without the problem body: ${res.body.slice(0, 200)}`);
            if (res.statusCode < 300) totals.ok++;
            if (res.statusCode >= 400) totals.clientErrors++;
            if (res.statusCode === 200 && op.ok && String(res.headers['content-type']).startsWith('application/json')) {
              totals.checked++;
              if (!op.ok(safeJson(res.body))) problems.push('2xx not matching its response schema');
            }
            const leak = LEAKS.find((re) => re.test(res.body));
            if (leak) problems.push(`leaks ${leak}`);
            if (problems.length) totals.failures.push(`${op.method} ${op.path} as ${who}: ${problems.join('; ')} (url ${url.slice(0, 200)})`);
            return problems.length === 0;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        ).catch(() => undefined); // collected in totals.failures, reported together below
      }
    }
    console.log(`runs ${totals.runs}, requests ${totals.requests}, failures ${totals.failures.length}, seed ${SEED}`);
    console.log(`(${totals.ok} answered 2xx, ${totals.checked} of them checked against their response schema; ${totals.clientErrors} answered 4xx with the problem body)`);
    for (const f of totals.failures.slice(0, 20)) console.log(f);
    expect(totals.failures).toEqual([]);
  }, 600_000);
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
