import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Client errors (4xx) are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; logout and 401 handling clear it. */
export const queryClient = createQueryClient();
