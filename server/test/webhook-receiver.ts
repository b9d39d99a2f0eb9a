import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1 (node:http): records every request and answers what `answer`
 * says (200 by default), after `delayMs` if set.
 */
export async function startReceiver(opts: { answer?: (r: Received, n: number) => number; delayMs?: number } = {}) {
  const received: Received[] = [];
  const state = { answer: opts.answer ?? (() => 200), delayMs: opts.delayMs ?? 0 };
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(r);
      const status = state.answer(r, received.length);
      const reply = () => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : `refused ${status}`);
        for (const w of waiters.splice(0)) w();
      };
      if (state.delayMs) setTimeout(reply, state.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    state,
    /** Resolves once `count` requests arrived (or after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < end) await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
