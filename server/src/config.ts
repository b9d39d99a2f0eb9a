import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Whom to believe in `X-Forwarded-For` / `-Proto` (Fastify's trustProxy): nobody (empty, 0, false,
 * no); proxies on loopback and private addresses (1, true, yes: where a reverse proxy or a
 * cluster's ingress usually is); or the listed addresses and CIDR ranges of the proxies. The
 * client's address is then the first one, counting from the server, that is not a trusted proxy,
 * so whatever a client wrote into the header itself is ignored. Fastify no longer takes a count of
 * hops (it could not tell a proxy from a client that writes enough of them).
 */
export const PRIVATE_PROXIES = 'loopback,linklocal,uniquelocal';
export function trustProxyOf(value: string): false | string | null {
  const v = value.trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(v)) return false;
  if (['1', 'true', 'yes'].includes(v)) return PRIVATE_PROXIES;
  const parts = v.split(',').map((p) => p.trim());
  const valid = (p: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(p)) return true;
    const [address, bits, ...rest] = p.split('/');
    const kind = isIP(address ?? '');
    if (!kind || rest.length) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  };
  return parts.every(valid) ? parts.join(',') : null;
}

/** An empty value (`S3_ENDPOINT=` in an env file) counts as not given. */
const unset = z.literal('').transform(() => undefined);

const S3_OPTIONS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

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
  APP_SECRET: z.string().min(16).optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  AUTH_LOCK_AFTER: z.coerce.number().int().min(1).max(100).default(5),
  AUTH_IP_LOCK_AFTER: z.coerce.number().int().min(1).max(10_000).default(20),
  AUTH_LOCK_BASE_SECONDS: z.coerce.number().positive().default(60),
  AUTH_LOCK_MAX_SECONDS: z.coerce.number().positive().default(900),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Requests a minute one company API key may make (docs/ARCHITECTURE.md, "API keys"). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** The server render's build (web/dist-ssr beside web/dist by default). */
  WEB_SSR_DIR: z.string().optional(),
  SERVER_RENDER: bool.optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = trustProxyOf(v);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: 'must be 0, 1 (proxies on private addresses) or the addresses/CIDR ranges of the proxies, comma-separated' });
      return parsed ?? false;
    })
    .default(false),
  OPENAPI_UI: bool.optional(),
  REQUEST_LOG: bool.optional(),
  CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s/?#]+$/, 'must be origins such as https://portal.example.com, comma-separated')))
    .optional(),
  TICKET_DEFAULT_URL: z.string().url().optional(),
  MAP_TILE_URL: z.string().regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/, 'must be an http(s) URL with {z}, {x} and {y}').default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://… or smtps://…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EMAIL_FROM: z.string().trim().min(3).default('Customer Hub <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  WEBAUTHN_RP_ID: z.string().trim().regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i, 'must be a host name such as portal.example.com (no scheme, port or path)').optional(),
  WEBAUTHN_RP_NAME: z.string().trim().min(1).max(100).default('Customer Hub'),
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s/?#]+$/, 'must be origins such as https://portal.example.com, comma-separated')).min(1))
    .optional(),
  WORKER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  STREAM_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(25),
  POWER_BI_AUTHORITY_URL: z.string().regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL').default('https://login.microsoftonline.com'),
  POWER_BI_API_URL: z.string().regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL').default('https://api.powerbi.com'),
  POWER_BI_EMBED_ORIGIN: z.string().regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an origin such as https://app.powerbi.com').default('https://app.powerbi.com'),
  BI_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(120).default(10),
  SSO_ALLOW_HTTP_ISSUERS: bool.optional(),
  SSO_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(60).default(10),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STORAGE_DIR: z.string().min(1).optional().or(unset),
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, 'must be a bucket name')
    .optional()
    .or(unset),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region such as us-east-1').optional().or(unset),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
    .optional()
    .or(unset),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().or(unset),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().or(unset),
  S3_FORCE_PATH_STYLE: bool.optional(),
  MAIL_IN_ADDRESS: z.email('must be one address such as support@example.com').optional().or(unset),
  MAIL_IN_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  MAIL_IN_SMTP_HOST: z.string().min(1).optional().or(unset),
  MAIL_IN_ALLOWED_RELAYS: z
    .string()
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
    .refine((list) => list.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated')
    .optional(),
  MAIL_IN_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(25 * 1024 * 1024),
  MAIL_IN_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^\s/?#]+\/?$/, 'must be imap://host:port or imaps://host:port')
    .optional()
    .or(unset),
  MAIL_IN_IMAP_USER: z.string().min(1).optional().or(unset),
  MAIL_IN_IMAP_PASSWORD: z.string().min(1).optional().or(unset),
  MAIL_IN_IMAP_MAILBOX: z.string().min(1).default('INBOX'),
  MAIL_IN_IMAP_MOVE_TO: z.string().min(1).optional().or(unset),
  MAIL_IN_IMAP_POLL_SECONDS: z.coerce.number().min(5).max(86_400).default(60),
  S3_PREFIX: z
    .string()
    .regex(/^\/*[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/*$/, 'must be folder names (letters, digits, _, . or -) joined by /')
    .refine((v) => !v.split('/').some((s) => s === '.' || s === '..'), 'must not hold a . or .. segment')
    .optional()
    .or(unset),
}).superRefine((e, ctx) => {
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the default AWS credential chain',
    });
  }
  // Emailed links are built from PUBLIC_URL alone; the fallback names this process's own port,
  // which behind a proxy or with several instances is nobody's address. Only a demo may guess.
  const demo = e.DEMO ?? !e.DATABASE_URL;
  if (e.NODE_ENV === 'production' && !demo && !e.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required in production: the address users reach the portal at (https://portal.example.com), used in every emailed link' });
  }
  if ((e.MAIL_IN_SMTP_PORT !== undefined || e.MAIL_IN_IMAP_URL) && !e.MAIL_IN_ADDRESS) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_IN_ADDRESS'], message: 'required when MAIL_IN_SMTP_PORT or MAIL_IN_IMAP_URL is set: the support address replies go to' });
  }
  if (e.MAIL_IN_IMAP_URL && (!e.MAIL_IN_IMAP_USER || !e.MAIL_IN_IMAP_PASSWORD)) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_IN_IMAP_USER'], message: 'give MAIL_IN_IMAP_USER and MAIL_IN_IMAP_PASSWORD with MAIL_IN_IMAP_URL' });
  }
  const stray = S3_OPTIONS.filter((name) => e[name] !== undefined && e[name] !== false);
  if (!e.S3_BUCKET && stray.length) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required when ${stray.join(', ')} is set (without it files are stored in STORAGE_DIR)` });
  }
});

/** An IP address or a CIDR range of one. */
export function isAddressOrRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  const kind = isIP(address ?? '');
  if (!kind || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
}

/**
 * Replies by email (modules/mail-in): the support address, and how mail reaches the app, an SMTP
 * listener, a mailbox polled over IMAP, or both; off while no transport is configured.
 */
export type MailInConfig = {
  /** support@example.com: ticket emails carry `support+<token>@example.com` as their Reply-To. */
  address: string;
  smtp: { port: number; host: string; allowedRelays: string[]; maxBytes: number } | undefined;
  imap: { url: string; user: string; password: string; mailbox: string; moveTo: string | undefined; pollMs: number } | undefined;
};

/** An S3 bucket, or a bucket of an S3-compatible store, for document files. */
export type S3Config = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, …); none for AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; without them the default AWS credential chain is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key (`<prefix>/documents/…`). */
  prefix: string | undefined;
};

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
  /** Key for secrets at rest (TOTP seeds); without it a key file in DATA_DIR is used. */
  appSecret: string | undefined;
  /** Redis for sign-in throttling and rate limits shared by several instances. */
  redisUrl: string | undefined;
  /** Put before every key and channel this app uses in Redis, so deployments sharing one Redis keep apart. */
  redisKeyPrefix: string;
  /** Failures before a wait, per account and per address; first wait and longest wait in ms. */
  authLockAfter: number;
  authIpLockAfter: number;
  authLockBaseMs: number;
  authLockMaxMs: number;
  /** Requests per minute and address on public account calls (recovery, access request, sign-up, code resend). */
  rateLimitPerMinute: number;
  apiKeyRateLimitPerMinute: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDistDir: string;
  /** The server render's build; pages are rendered on the server when it is there and serverRender is on. */
  webSsrDir: string;
  /** First pages rendered on the server (DESIGN.md §9): on unless SERVER_RENDER=0. */
  serverRender: boolean;
  /** Fastify's trustProxy (trustProxyOf). */
  trustProxy: false | string;
  /** The API documentation's UI at /api/docs: on in development and the demo, off in production unless OPENAPI_UI says otherwise. */
  openApiUi: boolean;
  /** A log line per request (received, answered): on in production, off in development and the demo unless REQUEST_LOG says otherwise. */
  requestLog: boolean;
  /** Origins of other sites whose pages may call the API (CORS); none by default. */
  corsOrigins: string[];
  ticketDefaultUrl: string | undefined;
  /** Tile server of the sites map ({z}/{x}/{y}); its origin is allowed in the CSP. */
  mapTileUrl: string;
  /** smtp(s)://user:pass@host:port; without it emails are kept in the outbox, readable in the back office. */
  smtpUrl: string | undefined;
  emailFrom: string;
  /**
   * Where users reach the app, for links in emails (no trailing slash). Required in production;
   * a demo without it uses http://localhost:PORT.
   */
  publicUrl: string;
  /**
   * Passkeys (WebAuthn): the relying party's id (a host name the origins share), the name
   * authenticators show, and the origins whose pages may register and use them.
   */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /** How often the background worker looks for due jobs and emails (it is also woken by NOTIFY). */
  workerPollMs: number;
  /** How often a notifications stream sends a heartbeat comment (and checks its session again). */
  streamHeartbeatMs: number;
  /**
   * Where the Power BI connector asks for its tokens and reports: Microsoft Entra's authority and the
   * Power BI REST API (other clouds, or local fakes in tests), without a trailing slash.
   */
  powerBiAuthorityUrl: string;
  powerBiApiUrl: string;
  /** The origin Power BI reports are framed from (the embedUrl's), allowed in the CSP frame-src while Power BI is in use. */
  powerBiEmbedOrigin: string;
  /** How long a call to a BI tool (Qlik Sense ticket, Entra token, Power BI API) may take, in ms. */
  biTimeoutMs: number;
  /**
   * Single sign-on: whether an identity provider may be reached over plain http (a provider on
   * 127.0.0.1 in tests and local trials; never in production), and how long it may take to answer.
   */
  ssoAllowHttpIssuers: boolean;
  ssoTimeoutSeconds: number;
  /** Bearer token of /metrics on the app's port (Prometheus); without it /metrics answers 404 there. */
  metricsToken: string | undefined;
  /** A separate port serving /metrics without a token, for a scraper on a private network. */
  metricsPort: number | undefined;
  /** Folder of stored document files when no S3 bucket is set (default: DATA_DIR/files). */
  storageDir: string;
  /** Document files go to this bucket instead of storageDir (set by S3_BUCKET). */
  s3: S3Config | undefined;
  /** Replies by email; undefined (off) unless MAIL_IN_ADDRESS and a transport are set. */
  mailIn: MailInConfig | undefined;
};

/**
 * The passkey settings: by default the public URL's host is the relying party and its origin the
 * one origin allowed. An address such as 127.0.0.1 cannot be a relying party (WebAuthn takes host
 * names only): then `localhost`, and the same port on localhost is allowed too.
 */
export function webauthnOf(publicUrl: string, rpId: string | undefined, rpName: string, origins: string[] | undefined): Config['webauthn'] {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isAddress = isIP(host) !== 0;
  const localhostToo = isAddress ? [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`] : [];
  return { rpId: (rpId ?? (isAddress ? 'localhost' : host)).toLowerCase(), rpName, origins: origins ?? [url.origin, ...localhostToo] };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty (or blank) variable counts as unset: `NODE_ENV=` in an env file or a manifest
  // means "not given", so its default applies rather than a refusal to start.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = Env.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ?? !e.DATABASE_URL;
  // What someone trying the app needs (the API documentation) and does not (a line per request).
  const production = e.NODE_ENV === 'production' && !demo;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    demo,
    demoPassword: e.DEMO_PASSWORD,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    appSecret: e.APP_SECRET,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    authLockAfter: e.AUTH_LOCK_AFTER,
    authIpLockAfter: e.AUTH_IP_LOCK_AFTER,
    authLockBaseMs: e.AUTH_LOCK_BASE_SECONDS * 1000,
    authLockMaxMs: e.AUTH_LOCK_MAX_SECONDS * 1000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    webSsrDir: path.resolve(e.WEB_SSR_DIR ?? path.join(path.dirname(path.resolve(e.WEB_DIST_DIR)), 'dist-ssr')),
    serverRender: e.SERVER_RENDER ?? true,
    trustProxy: e.TRUST_PROXY,
    openApiUi: e.OPENAPI_UI ?? !production,
    requestLog: e.REQUEST_LOG ?? production,
    corsOrigins: e.CORS_ORIGINS ?? [],
    ticketDefaultUrl: e.TICKET_DEFAULT_URL,
    mapTileUrl: e.MAP_TILE_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM.replace(/[\r\n]/g, ''),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webauthn: webauthnOf(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, e.WEBAUTHN_RP_ID, e.WEBAUTHN_RP_NAME, e.WEBAUTHN_ORIGINS),
    workerPollMs: e.WORKER_POLL_MS,
    streamHeartbeatMs: Math.round(e.STREAM_HEARTBEAT_SECONDS * 1000),
    powerBiAuthorityUrl: e.POWER_BI_AUTHORITY_URL.replace(/\/+$/, ''),
    powerBiApiUrl: e.POWER_BI_API_URL.replace(/\/+$/, ''),
    powerBiEmbedOrigin: new URL(e.POWER_BI_EMBED_ORIGIN).origin,
    biTimeoutMs: Math.round(e.BI_TIMEOUT_SECONDS * 1000),
    ssoAllowHttpIssuers: e.SSO_ALLOW_HTTP_ISSUERS ?? false,
    ssoTimeoutSeconds: e.SSO_TIMEOUT_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          prefix: e.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || undefined,
        }
      : undefined,
    mailIn:
      e.MAIL_IN_ADDRESS && (e.MAIL_IN_SMTP_PORT !== undefined || e.MAIL_IN_IMAP_URL)
        ? {
            address: e.MAIL_IN_ADDRESS,
            smtp:
              e.MAIL_IN_SMTP_PORT !== undefined
                ? { port: e.MAIL_IN_SMTP_PORT, host: e.MAIL_IN_SMTP_HOST ?? e.HOST, allowedRelays: e.MAIL_IN_ALLOWED_RELAYS ?? ['127.0.0.1', '::1'], maxBytes: e.MAIL_IN_MAX_BYTES }
                : undefined,
            imap: e.MAIL_IN_IMAP_URL
              ? {
                  url: e.MAIL_IN_IMAP_URL,
                  user: e.MAIL_IN_IMAP_USER!,
                  password: e.MAIL_IN_IMAP_PASSWORD!,
                  mailbox: e.MAIL_IN_IMAP_MAILBOX,
                  moveTo: e.MAIL_IN_IMAP_MOVE_TO,
                  pollMs: Math.round(e.MAIL_IN_IMAP_POLL_SECONDS * 1000),
                }
              : undefined,
          }
        : undefined,
    ...overrides,
  };
}
