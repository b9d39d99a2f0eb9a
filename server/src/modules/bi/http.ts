import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';

// One JSON call to a BI tool over node:http(s): a deadline for the whole exchange, an answer of
// bounded size, and (for the Qlik Proxy Service) a client certificate and an extra trusted root.

/** The longest answer read from a BI tool; anything larger is treated as a failure. */
const MAX_ANSWER_BYTES = 1_048_576;

export interface JsonCall {
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as is (JSON or a form), with its length. */
  body?: string;
  /** The whole exchange, from connecting to the answer's last byte. */
  timeoutMs: number;
  /** https only: the client certificate chain and key to present, and a root to trust besides the system's. */
  tls?: { cert?: string; key?: string; ca?: string };
}

export interface JsonAnswer {
  status: number;
  /** The parsed JSON answer; undefined when it was empty or not JSON. */
  body: unknown;
}

/** The tool did not answer in time. */
export class BiTimeoutError extends Error {
  constructor() {
    super('The BI tool did not answer in time');
    this.name = 'BiTimeoutError';
  }
}

/** The tool could not be reached (refused, reset, TLS failure, an answer too large). */
export class BiUnreachableError extends Error {
  constructor(readonly reason: string) {
    super(`The BI tool could not be reached: ${reason}`);
    this.name = 'BiUnreachableError';
  }
}

function tlsOptions(tls: JsonCall['tls']): https.RequestOptions {
  if (!tls) return {};
  return {
    ...(tls.cert && { cert: tls.cert }),
    ...(tls.key && { key: tls.key }),
    // Naming a root replaces the system's trusted ones, so they are named too.
    ...(tls.ca && { ca: [...rootCertificates, tls.ca] }),
  };
}

/** Sends one request and reads its JSON answer, whatever its status; throws only when no answer came. */
export function requestJson(call: JsonCall): Promise<JsonAnswer> {
  const { url, method, body, timeoutMs } = call;
  const secure = url.protocol === 'https:';
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise<JsonAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const options = { method, headers, ...(secure ? tlsOptions(call.tls) : {}) };
    const request = (secure ? https : http).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new BiUnreachableError('answer too large'));
        else chunks.push(chunk);
      });
      response.on('end', () =>
        finish(() => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        }),
      );
      response.on('error', (err) => finish(() => reject(err instanceof BiUnreachableError ? err : new BiUnreachableError(codeOf(err)))));
    });
    const timer = setTimeout(() => {
      finish(() => reject(new BiTimeoutError()));
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => finish(() => reject(err instanceof BiUnreachableError ? err : new BiUnreachableError(codeOf(err)))));
    request.end(body);
  });
}

/** What a network error says without its message (which may quote an address). */
function codeOf(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'network error';
}
