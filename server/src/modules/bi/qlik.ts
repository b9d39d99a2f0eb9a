import { randomInt } from 'node:crypto';
import { QLIK_TICKET_PARAM } from '@customer-hub/contract/bi';
import { requestJson } from './http.ts';
import { ConnectorError } from './errors.ts';

// The Qlik Sense ticket (Qlik Proxy Service API): the server asks the proxy for a one-time ticket
// for the contact, and the page opens the Qlik Sense page with it (`qlikTicket=`).

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The cross-site request forgery key the proxy wants twice: 16 random letters and digits. */
export function newXrfKey(): string {
  let key = '';
  for (let i = 0; i < 16; i++) key += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return key;
}

/**
 * The proxy's ticket call: `{ticket URL}/ticket?xrfkey=…`. A ticket URL that already ends in
 * `/ticket` is taken as it is; a query it has is kept.
 */
export function ticketEndpoint(ticketUrl: string, xrfKey: string): URL {
  const url = new URL(ticketUrl);
  if (!/\/ticket$/i.test(url.pathname.replace(/\/+$/, ''))) url.pathname = `${url.pathname.replace(/\/+$/, '')}/ticket`;
  url.searchParams.set('xrfkey', xrfKey);
  return url;
}

/** The page to open with the ticket appended, before any fragment, keeping its query as it is written. */
export function withTicket(pageUrl: string, ticket: string): string {
  const hash = pageUrl.indexOf('#');
  const [base, fragment] = hash === -1 ? [pageUrl, ''] : [pageUrl.slice(0, hash), pageUrl.slice(hash)];
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${QLIK_TICKET_PARAM}=${encodeURIComponent(ticket)}${fragment}`;
}

export interface QlikTicketCall {
  ticketUrl: string;
  userDirectory: string;
  userId: string;
  /** Qlik's attribute list: one `{ name: value }` object each. */
  attributes: Record<string, string>[];
  clientCertificate: string;
  clientKey: string | null;
  rootCertificate: string;
  timeoutMs: number;
}

/** Asks the Qlik Proxy Service for a ticket; throws a ConnectorError (never with the ticket) on failure. */
export async function requestQlikTicket(call: QlikTicketCall): Promise<string> {
  const xrfKey = newXrfKey();
  const answer = await requestJson({
    url: ticketEndpoint(call.ticketUrl, xrfKey),
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qlik-xrfkey': xrfKey },
    body: JSON.stringify({ UserDirectory: call.userDirectory, UserId: call.userId, Attributes: call.attributes }),
    timeoutMs: call.timeoutMs,
    tls: {
      ...(call.clientCertificate && call.clientKey ? { cert: call.clientCertificate, key: call.clientKey } : {}),
      ...(call.rootCertificate && { ca: call.rootCertificate }),
    },
  });
  if (answer.status < 200 || answer.status >= 300) throw new ConnectorError('qlik', `ticket request answered ${answer.status}`);
  const ticket = (answer.body as { Ticket?: unknown } | undefined)?.Ticket;
  if (typeof ticket !== 'string' || ticket === '') throw new ConnectorError('qlik', 'ticket answer without a ticket');
  return ticket;
}
