import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_GROUPS } from '@customer-hub/contract/api';
import { endpointKey, type Endpoint } from '@customer-hub/contract/endpoint';
import { buildTestApp, type TestApp } from './helpers.ts';

// The OpenAPI document (app.swagger()) as an API client's generator reads it: every operation
// named and summarised, its errors described, Redocly's recommended rules met, and the committed
// TypeScript types (contract/openapi/customer-hub.d.ts) generated from this very document.

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TYPES_FILE = path.join(ROOT, 'contract/openapi/customer-hub.d.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] } & Record<string, unknown>;

/** The operations of a document by `METHOD /fastify/:path` (the document writes `{path}`). */
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, operation })),
  );

/** The TypeScript types of the document, as `npm run openapi:types` writes them. */
export async function typesOf(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `/**\n * Generated from the API's OpenAPI document by \`npm run openapi:types\` (server/test/openapi.test.ts): do not edit.\n */\n\n${astToString(ast)}`;
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  // An installation's address as production has it (PUBLIC_URL), not localhost.
  t = await buildTestApp({ publicUrl: 'https://portal.customer-hub.test' });
  document = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId and gives it a summary', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter(({ operation }) => !operation.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId)).map((o) => o.key)).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map((o) => o.key)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("names each contract endpoint's operation by the endpoint's property in its group", () => {
    const byKey = new Map(operationsOf(document).map(({ key, operation }) => [key, operation.operationId]));
    const expected = Object.values(API_GROUPS).flatMap((group) => Object.entries(group).map(([name, endpoint]: [string, Endpoint]) => [endpointKey(endpoint), name]));
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.map(([key]) => [key, byKey.get(key!)])).toEqual(expected);
  });

  it('describes the errors with the shared problem answers, and who may call', () => {
    const op = (key: string) => operationsOf(document).find((o) => o.key === key)!.operation;
    const statuses = (key: string) => Object.keys(op(key).responses);
    // The spec's sign-in answers a refusal, throttled ones too, as 400 with plain text (Failed).
    expect(statuses('POST /token')).toEqual(['200', '400', '413', '415', '500', '503']);
    expect(op('POST /token').security).toEqual([]);
    expect(statuses('POST /api/access-requests')).toEqual(expect.arrayContaining(['400', '429']));
    expect(op('POST /api/access-requests').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(statuses('GET /api/orders/:id')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '500']));
    // Orders are open to company API keys (orders:read): the operation says so; staff-only ones take the document's default.
    expect(op('GET /api/orders/:id').security).toEqual([{ bearer: [] }, { session: [] }, { apiKey: [] }]);
    expect(op('GET /api/orders/:id').description).toContain('orders:read');
    expect(op('POST /api/orders/:id/confirm').security).toBeUndefined();
    expect(op('GET /api/orders/:id').responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(statuses('POST /api/orders/:id/confirm')).toContain('409');
    // A state or uniqueness conflict the service answers is documented where it can happen.
    for (const key of ['POST /api/access-requests/:id/approve', 'POST /api/access-requests/:id/reject', 'PUT /api/sso/company-provider', 'POST /api/users/:id/deactivate', 'POST /api/webhooks', 'POST /api/webhooks/deliveries/:id/replay']) {
      expect(statuses(key), key).toContain('409');
    }
    expect(statuses('POST /api/users/:id/activate')).not.toContain('409');
    // Answers that are not JSON say what they are: text a string, files bytes.
    const contentOf = (operation: { responses: Record<string, unknown> }, status: string) => (operation.responses[status] as { content?: Record<string, unknown> } | undefined)?.content ?? {};
    expect(contentOf(op('POST /token'), '400')).toEqual({ 'text/plain': { schema: expect.objectContaining({ type: 'string', enum: ['Failed', 'NotAllowed', 'UseSingleSignOn'] }) } });
    expect(contentOf(op('GET /api/current-account/statement'), '200')).toEqual({ 'application/pdf': { schema: { description: 'application/pdf', type: 'string', format: 'binary' } } });
    expect(Object.keys(contentOf(op('GET /api/current-account/export'), '200'))).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(contentOf(op('GET /api/Common/DownloadFile'), '200'))).toEqual(['*/*']);
    const jsonDownloads = operationsOf(document).filter(({ key, operation }) => /\/(export|download|statement)$|DownloadFile$|attachments\/:attachmentId$|home-images\/:id\/:variant$/.test(key) && 'application/json' in contentOf(operation, '200'));
    expect(jsonDownloads.map(({ key }) => key)).toEqual([]);
    expect(operationsOf(document).filter(({ key }) => /\/(export|download|statement)$|DownloadFile$/.test(key)).length).toBeGreaterThan(8);
    expect(statuses('POST /api/documents')).toEqual(expect.arrayContaining(['400', '413', '415']));
    expect(document.components).toMatchObject({
      schemas: { Problem: { type: 'object', required: expect.arrayContaining(['type', 'title', 'status', 'code']) } },
      responses: { NotFound: { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'ch_session' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Company API key (see Connect your systems)' },
      },
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://portal.customer-hub.test' })]);
  });

  it("meets Redocly's recommended rules: no error, no warning", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-openapi-'));
    try {
      // The repository's config and its listed exceptions, beside the document they are keyed by.
      for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
      const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.json', '--format=json', '--max-problems=1000'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 32 * 1024 * 1024,
      }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
      const { totals, problems } = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number; ignored: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      console.log(`openapi: ${operationsOf(document).length} operations, redocly recommended: ${totals.errors} errors, ${totals.warnings} warnings (${totals.ignored} listed exceptions)`);
      expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
      expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is what the committed TypeScript types were generated from (refresh: npm run openapi:types)', async () => {
    const types = await typesOf(document);
    if (process.env.OPENAPI_TYPES_WRITE) fs.writeFileSync(TYPES_FILE, types);
    expect(fs.existsSync(TYPES_FILE), 'run npm run openapi:types').toBe(true);
    expect(fs.readFileSync(TYPES_FILE, 'utf8') === types, 'contract/openapi/customer-hub.d.ts is stale: run npm run openapi:types').toBe(true);
  });
});

describe('a deprecated route', () => {
  it('is marked deprecated in the document and answers its Sunset date', async () => {
    const app = await buildTestApp({}, (a) => {
      a.get('/api/test-deprecated', { config: { policy: 'public', sunset: '2027-06-30' }, schema: { operationId: 'testDeprecated', summary: 'An old call' } }, async () => ({ ok: true }));
    });
    try {
      const operation = (app.app.swagger() as unknown as Document).paths['/api/test-deprecated']!.get as Operation & { deprecated?: boolean; description?: string };
      expect(operation).toMatchObject({ deprecated: true, description: expect.stringContaining('2027-06-30') });
      const res = await app.app.inject({ url: '/api/test-deprecated' });
      expect(res.headers.sunset).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
      expect((await app.app.inject({ url: '/health/live' })).headers.sunset).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
