import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as a browser would see it, its data parsed as JSON. */
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** When each event arrived (performance.now()), by the event's index. */
  receivedAt: number[];
  /** Comment lines (`: heartbeat`) received, without the colon. */
  comments: string[];
  /** The first event (received already or within `timeoutMs`) meeting `predicate`. */
  next(predicate: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** The reconnection delay the server last gave (`retry:` field), in ms. */
  readonly retry: number | undefined;
  /** Whether the server ended the stream. */
  readonly ended: boolean;
  /** Drops the connection, as a browser tab closing. */
  close(): void;
}

/** The address a test app listens on (127.0.0.1, a free port), started once. */
export async function addressOf(app: FastifyInstance): Promise<string> {
  const existing = app.server.address();
  if (existing && typeof existing === 'object') return `http://127.0.0.1:${existing.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Parses `text/event-stream` lines as they come (the spec's field rules, enough for tests). */
function parser(onEvent: (e: SseEvent) => void, onComment: (c: string) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let current: { id?: string; event?: string; data: string[] } = { data: [] };
  return (chunk: string) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (current.data.length) onEvent({ id: current.id, event: current.event ?? 'message', data: JSON.parse(current.data.join('\n')) });
        current = { data: [] };
      } else if (line.startsWith(':')) onComment(line.slice(1).trim());
      else {
        const colon = line.indexOf(':');
        const field = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') current.data.push(value);
        else if (field === 'id') current.id = value;
        else if (field === 'event') current.event = value;
        else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
      }
    }
  };
}

/**
 * Opens GET /api/notifications/stream over a real socket with the bearer header (and a
 * Last-Event-ID when given), answering once the response has started.
 */
export function openStream(base: string, headers: Record<string, string>, lastEventId?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const receivedAt: number[] = [];
    const comments: string[] = [];
    const waiters = new Set<() => void>();
    let ended = false;
    let retry: number | undefined;
    const wake = () => waiters.forEach((w) => w());
    const req = http.get(
      `${base}/api/notifications/stream`,
      { headers: { accept: 'text/event-stream', ...headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } },
      (res) => {
        res.setEncoding('utf8');
        const feed = parser(
          (e) => {
            events.push(e);
            receivedAt.push(performance.now());
            wake();
          },
          (c) => {
            comments.push(c);
            wake();
          },
          (ms) => (retry = ms),
        );
        res.on('data', feed);
        res.on('end', () => {
          ended = true;
          wake();
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          receivedAt,
          comments,
          get ended() {
            return ended;
          },
          get retry() {
            return retry;
          },
          next(predicate, timeoutMs = 5000) {
            return new Promise((done, fail) => {
              const check = () => {
                const found = events.find(predicate);
                if (!found) return;
                cleanup();
                done(found);
              };
              const timer = setTimeout(() => {
                cleanup();
                fail(new Error(`no matching event within ${timeoutMs} ms (${JSON.stringify(events)})`));
              }, timeoutMs);
              const cleanup = () => {
                clearTimeout(timer);
                waiters.delete(check);
              };
              waiters.add(check);
              check();
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (err) => (ended ? undefined : reject(err)));
  });
}

/** Waits until `condition` holds (checked every 20 ms), failing after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
