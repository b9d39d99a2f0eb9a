import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeImage, HomeImagePurpose, HomeItem, HomeItemKind, SaveHomeItemRequest } from '@customer-hub/contract/home-content';
import type { LanguageCode } from '@customer-hub/contract/constants/languages';
import type { DocumentSection } from '@customer-hub/contract/constants/documents';
import { call } from '@/lib/api-call';
import { useGet, useListQuery } from '@/lib/queries';
import { uploadFile } from '@/lib/upload';
import { homeKeys } from './api';

/** The page size of the back office's Home item lists. */
export const HOME_ITEMS_PAGE_SIZE = 25;

/** GET /api/home-items (staff): a page of the items of a kind in one language, drafts included, in Home's order. */
export function useHomeItems(kind: HomeItemKind, language: LanguageCode, page: number) {
  return useListQuery([...homeKeys.items(kind, language), page], (signal) =>
    call('GET /api/home-items', { query: { kind, language, page, pageSize: HOME_ITEMS_PAGE_SIZE }, signal }),
  );
}

/** Any change to Home items: the lists and the Home page are read again. */
function useHomeChange<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.all }) });
}

export const useSaveHomeItem = () =>
  useHomeChange(({ id, body }: { id?: string; body: SaveHomeItemRequest }) =>
    id ? call('PUT /api/home-items/:id', { params: { id }, body }) : call('POST /api/home-items', { body }),
  );

export const usePublishHomeItem = () =>
  useHomeChange(({ id, published }: { id: string; published: boolean }) =>
    published ? call('POST /api/home-items/:id/publish', { params: { id } }) : call('POST /api/home-items/:id/unpublish', { params: { id } }),
  );

export const useReorderHomeItems = () => useHomeChange((ids: string[]) => call('POST /api/home-items/reorder', { body: { ids } }));

export const useDeleteHomeItem = () => useHomeChange((id: string) => call('DELETE /api/home-items/:id', { params: { id } }));

/** POST /api/home-images: a photo or logo, answered re-encoded with its signed addresses. */
export const uploadHomeImage = (file: File, purpose: HomeImagePurpose) => uploadFile<HomeImage>('/api/home-images', file, { fields: { purpose } });

/** GET /api/org/companies (staff): the companies an item may be shown to. */
export const useAudienceCompanies = () => useGet(['home', 'companies'], 'GET /api/org/companies');

/** The form's values of a stored item (or of a new one of `kind`). */
export function toSaveRequest(item: HomeItem): SaveHomeItemRequest {
  return {
    kind: item.kind,
    groupId: item.groupId,
    language: item.language,
    title: item.title,
    summary: item.summary,
    body: item.body,
    newsDate: item.newsDate,
    imageId: item.image?.id ?? null,
    logoId: item.logo?.id ?? null,
    url: item.url,
    icon: item.icon,
    documentId: item.documentId,
    published: item.published,
    visibleFrom: item.visibleFrom,
    visibleUntil: item.visibleUntil,
    allCompanies: item.allCompanies,
    companyIds: item.companyIds,
  };
}

/** GET /api/documents (staff): the documents of a section a featured document may point to. */
export function useDocumentChoices(section: DocumentSection, search: string) {
  return useQuery({
    queryKey: ['home', 'document-choices', section, search],
    queryFn: ({ signal }) => call('GET /api/documents', { query: { section, search: search || undefined, pageSize: 25 }, signal }),
    placeholderData: (previous) => previous,
  });
}
