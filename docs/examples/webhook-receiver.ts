// A receiver of the portal's webhooks (Node.js, no dependency): it checks each delivery's
// signature over the raw body, answers at once, and handles each delivery id only once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** What every delivery's JSON body holds. */
export interface PortalEvent {
  id: string;
  type: string;
  createdAt: string;
  companyId: string;
  data: Record<string, unknown>;
}

const header = (headers: IncomingHttpHeaders, name: string) => [headers[name]].flat()[0] ?? '';

/** Whether a delivery is the portal's: `v1=` HMAC-SHA256 of `<id>.<timestamp>.<body>`, sent within 5 minutes. */
export function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, now = Date.now()): boolean {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${id}.${timestamp}.${rawBody}`).digest('hex'));
  return header(headers, 'webhook-signature')
    .split(' ')
    .some((part) => {
      const [version, value = ''] = part.split('=', 2);
      return version === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected);
    });
}

/** An HTTP server that passes each new, genuine event to `handle`. */
export function webhookReceiver(secret: string, handle: (event: PortalEvent) => void | Promise<void>) {
  // Keep the ids you have handled where they survive a restart (a table with a unique key) in production.
  const handled = new Set<string>();
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method !== 'POST' || !verifyWebhook(secret, request.headers, body)) {
        response.writeHead(401).end();
        return;
      }
      // Answer within 10 seconds; do the work afterwards.
      response.writeHead(204).end();
      const event = JSON.parse(body) as PortalEvent;
      if (handled.has(event.id)) return;
      handled.add(event.id);
      Promise.resolve(handle(event)).catch((err: unknown) => console.error('webhook', event.id, err));
    });
  });
}

// webhookReceiver(process.env.WEBHOOK_SECRET!, (event) => console.log(event.type, event.data)).listen(8080);
