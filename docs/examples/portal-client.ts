// A typed client of the portal's API, generated from its OpenAPI document:
//   npm install openapi-fetch
//   npx openapi-typescript https://portal.example.com/api/openapi.json -o customer-hub.d.ts
import createClient from 'openapi-fetch';
import type { paths } from './customer-hub';

/** A client that sends the company's API key with every call. */
export function portalClient(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': apiKey } });
}
export type PortalClient = ReturnType<typeof portalClient>;

/** Every error answer is application/problem+json with a stable `code` (API_KEY_SCOPE, RATE_LIMITED, …). */
function failed(status: number, problem: { code?: string; title?: string } | undefined): never {
  throw new Error(`${status} ${problem?.code ?? ''}: ${problem?.title ?? 'the portal refused the call'}`);
}

/** Open and overdue invoices of the current account (scope currentAccount:read), oldest due first. */
export async function unpaidInvoices(client: PortalClient) {
  const invoices = [];
  for (let page = 1; ; page++) {
    const { data, error, response } = await client.GET('/api/current-account', {
      params: { query: { documentType: ['Invoice'], state: ['open', 'overdue'], sort: 'dueDate', direction: 'asc', page, pageSize: 100 } },
    });
    if (!data) failed(response.status, error);
    invoices.push(...data.items);
    if (data.items.length < 100) return invoices;
  }
}

/** An invoice's PDF (scope documents:read): a short-lived link for its document, then the file. */
export async function invoicePdf(client: PortalClient, pdfDocumentId: string): Promise<ArrayBuffer> {
  const link = await client.GET('/api/documents/download-link/{id}', { params: { path: { id: pdfDocumentId } } });
  if (link.data === undefined) failed(link.response.status, link.error);
  const file = await client.GET('/api/Common/DownloadFile', { params: { query: { FilePath: link.data } }, parseAs: 'arrayBuffer' });
  if (!file.data) failed(file.response.status, undefined);
  return file.data;
}

/** A new service request at one of the company's sites (scope tickets:write). */
export async function openServiceRequest(client: PortalClient, request: { siteId: string; title: string; description: string }) {
  const { data, error, response } = await client.POST('/api/tickets', { body: { type: 'Service', ...request } });
  if (!data) failed(response.status, error);
  return data;
}
