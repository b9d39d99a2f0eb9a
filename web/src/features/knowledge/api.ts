import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KbArticleStatus } from '@customer-hub/contract/constants/knowledge';
import type { KbArticle, SaveKbArticleRequest, SaveKbCategoryRequest } from '@customer-hub/contract/knowledge';
import { call } from '@/lib/api-call';
import { useGet, useListQuery } from '@/lib/queries';

/** The page size of the knowledge base's lists (the readers' and the back office's). */
export const KB_PAGE_SIZE = 20;

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  categories: () => [...knowledgeKeys.all, 'categories'] as const,
  search: (search: string, categoryId: string, page: number) => [...knowledgeKeys.all, 'search', search, categoryId, page] as const,
  article: (id: string) => [...knowledgeKeys.all, 'article', id] as const,
  staff: (filters: { search: string; categoryId: string; status: string }, page: number) => [...knowledgeKeys.all, 'staff', filters, page] as const,
};

/** GET /api/knowledge/categories: every category, named in the reader's language, with the articles they may read in it. */
export const useKbCategories = () => useGet(knowledgeKeys.categories(), 'GET /api/knowledge/categories');

/** GET /api/knowledge/articles: published articles the reader may read, of a category or matching a search. */
export function useKbSearch(search: string, categoryId: string, page: number) {
  return useListQuery(knowledgeKeys.search(search, categoryId, page), (signal) =>
    call('GET /api/knowledge/articles', { query: { search: search || undefined, categoryId: categoryId || undefined, page, pageSize: KB_PAGE_SIZE }, signal }),
  );
}

/** GET /api/knowledge/articles/:id: one article in the reader's language (404 when not theirs to read). */
export function useKbArticle(id: string) {
  return useQuery({ queryKey: knowledgeKeys.article(id), queryFn: ({ signal }) => call('GET /api/knowledge/articles/:id', { params: { id }, signal }), retry: false });
}

/** GET /api/knowledge-articles (staff): drafts included, with their figures. */
export function useStaffKbArticles(filters: { search: string; categoryId: string; status: KbArticleStatus | '' }, page: number) {
  return useListQuery(knowledgeKeys.staff(filters, page), (signal) =>
    call('GET /api/knowledge-articles', {
      query: { search: filters.search || undefined, categoryId: filters.categoryId || undefined, status: filters.status || undefined, page, pageSize: KB_PAGE_SIZE },
      signal,
    }),
  );
}

/** Any change: every knowledge-base list and article is read again. */
function useKbChange<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}

export const useSaveKbArticle = () =>
  useKbChange(({ id, body }: { id?: string; body: SaveKbArticleRequest }) =>
    id ? call('PUT /api/knowledge-articles/:id', { params: { id }, body }) : call('POST /api/knowledge-articles', { body }),
  );

export const usePublishKbArticle = () =>
  useKbChange(({ id, published }: { id: string; published: boolean }) =>
    published ? call('POST /api/knowledge-articles/:id/publish', { params: { id } }) : call('POST /api/knowledge-articles/:id/unpublish', { params: { id } }),
  );

export const useDeleteKbArticle = () => useKbChange((id: string) => call('DELETE /api/knowledge-articles/:id', { params: { id } }));

export const useSaveKbCategory = () =>
  useKbChange(({ id, body }: { id?: string; body: SaveKbCategoryRequest }) =>
    id ? call('PUT /api/knowledge-categories/:id', { params: { id }, body }) : call('POST /api/knowledge-categories', { body }),
  );

export const useReorderKbCategories = () => useKbChange((ids: string[]) => call('POST /api/knowledge-categories/reorder', { body: { ids } }));

export const useDeleteKbCategory = () => useKbChange((id: string) => call('DELETE /api/knowledge-categories/:id', { params: { id } }));

/** GET /api/org/companies (staff): the companies an article may be shown to. */
export const useKbCompanies = () => useGet(['knowledge', 'companies'], 'GET /api/org/companies');

/** The form's values of a stored article. */
export function toSaveRequest(article: KbArticle): SaveKbArticleRequest {
  return { categoryId: article.categoryId, visibility: article.visibility, companyIds: article.companyIds, texts: article.texts };
}
