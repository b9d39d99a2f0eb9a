import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';

/** What a fake server received. */
export interface ReceivedRequest {
  method: string;
  /** The path with its query. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The common name of the client certificate presented (https), or null. */
  clientCertificate: string | null;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Never answer (the caller's timeout must fire). */
  hang?: boolean;
}

export type FakeHandler = (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  /** `http(s)://127.0.0.1:<port>` */
  url: string;
  received: ReceivedRequest[];
  /** Replaces how it answers. */
  answer(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** The test certificates of a local https fake (a Qlik Proxy Service): a root, the server's, a client's. */
export const TEST_TLS = (() => {
  const read = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'bi', name), 'utf8');
  return {
    root: read('root.pem'),
    serverCert: read('server.pem'),
    serverKey: read('server_key.pem'),
    clientCert: read('client.pem'),
    clientKey: read('client_key.pem'),
    /** A key that is not the client certificate's. */
    otherKey: read('other_key.pem'),
  };
})();

/**
 * A local HTTP (or, with `tls`, HTTPS asking for a client certificate) server that records each
 * request and answers as its handler says: a vendor's documented answers and failures, or none.
 */
export async function startFakeServer(handler: FakeHandler, options: { tls?: boolean } = {}): Promise<FakeServer> {
  let current = handler;
  const received: ReceivedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const socket = req.socket as Partial<TLSSocket>;
      const peer = socket.getPeerCertificate?.();
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        clientCertificate: peer && typeof peer.subject?.CN === 'string' ? peer.subject.CN : null,
      };
      received.push(request);
      const answer = await current(request);
      if (answer.hang) {
        hanging.add(res);
        return;
      }
      const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' });
      res.end(text);
    });
  };
  const server = options.tls
    ? https.createServer({ key: TEST_TLS.serverKey, cert: TEST_TLS.serverCert, ca: TEST_TLS.root, requestCert: true, rejectUnauthorized: false }, listener)
    : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    received,
    answer: (next) => void (current = next),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
