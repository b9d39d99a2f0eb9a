import { SESSION_MODE_COOKIE, SESSION_MODE_HEADER } from '@customer-hub/contract/constants/auth';
import { requestScope } from '@/i18n/request-scope';

/** A failed call: HTTP status plus the stable `code` of an `application/problem+json` answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, code: string | undefined, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The app registers what a 401 means (end the session, go to /signin); the client stays router-free. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

type PolicyRequiredHandler = () => void;
let policyRequiredHandler: PolicyRequiredHandler | undefined;

/**
 * The privacy-policy gate registers what a 403 POLICY_ACCEPTANCE_REQUIRED means (a version was
 * published since the gate last asked: ask again, so its modal shows).
 */
export function setPolicyRequiredHandler(handler: PolicyRequiredHandler | undefined): void {
  policyRequiredHandler = handler;
}

/** Runs the registered 401 handler, for calls that do not go through apiRequest (file downloads and uploads). */
export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the 401 → sign-in redirect (the logout call itself, for instance). */
  ignoreUnauthorized?: boolean;
}

function isJson(contentType: string | null): boolean {
  return !!contentType && /[/+]json\b/i.test(contentType);
}

/** Parses an answer body by its content type: JSON when it says so, otherwise text. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (isJson(response.headers.get('content-type'))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Builds the ApiError for a failed answer, reading `code` from problem+json bodies. */
export function toApiError(response: Response, body: unknown): ApiError {
  let code: string | undefined;
  let message = response.statusText || `HTTP ${response.status}`;
  if (body && typeof body === 'object') {
    const problem = body as Record<string, unknown>;
    if (typeof problem.code === 'string') code = problem.code;
    if (typeof problem.title === 'string') message = problem.title;
  } else if (typeof body === 'string' && body.trim()) {
    message = body.trim();
  }
  return new ApiError(response.status, code, message, body);
}

/**
 * The headers of every call the app makes: the session travels in its HttpOnly cookie, and a
 * call that opens a session asks for it as that cookie (DESIGN.md §6).
 */
export const SESSION_HEADERS = { [SESSION_MODE_HEADER]: SESSION_MODE_COOKIE } as const;

/** Same-origin JSON call with the session cookie (spec §7). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...SESSION_HEADERS };
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  // A page rendered on the server calls the API in process, as the reader (i18n/request-scope.ts).
  const send = requestScope()?.fetch ?? fetch;
  const response = await send(path, {
    method: options.method ?? 'GET',
    headers,
    body: payload,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.ignoreUnauthorized) unauthorizedHandler?.();
    const error = toApiError(response, body);
    if (error.status === 403 && error.code === 'POLICY_ACCEPTANCE_REQUIRED') policyRequiredHandler?.();
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

type QueryValue = string | number | null | undefined | readonly string[];

/** `path?a=1&b=x`, leaving out empty, null and undefined values; a list repeats its key (`a=x&a=y`). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) if (item !== '') query.append(key, item);
      continue;
    }
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A field of a problem+json answer (`reason`, `attemptsLeft`, ...), when the error carries one. */
export function problemField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  return (error.body as Record<string, unknown>)[field];
}
