import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { API_ROUTES } from './api-routes.ts';
import { redisOrLocalStore } from './lib/rate-limit-store.ts';
import { safeValidatorCompiler } from './lib/validation.ts';
import notificationsModule from './modules/notifications/plugin.ts';
import { notify } from './modules/notifications/service.ts';
import authModule from './modules/auth/plugin.ts';
import apiKeysModule from './modules/api-keys/plugin.ts';
import chatDemoRoutes from './modules/chat-demo/routes.ts';
import emailWorker from './modules/email/worker.ts';
import mailInModule from './modules/mail-in/plugin.ts';
import webhookSender from './modules/webhooks/worker.ts';
import { replyAddressOf, replyReferenceOf } from './lib/reply-address.ts';
import { recordAudit, recordSystemError } from './modules/logs/service.ts';
import { frameSources } from './modules/settings/service.ts';
import { pendingPolicyExists } from './modules/privacy-policy/service.ts';
import systemRoutes from './modules/system/routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import metricsPlugin from './plugins/metrics.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityHeaders from './plugins/security-headers.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin from './plugins/storage.ts';
import webPlugin from './plugins/web.ts';
import type { ContextWriters } from './service-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database with the app (the server owns it); tests keep theirs. */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Query values that are secrets (emailed link tokens, file references) never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|challengeId|FilePath|qlikTicket)=)[^&#]*/gi, '$1[redacted]');
}

/** Builds the whole app; `main.ts` listens, tests call `inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            serializers: { req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }) },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // A line per request received and answered (config.requestLog); errors are logged either way
    // (plugins/errors.ts).
    logController: new LogController({ disableRequestLogging: !config.requestLog }),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  // Every schema goes through one compiler, which first refuses unsafe text (lib/validation.ts).
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // What every service context writes beside a change (ctx.audit, ctx.notify; context.ts): wired
  // here, so context.ts and the modules reach the logs and notifications modules only through the
  // app. Emails carry the public address, and the app's bus carries the news to live streams.
  app.decorate('sideEffects', {
    audit: (db, record) => recordAudit(db, { ...record, userName: record.userName ?? (record.requestId ? 'anonymous' : 'system') }),
    notify: (db, recipients, event, context) =>
      notify(db, recipients, event, { ...context, publicUrl: config.publicUrl, bus: app.notifications.bus, ticketReplyHeaders: ticketReplyHeaders() }),
  } satisfies ContextWriters);
  // With replies by email on, a ticket email answers to its signed reply address (modules/mail-in).
  let replyKey: Buffer | undefined;
  const ticketReplyHeaders = () => {
    const mailIn = config.mailIn;
    if (!mailIn) return undefined;
    replyKey ??= app.secretBox.deriveKey('mail-in');
    const key = replyKey;
    return (ticketId: string, userId: string) => ({
      replyTo: replyAddressOf(mailIn.address, key, { ticketId, userId }),
      references: replyReferenceOf(mailIn.address, key, { ticketId, userId }),
    });
  };
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(dbPlugin, { database: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  // A 5xx's details go to the system log (modules/logs); the plugins themselves import no module.
  await app.register(errorsPlugin, { record: (entry, onFailure) => recordSystemError(app.db, entry, onFailure) });
  await app.register(securityHeaders, {
    imageSources: [new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, '0')).origin],
    // The chat page's origin while chat is on with an absolute URL, and the reporting tool's pages
    // while one is in use (settings, cached, dropped when saved); a chat path is on the page's own
    // origin, which 'self' covers.
    frameSources: () => frameSources(app.db, config.powerBiEmbedOrigin),
    // The demo chat page may also be framed by the app at its public address, when it is opened
    // under another one (a chat URL naming another host of this same app).
    selfFrameAncestors: [new URL(config.publicUrl).origin],
  });
  await app.register(securityPlugin);
  // app.sessions (cache + NOTIFY, token → principal) and app.throttle.
  // A session's lookup reads whether a privacy policy awaits its user (the privacy-policy module's).
  await app.register(authModule, { ttlSeconds: config.sessionCacheSeconds, policyPending: pendingPolicyExists });
  // app.notifications: the bus between instances (NOTIFY or Redis) and this instance's live streams.
  await app.register(notificationsModule);
  // Prometheus /metrics (METRICS_TOKEN, METRICS_PORT); its hook times every route registered below.
  await app.register(metricsPlugin, { token: config.metricsToken, port: config.metricsPort, host: config.host });
  // Jobs and the email outbox; tests run it on demand with app.worker.drain().
  await app.register(emailWorker, { start: config.env !== 'test', pollMs: config.workerPollMs, smtpUrl: config.smtpUrl, emailFrom: config.emailFrom, demo: config.demo });
  // Webhook deliveries (their outbox), woken at commit; tests send with app.webhooks.drain().
  await app.register(webhookSender, { start: config.env !== 'test' });
  // Document files: a folder under DATA_DIR, or S3 (DESIGN.md §7).
  await app.register(storagePlugin);
  // Replies by email: the SMTP listener and the IMAP poller, off unless configured (app.mailIn).
  await app.register(mailInModule);
  // Per-route limits (config.rateLimit) on public account calls; shared through Redis when
  // configured, counted in this process while Redis is out (lib/rate-limit-store.ts).
  const rateLimitStore = app.redis && redisOrLocalStore(app.redis, 'ch:rate:', (err) => app.log.warn({ err }, 'Redis cannot be reached: rate limits are counted per instance'));
  await app.register(rateLimit, { global: false, ...(rateLimitStore && { store: rateLimitStore }) });
  // app.apiKeys: company API keys (X-API-Key): their lookup beside the sessions, own rate limit and audit.
  await app.register(apiKeysModule);
  await app.register(formbody);
  // request.cookies and reply.setCookie: the web app's session cookie (plugins/session-cookie.ts).
  await app.register(cookie);
  await app.register(openapiPlugin, { ui: config.openApiUi, publicUrl: config.publicUrl });
  // Closed unless CORS_ORIGINS names the sites whose pages may call the API with a token.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });

  // Every route in here declares a policy; the auth plugin refuses one that does not.
  await app.register(async (api) => {
    await api.register(authPlugin, {
      authenticate: (token) => app.sessions.principalOf(token),
      authenticateApiKey: (key, request, reply) => app.apiKeys.principalOf(key, request, reply),
      apiKeyAnswered: (request, reply) => app.apiKeys.answered(request, reply),
    });
    await api.register(systemRoutes);
    // Each contract endpoint group's routes (api-routes.ts), then the routes outside the contract.
    for (const routes of Object.values(API_ROUTES)) await api.register(routes);
    await api.register(chatDemoRoutes);
  });

  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    ssrDir: config.serverRender ? config.webSsrDir : null,
    authenticate: (token) => app.sessions.principalOf(token),
  });
  return app;
}
