import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import i18n from '@/i18n/i18n';
import { call } from '@/lib/api-call';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const homeKeys = {
  all: ['home'] as const,
  home: (language: string) => [...sharedQueryKeys.homePage, language] as const,
  items: (kind: string, language: string) => ['home', 'items', kind, language] as const,
};

/** GET /api/home: the reader's slides, news, links and featured documents (their language, else Spanish, else any). */
function homeQuery(language: string) {
  return queryOptions({
    queryKey: homeKeys.home(language),
    queryFn: ({ signal }) => call('GET /api/home', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHome(language: string) {
  return useQuery(homeQuery(language));
}

/** Starts Home's call in the reader's language while the page's code loads. */
export function prefetchHome(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(homeQuery(i18n.language));
}

/** The `srcset` of a Home image: both re-encoded widths. */
export function srcSetOf(image: { small: string; smallWidth: number; large: string; largeWidth: number }): string {
  return image.smallWidth === image.largeWidth ? `${image.large} ${image.largeWidth}w` : `${image.small} ${image.smallWidth}w, ${image.large} ${image.largeWidth}w`;
}

