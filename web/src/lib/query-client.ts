import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors (4xx) are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * TanStack Query restarts an invalidated query's fetch in flight only when the query already has
 * data; a first fetch (a list just filtered, a page just opened) is reused, and its answer may have
 * been read before the change that invalidates it committed: the list would show a deleted row
 * until it goes stale. Invalidation here cancels such fetches first, so they run again.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    const { predicate } = filters;
    await this.cancelQueries({ ...filters, fetchStatus: 'fetching', predicate: (query) => query.state.data === undefined && (predicate?.(query) ?? true) });
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; logout and 401 handling clear it. */
export const queryClient = createQueryClient();
