import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiEndpoints } from '@customer-hub/contract/api';
import { call, type ApiAnswer, type ApiKey, type CallInput } from '@/lib/api-call';
import type { ListFilters, ListSort, SortDirection } from '@/lib/use-list-page';

// The shapes every feature's api.ts repeats: a server-paged list, one row's detail, a plain GET.

/** The page size of the customer-area lists (the list-page hook's default too). */
export const LIST_PAGE_SIZE = 25;

/** What `filterQuery` sends: each filter given, a list as the query's own (mutable) array. */
type FilterQuery<F> = { [K in keyof F]?: F[K] extends readonly (infer V)[] ? V[] : Exclude<F[K], ''> };

interface QueryOptions {
  staleTime?: number;
  enabled?: boolean;
}

/** A list's filters as its endpoint's query: '' ("all") left out, texts trimmed, lists as they are. */
export function filterQuery<F extends ListFilters<F>>(filters: F): FilterQuery<F> {
  const query: Record<string, string | readonly string[]> = {};
  for (const [key, value] of Object.entries(filters as Record<string, string | readonly string[]>)) {
    const given = typeof value === 'string' ? value.trim() : value;
    if (given !== '') query[key] = given;
  }
  return query as FilterQuery<F>;
}

/** The paging and sort part of a list call's query; a list without sorts passes no sort and sends its page alone. */
export function pageQuery<S extends string>(page: number, sort: ListSort<S>, pageSize?: number): { page: number; pageSize: number; sort: S; direction: SortDirection };
export function pageQuery(page: number, sort: undefined, pageSize?: number): { page: number; pageSize: number };
export function pageQuery<S extends string>(page: number, sort: ListSort<S> | undefined, pageSize = LIST_PAGE_SIZE) {
  return sort ? { page, pageSize, sort: sort.key, direction: sort.direction } : { page, pageSize };
}

/** A server-paged list: the page on screen stays while the next one loads. */
export function useListQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>, options?: QueryOptions) {
  return useQuery({ queryKey, queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData, ...options });
}

/** One row's detail under `[domain, 'detail', id]`, fetched once a row is chosen. */
export function useDetailQuery<T>(domain: string, id: string | null, load: (id: string, signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: [domain, 'detail', id] as const, queryFn: ({ signal }) => load(id ?? '', signal), enabled: !!id });
}

/** The GET endpoints that need no input. */
type PlainGet = {
  [K in ApiKey]: K extends `GET ${string}` ? (object extends CallInput<ApiEndpoints[K]> ? K : never) : never;
}[ApiKey];

/** A GET without parameters: `useGet(keys.sessions, 'GET /api/account/sessions', { staleTime: 0 })`. */
export function useGet<K extends PlainGet>(queryKey: QueryKey, key: K, options?: QueryOptions) {
  const get = call as (key: K, input: { signal: AbortSignal }) => Promise<ApiAnswer<K>>;
  return useQuery({ queryKey, queryFn: ({ signal }) => get(key, { signal }), ...options });
}

/**
 * Where a screen's first call is started from: its address's query (a list's page, sort and
 * filters) and its path parameters (a detail page's id). See Screen.prefetch.
 */
export interface ScreenAddress {
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
}
