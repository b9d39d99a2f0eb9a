import {
  TOKEN_FAILED,
  TOKEN_NOT_ALLOWED,
  type TokenRequest,
  type TokenResponse,
} from '@customer-hub/contract/auth';
import type { TicketCredentials } from '@customer-hub/contract/account';
import { api, readBody, toApiError } from '@/lib/api-client';
import { storeTicketCredentials, storeToken } from '@/lib/session';

export type Credentials = Pick<TokenRequest, 'username' | 'password'>;

/** The two refusals of POST /token, kept apart from transport or validation errors. */
export class SignInRefused extends Error {
  readonly reason: 'failed' | 'notAllowed';

  constructor(reason: 'failed' | 'notAllowed') {
    super(reason);
    this.name = 'SignInRefused';
    this.reason = reason;
  }
}

function isTokenResponse(body: unknown): body is TokenResponse {
  if (!body || typeof body !== 'object') return false;
  const { access_token, expires_in } = body as Record<string, unknown>;
  return typeof access_token === 'string' && access_token.length > 0 && typeof expires_in === 'number' && expires_in > 0;
}

function refusalText(body: unknown): string | undefined {
  return typeof body === 'string' ? body.trim().replace(/^"(.*)"$/, '$1') : undefined;
}

/**
 * POST /token. Resolves with the token; rejects with SignInRefused for `Failed`,
 * an undefined answer or `NotAllowed`, and with ApiError for problem+json answers.
 */
export async function requestToken({ username, password }: Credentials): Promise<TokenResponse> {
  const response = await fetch('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, password }),
    credentials: 'same-origin',
  });
  const body = await readBody(response);
  if (response.ok) {
    if (isTokenResponse(body)) return body;
    throw new SignInRefused('failed');
  }
  const text = refusalText(body);
  if (text === TOKEN_NOT_ALLOWED) throw new SignInRefused('notAllowed');
  if (text === TOKEN_FAILED) throw new SignInRefused('failed');
  throw toApiError(response, body);
}

/** Spec §4: store token and expiry, then fetch and store the ticket credentials. */
export async function signIn(credentials: Credentials): Promise<void> {
  const token = await requestToken(credentials);
  storeToken(token.access_token, token.expires_in);
  try {
    const ticketCredentials = await api.get<TicketCredentials>('/api/Backoffice/User/GetUserTicketCredentials');
    storeTicketCredentials(ticketCredentials);
  } catch {
    // The sidebar treats missing credentials as "not configured"; sign-in itself succeeded.
  }
}
