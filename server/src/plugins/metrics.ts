import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sendProblem } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry; /** The METRICS_PORT server's address once listening. */ portAddress: () => AddressInfo | undefined };
  }
}

export interface MetricsOptions {
  /** Bearer token /metrics asks for on the app's port; without it /metrics answers 404 there. */
  token: string | undefined;
  /** A separate port serving /metrics without a token (for a scraper inside the cluster). */
  port: number | undefined;
  host: string;
}

/** The rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

const sha = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics (docs/OPERATIONS.md): requests by route pattern, method and status class
 * with their latency, 5xx answers, the email outbox's depth and age, open notification streams,
 * sync runs by state, and the PostgreSQL pool. Values read from the database are read when
 * scraped, so every instance reports the same outbox and sync figures.
 */
export default fp<MetricsOptions>(
  async (app, opts) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'Answered requests', labelNames, registers: [registry] });
    const errors = new Counter({ name: 'http_request_errors_total', help: 'Requests answered with a 5xx status', labelNames: ['method', 'route'], registers: [registry] });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/api/orders/:id), never the URL: ids would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    });

    new Gauge({
      name: 'email_outbox_depth',
      help: 'Emails waiting in the outbox to be sent (status Pending)',
      registers: [registry],
      async collect() {
        const rows = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from email_outbox where status = 'Pending'`);
        this.set(Number(rows[0]?.n ?? 0));
      },
    });
    new Gauge({
      name: 'email_outbox_oldest_age_seconds',
      help: 'Age of the oldest email still waiting in the outbox (0 when none waits)',
      registers: [registry],
      async collect() {
        const rows = await rowsOf<{ age: number | null }>(
          app.db,
          sql`select extract(epoch from now() - min(created_at))::float8 as age from email_outbox where status = 'Pending'`,
        );
        this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
      },
    });
    new Gauge({
      name: 'notification_streams_open',
      help: 'Live notification event streams open on this instance',
      registers: [registry],
      collect() {
        this.set(app.notifications.hub.size);
      },
    });
    new Gauge({
      name: 'notification_bus_transport',
      help: 'What carries live notifications between instances now: 1 for redis or postgres (PostgreSQL also while a configured Redis cannot be reached)',
      labelNames: ['transport'],
      registers: [registry],
      collect() {
        const now = app.notifications.bus.transport();
        for (const transport of ['redis', 'postgres'] as const) this.set({ transport }, transport === now ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sync_runs',
      help: 'ERP sync runs by connector and state',
      labelNames: ['connector', 'status'],
      registers: [registry],
      async collect() {
        const rows = await rowsOf<{ connector: string; status: string; n: number }>(
          app.db,
          sql`select connector, status, count(*)::int as n from sync_runs group by connector, status`,
        );
        this.reset();
        for (const r of rows) this.set({ connector: r.connector, status: r.status }, Number(r.n));
      },
    });
    // node-postgres pool (drizzle's $client); PGlite has one connection and no pool.
    const pool = app.database.kind === 'postgres' ? (app.db as unknown as { $client?: { totalCount: number; idleCount: number; waitingCount: number } }).$client : undefined;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    const expected = opts.token ? sha(`Bearer ${opts.token}`) : undefined;
    app.get('/metrics', { config: { policy: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!expected) return sendProblem(request, reply, 404, 'NOT_FOUND');
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(sha(given), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendProblem(request, reply, 401, 'UNAUTHORIZED');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });

    let server: http.Server | undefined;
    if (opts.port !== undefined) {
      const port = opts.port;
      // Opened with the app's own port, so tests that only inject never bind it.
      app.addHook('onListen', async () => {
        server = http.createServer((req, res) => {
          if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
            res.writeHead(404).end();
            return;
          }
          registry.metrics().then(
            (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
            (err: unknown) => {
              app.log.warn({ err }, 'metrics not collected');
              res.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, opts.host, resolve));
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      });
    }
    app.decorate('metrics', { registry, portAddress: () => (server?.address() as AddressInfo | null) ?? undefined });
  },
  { name: 'metrics', dependencies: ['db', 'notifications'] },
);
