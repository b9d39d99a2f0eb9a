import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable the server reads, parsed once (README lists them). */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DEMO: bool.optional(),
  DEMO_PASSWORD: z.string().min(8).default('demo-password-2026'),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(480),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: bool.default(false),
  TICKET_DEFAULT_URL: z.string().url().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Seed demo data on an empty database. Default: on for the embedded database. */
  demo: boolean;
  demoPassword: string;
  tokenTtlMinutes: number;
  /** How long a looked-up session may be reused without a query; 0 turns the cache off. */
  sessionCacheSeconds: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDistDir: string;
  trustProxy: boolean;
  ticketDefaultUrl: string | undefined;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    demo: e.DEMO ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    ticketDefaultUrl: e.TICKET_DEFAULT_URL,
    ...overrides,
  };
}
