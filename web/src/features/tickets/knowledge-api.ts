import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

/** GET /api/knowledge/suggest: the best few knowledge-base articles for what the request says so far. */
export function useArticleSuggestions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['knowledge', 'suggest', text],
    queryFn: ({ signal }) => call('GET /api/knowledge/suggest', { query: { q: text }, signal }),
    enabled,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}

/** GET /api/knowledge/articles/:id: one suggested article, read in the drawer. */
export function useSuggestedArticle(id: string | null) {
  return useQuery({ queryKey: ['knowledge', 'article', id], queryFn: ({ signal }) => call('GET /api/knowledge/articles/:id', { params: { id: id ?? '' }, signal }), enabled: !!id, retry: false });
}

/** POST /api/knowledge/articles/:id/opened: the article was opened from this form (its draft id). */
export const useArticleOpened = () =>
  useMutation({ mutationFn: ({ id, draftId }: { id: string; draftId: string }) => call('POST /api/knowledge/articles/:id/opened', { params: { id }, body: { draftId } }) });

/** POST /api/knowledge/drafts/:draftId/answered: an article answered the question; the request is not sent. */
export const useDraftAnswered = () => useMutation({ mutationFn: (draftId: string) => call('POST /api/knowledge/drafts/:draftId/answered', { params: { draftId } }) });
