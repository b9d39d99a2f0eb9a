import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, type GuardOptions } from '@/lib/network-guard.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
export const RESPONSE_EXCERPT_BYTES = 2048;

export interface PostOutcome {
  statusCode: number | null;
  /** The first 2 KB of the answer, as text. */
  response: string | null;
  error: string | null;
}

/**
 * POSTs a JSON body to a checked address (lib/network-guard.ts): the connection goes to the
 * address that was checked, whatever a second lookup would say; redirects are not followed.
 */
export async function postJson(rawUrl: string, body: string, headers: Record<string, string>, guard: GuardOptions, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<PostOutcome> {
  const target = await checkTarget(rawUrl, guard);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Customer-Hub-Webhooks/1', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size > 64 * 1024) res.destroy();
        });
        const finish = () => done({ statusCode: res.statusCode ?? null, response: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'), error: null });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ statusCode: null, response: null, error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    req.on('error', (err) => done({ statusCode: null, response: null, error: err.message.slice(0, 500) }));
    req.end(body);
  });
}
