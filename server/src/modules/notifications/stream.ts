import type { FastifyInstance } from 'fastify';
import fastifySse from '@fastify/sse';
import { allows, type Policy } from '@/plugins/policy.ts';
import { requirePrincipal, sessionToken } from '@/plugins/auth.ts';
import { NOTIFICATION_STREAM_EVENTS, NOTIFICATION_STREAM_PATH } from '@customer-hub/contract/notifications';
import { isStaff } from '@customer-hub/contract/roles';
import type { StreamClient, StreamEvent } from './hub.ts';
import * as service from './service.ts';
import { languageOf } from './texts.ts';

const POLICY: Policy = { permission: 'Notifications' };
/** The reconnection delay a stream closed by the server tells its client (SSE `retry:`). */
export const STREAM_RECONNECT_MS = 1_000;

/**
 * GET /api/notifications/stream: the caller's live notifications as server-sent events. The
 * browser reads it with fetch() and the Authorization header (the cookie-less fetch stream
 * pattern: no token in the URL). On connect: what a Last-Event-ID missed, then the unviewed
 * count; then each new notification with the new count. A heartbeat comment keeps proxies from
 * closing an idle stream, and at each one the session is checked again, so a stream ends soon
 * after its session does. Leaving removes the stream from the hub.
 */
export async function registerStream(app: FastifyInstance, heartbeatMs: number): Promise<void> {
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  app.get(
    NOTIFICATION_STREAM_PATH,
    {
      sse: { kind: 'only' },
      config: { policy: POLICY, beforePolicyAcceptance: true },
      schema: {
        tags: ['notifications'],
        operationId: 'streamNotifications',
        summary: 'Live notifications of the caller (server-sent events)',
        description:
          'text/event-stream, read with EventSource and the session cookie, or fetch() and the bearer token. Events: `count` ({ count }) on connect and when the unviewed count changes ' +
          'elsewhere; `notification` ({ count, item }: item as in GetNotifications) with id `<created µs>_<id>`. Send that id back as ' +
          'Last-Event-ID to receive what was missed; `home` ({}) when what the caller\'s Home shows changed (read GET /api/home again). ' +
          'A `: heartbeat` comment every ~25 s.',
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const token = sessionToken(request)?.token ?? '';
      const { hub } = app.notifications;
      reply.sse.keepAlive();

      const write = (e: StreamEvent) => {
        if (reply.sse.isConnected) void reply.sse.send({ id: e.id, event: e.event, data: e.data }).catch(() => undefined);
      };
      // Events heard while the missed ones are read wait, so the order stays and none is sent twice.
      let waiting: StreamEvent[] | undefined = [];
      const client: StreamClient = {
        userId: principal.userId,
        language: languageOf(principal.language),
        companyId: principal.companyId,
        staff: isStaff(principal.roles),
        send: (e) => (waiting ? waiting.push(e) : write(e)),
        // Closed by the server (shutting down, the bus lost, the session over): a `retry:` hint
        // first, so a client reconnects soon, through the balancer to another instance.
        close: () => {
          if (!reply.sse.isConnected) return reply.sse.close();
          void reply.sse
            .send({ data: undefined, retry: STREAM_RECONNECT_MS })
            .catch(() => undefined)
            .finally(() => reply.sse.close());
        },
      };
      hub.add(client);

      const check = setInterval(() => {
        app.sessions.principalOf(token).then(
          (now) => allows(POLICY, now) || client.close(),
          () => client.close(),
        );
      }, heartbeatMs);
      check.unref();
      const leave = () => {
        clearInterval(check);
        hub.remove(client);
      };
      reply.sse.onClose(leave);
      // Gone before the close callback was registered: it will never run.
      if (!reply.sse.isConnected) return leave();

      try {
        const missed = await service.missedSince(app.db, principal, reply.sse.lastEventId);
        const count = await service.unviewedCount(app.db, principal.userId);
        for (const m of missed) write({ id: m.id, event: NOTIFICATION_STREAM_EVENTS.notification, data: { count, item: m.item } });
        write({ event: NOTIFICATION_STREAM_EVENTS.count, data: { count } });
        const sent = new Set(missed.map((m) => m.id));
        const heard = waiting;
        waiting = undefined;
        for (const e of heard) if (!e.id || !sent.has(e.id)) write(e);
      } catch (err) {
        request.log.warn({ err }, 'notification stream failed to start');
        client.close();
      }
    },
  );
}
