import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@customer-hub/contract/constants/languages';
import type { CookieNotice, SaveCookieNoticeRequest } from '@customer-hub/contract/cookies';
import { cookieKeys } from '@/features/cookies/api';
import { call } from '@/lib/api-call';
import { useListQuery } from '@/lib/queries';

// The back office's hooks, apart from api.ts so the banner every page loads stays small.

export type { CookieNotice };

export const NOTICES_PAGE_SIZE = 20;

/** GET /api/cookie-notices (staff): notices of one language or all, drafts included, newest change first. */
export function useCookieNotices(language: LanguageCode | '', page: number) {
  return useListQuery(cookieKeys.notices(language, page), (signal) =>
    call('GET /api/cookie-notices', { query: { page, pageSize: NOTICES_PAGE_SIZE, language: language || undefined }, signal }),
  );
}

function useNoticeChange<TVariables>(change: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: cookieKeys.all }) });
}

/** Creates a draft notice, or changes one. */
export function useSaveCookieNotice() {
  return useNoticeChange(({ id, body }: { id: string | null; body: SaveCookieNoticeRequest }) =>
    id === null ? call('POST /api/cookie-notices', { body }) : call('PUT /api/cookie-notices/:id', { params: { id }, body }),
  );
}

export function usePublishCookieNotice() {
  return useNoticeChange(({ id, publish }: { id: string; publish: boolean }) =>
    publish ? call('POST /api/cookie-notices/:id/publish', { params: { id } }) : call('POST /api/cookie-notices/:id/unpublish', { params: { id } }),
  );
}

export function useDeleteCookieNotice() {
  return useNoticeChange((id: string) => call('DELETE /api/cookie-notices/:id', { params: { id } }));
}
