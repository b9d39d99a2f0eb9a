import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app.ts';
import { loadConfig, type Config } from '@/config.ts';
import { openDatabase, type Database } from '@/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on TEST_DATABASE_URL that is dropped again on close. Both are copies of the database
 * the run migrated once (test/global-setup.ts); `migrate: false` starts from an empty one.
 */
export async function openTestDatabase({ migrate = true } = {}): Promise<Database> {
  const migrated = migrate ? await migratedCopy() : undefined;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ pgliteSnapshot: migrated?.snapshot });
    if (migrate && !migrated?.snapshot) await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'ch_test', migrated?.template);
  const database = await openDatabase({ url: scratch.url, poolSize: 5 });
  if (migrate && !migrated?.template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database's name. */
    templateDatabase: string;
    /** PGlite: the path of the migrated data folder's archive. */
    pgliteSnapshot: string;
  }
}

let snapshot: Blob | undefined;
/** What the run's global setup migrated, when it ran (vitest); else nothing, and each database migrates itself. */
async function migratedCopy(): Promise<{ template?: string; snapshot?: Blob } | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  if (process.env.TEST_DB === 'postgres') return { template: inject('templateDatabase') };
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([fs.readFileSync(file)]);
  return { snapshot };
}

/**
 * This test file's keys and channels in a shared Redis (TEST_REDIS_URL): the PGlite and
 * PostgreSQL runs of a file go side by side, and an earlier run's waits may still hold, so each
 * file counts its own failures. Apps built in one file share it, as instances of one deployment do.
 */
export const TEST_REDIS_PREFIX = `ch-test-${randomUUID().slice(0, 8)}:`;

/** Test apps keep document files in a folder of their own under the system's temp folder. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      APP_SECRET: 'test-app-secret-0123456789',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Callers that sweep every route with an API key stay under its own limit (its test sets a low one).
      API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
      // The log tests read request lines (test apps count as a demo, which leaves them out).
      REQUEST_LOG: '1',
      STORAGE_DIR: path.join(os.tmpdir(), `ch-test-files-${randomUUID()}`),
      REDIS_KEY_PREFIX: TEST_REDIS_PREFIX,
    },
    overrides,
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Builds the app on a fresh database; `setup` may add routes before it is ready. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await setup?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      if (!overrides.storageDir) fs.rmSync(config.storageDir, { recursive: true, force: true });
    },
  };
}

/** A stream collecting every line the app logs (buildApp's `logStream`), read back with `text()`. */
export function logCapture(): { stream: Writable; text: () => string } {
  let logged = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged += chunk.toString();
      done();
    },
  });
  return { stream, text: () => logged };
}

/** Signs in through POST /token and answers the bearer header. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/token', payload: { username, password } });
  if (res.statusCode !== 200 || !res.json().access_token) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}` };
}

/**
 * Signs in through POST /token and accepts every privacy-policy version awaiting the user (the
 * demo data publishes one), as the web's gate would; answers the bearer header.
 */
export async function signInAccepting(app: FastifyInstance, username: string, password: string): Promise<{ authorization: string }> {
  const headers = await signIn(app, username, password);
  for (;;) {
    const pending = (await app.inject({ url: '/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', headers })).json() as { id: string } | null;
    if (!pending) return headers;
    const res = await app.inject({ method: 'POST', url: '/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', headers, payload: { id: pending.id, accepted: true } });
    if (res.statusCode !== 200) throw new Error(`accepting privacy policy ${pending.id} failed: ${res.statusCode} ${res.body}`);
  }
}

/** Opens a session for a user directly (no password hashing), answering its bearer header. */
export async function sessionFor(db: Database['db'], userId: string): Promise<{ authorization: string }> {
  const { sessions } = await import('@/db/schema/users.ts');
  const { hashToken, newToken } = await import('@/lib/tokens.ts');
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { authorization: `Bearer ${token}` };
}

/**
 * Creates a company API key directly (its hash stored, as the module does), answering its
 * X-API-Key header: `createdBy` is the user whose scope and current permissions it never exceeds.
 */
export async function apiKeyFor(
  db: Database['db'],
  key: { companyId: string; createdBy: string; scopes?: readonly string[]; allowedIps?: string[]; expiresAt?: Date },
): Promise<{ 'x-api-key': string }> {
  const { randomBytes } = await import('node:crypto');
  const { apiKeys } = await import('@/db/schema/api-keys.ts');
  const { hashToken } = await import('@/lib/tokens.ts');
  const { API_KEY_SCOPES } = await import('@customer-hub/contract/constants/api-keys');
  const secret = `chk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiKeys).values({
    companyId: key.companyId,
    createdBy: key.createdBy,
    name: 'Test key',
    scopes: [...(key.scopes ?? API_KEY_SCOPES)],
    keyPrefix: secret.slice(0, 12),
    keyHash: hashToken(secret),
    expiresAt: key.expiresAt ?? new Date(Date.now() + 86_400_000),
    allowedIps: key.allowedIps ?? [],
  });
  return { 'x-api-key': secret };
}

/** Opens a view-as session directly: `staffUserId` sees the portal as `userId`, read-only. */
export async function viewAsSessionFor(db: Database['db'], userId: string, staffUserId: string): Promise<{ authorization: string }> {
  const { sessions } = await import('@/db/schema/users.ts');
  const { hashToken, newToken } = await import('@/lib/tokens.ts');
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 1_800_000), viewAsStaffUserId: staffUserId, viewAsReason: 'Test' });
  return { authorization: `Bearer ${token}` };
}

/** The app's address as `inject()` reaches it (Host: localhost:80): what its own pages send as their Origin. */
export const OWN_ORIGIN = 'http://localhost:80';

/**
 * The same session as the web app carries it: the token in its cookie, on a request from the
 * app's own pages (what a browser sends on a same-origin fetch), without the bearer header.
 */
export function asCookie(auth: { authorization: string }): { cookie: string; origin: string; 'sec-fetch-site': string } {
  return { cookie: `ch_session=${auth.authorization.replace(/^Bearer /, '')}`, origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' };
}

/** The rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Database['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
