import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ODataCustomer {
  number: string;
  displayName: string;
  taxRegistrationNumber: string;
  lastModifiedDateTime: string;
}

export interface ODataLedgerEntry {
  entryNumber: number;
  customerNumber: string;
  documentNumber: string;
  documentType: string;
  description: string;
  postingDate: string;
  dueDate: string;
  amount: number;
  remainingAmount: number;
  currencyCode: string;
  lastModifiedDateTime: string;
}

/** A Business Central-like data set: `customers` customers, `entries` ledger entries spread over them. */
export function odataDataSet(customers: number, entries: number) {
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  return {
    customers: Array.from({ length: customers }, (_, i): ODataCustomer => ({
      number: `C${String(i + 1).padStart(6, '0')}`,
      displayName: `Customer ${i + 1}`,
      taxRegistrationNumber: i % 4 === 0 ? '' : `PT${500000000 + i}`,
      lastModifiedDateTime: at(i),
    })),
    customerLedgerEntries: Array.from({ length: entries }, (_, i): ODataLedgerEntry => ({
      entryNumber: i + 1,
      customerNumber: `C${String((i % customers) + 1).padStart(6, '0')}`,
      documentNumber: `FT 2026/${i + 1}`,
      documentType: i % 5 === 4 ? 'Payment' : i % 11 === 10 ? 'Credit_x0020_Memo' : 'Invoice',
      description: `Invoice ${i + 1}`,
      postingDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
      dueDate: i % 5 === 4 ? '0001-01-01' : `2026-${String((i % 12) + 1).padStart(2, '0')}-28`,
      amount: i % 5 === 4 ? -(100 + (i % 900)) : 100 + (i % 900),
      remainingAmount: i % 3 === 0 ? 0 : 100 + (i % 900),
      currencyCode: '',
      lastModifiedDateTime: at(i),
    })),
  };
}

export interface ODataServer {
  url: string;
  /** Every request's path and query, and its authorization header. */
  requests: { path: string; authorization: string | undefined; prefer: string | undefined }[];
  tokensIssued: number;
  close(): Promise<void>;
}

/**
 * A local OData v4 service answering like Business Central's API v2.0: `POST /token` (client
 * credentials), `GET /api/v2.0/companies(<id>)/<set>` (or an extension's
 * `/api/<publisher>/<group>/<version>/companies(<id>)/<set>`) with `$filter=lastModifiedDateTime gt …`,
 * `$orderby` and server-driven paging (`@odata.nextLink` with a `$skiptoken`).
 */
export async function startODataServer(
  data: Record<string, { lastModifiedDateTime: string }[]>,
  options: { pageSize?: number; clientId?: string; clientSecret?: string; basic?: { username: string; password: string }; busyFirst?: number } = {},
): Promise<ODataServer> {
  const pageSize = options.pageSize ?? 500;
  const state = { requests: [] as ODataServer['requests'], tokensIssued: 0 };
  const tokens = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
          send(401, { error: 'invalid_client' });
          return;
        }
        const token = `token-${++state.tokensIssued}`;
        tokens.add(token);
        send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    state.requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, prefer: req.headers.prefer as string | undefined });
    // The first `busyFirst` reads are answered 503, as a service under load may.
    if (state.requests.length <= (options.busyFirst ?? 0)) {
      send(503, { error: { code: 'ServiceUnavailable', message: 'Busy' } });
      return;
    }
    const auth = req.headers.authorization ?? '';
    const basic = options.basic && `Basic ${Buffer.from(`${options.basic.username}:${options.basic.password}`).toString('base64')}`;
    if (!(auth.startsWith('Bearer ') && tokens.has(auth.slice(7))) && !(basic && auth === basic)) {
      send(401, { error: { code: 'Unauthorized', message: 'The credentials provided are incorrect' } });
      return;
    }
    // The standard API (v2.0) and an extension's pages (/api/<publisher>/<group>/<version>) alike.
    const match = /^\/api\/(?:v2\.0|\w+\/\w+\/v[\d.]+)\/companies\(([^)]+)\)\/(\w+)$/.exec(url.pathname);
    const rows = match ? data[match[2]!] : undefined;
    if (!rows) {
      send(404, { error: { code: 'BadRequest_NotFound', message: 'Not found' } });
      return;
    }
    const filter = url.searchParams.get('$filter');
    const since = filter ? /^lastModifiedDateTime gt (\S+)$/.exec(filter)?.[1] : undefined;
    if (filter && !since) {
      send(400, { error: { code: 'BadRequest', message: 'Unsupported filter' } });
      return;
    }
    const selected = (since ? rows.filter((r) => r.lastModifiedDateTime > since) : rows).slice().sort((a, b) => a.lastModifiedDateTime.localeCompare(b.lastModifiedDateTime));
    const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
    const asked = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1];
    const size = Math.min(pageSize, asked ? Number(asked) : pageSize);
    const page = selected.slice(skip, skip + size);
    const next = skip + size < selected.length ? new URL(url.toString()) : undefined;
    next?.searchParams.set('$skiptoken', String(skip + size));
    send(200, {
      '@odata.context': `${url.origin}${url.pathname.replace(/\/companies\(.*$/, '')}/$metadata#companies(${match![1]})/${match![2]}`,
      value: page,
      ...(next && { '@odata.nextLink': `http://${req.headers.host}${next.pathname}${next.search}` }),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
