import type { EndpointAnswer, EndpointInput, HttpMethod } from '@customer-hub/contract/endpoint';
import type { ApiEndpoints } from '@customer-hub/contract/api';
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client';

// The one typed client of the contract's endpoints. An endpoint is named by `METHOD path`
// exactly as the contract describes it; params, query, body and the answer are typed from its
// schemas, so a wrong path or payload does not compile. Only types come from the contract: the
// schemas (and zod) stay out of the bundle, the server validates.

export type ApiKey = keyof ApiEndpoints;

type Part<E, F extends 'params' | 'query' | 'body', Optional extends boolean> = [EndpointInput<E, F>] extends [never]
  ? unknown
  : Optional extends true
    ? { [K in F]?: EndpointInput<E, F> }
    : { [K in F]: EndpointInput<E, F> };

/** A query whose fields are all optional may be left out; so may a body the endpoint does not require. */
export type CallInput<E> = Part<E, 'params', false> &
  Part<E, 'query', object extends EndpointInput<E, 'query'> ? true : false> &
  Part<E, 'body', undefined extends EndpointInput<E, 'body'> ? true : false> &
  Pick<ApiRequestOptions, 'signal' | 'ignoreUnauthorized'>;

type Args<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type ApiAnswer<K extends ApiKey> = EndpointAnswer<ApiEndpoints[K]>;

/** `?a=1&b=x`, leaving out empty, null and undefined values; a list repeats its key (`a=x&a=y`). */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of an endpoint: path parameters filled in (encoded), then the query. */
export function endpointUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return filled + (query ? queryString(query) : '');
}

interface LooseInput extends Pick<ApiRequestOptions, 'signal' | 'ignoreUnauthorized'> {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Calls a contract endpoint: `call('GET /api/orders/:id', { params: { id } })`. */
export function call<K extends ApiKey>(key: K, ...[input]: Args<ApiEndpoints[K]>): Promise<ApiAnswer<K>> {
  const space = key.indexOf(' ');
  const { params, query, ...options } = (input ?? {}) as LooseInput;
  return apiRequest<ApiAnswer<K>>(endpointUrl(key.slice(space + 1), params, query), { ...options, method: key.slice(0, space) as HttpMethod });
}
