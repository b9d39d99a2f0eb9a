import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDocumentTypeRequest, DocumentSection, DocumentSort, DocumentType, FindDocumentsRequest, SaveDocumentTypeRequest } from '@customer-hub/contract/documents';
import type { CompanyTree } from '@customer-hub/contract/org';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useGet, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

export type OrgCompany = CompanyTree[number];

export const PAGE_SIZE = 25;

/** A section's filters as the URL keeps them ('' for all); `siteId` comes from a link (the Dashboard's figures for a site). */
export type DocumentFilters = FiltersOf<FindDocumentsRequest, 'search' | 'type' | 'from' | 'to' | 'siteId'>;

export const documentKeys = {
  all: ['documents'] as const,
  sections: ['documents', 'sections'] as const,
  types: ['document-types'] as const,
  companies: ['org', 'companies'] as const,
  /** The same cache entry as the settings page's card. */
  settings: ['settings', 'documents'] as const,
};

/** GET /api/documents/sections: the sections the caller may open, with the visible types of each. */
export function useDocumentSections() {
  return useGet(documentKeys.sections, 'GET /api/documents/sections');
}

/** GET /api/documents: one page of a section's documents (403 when the section is not allowed). */
export function useDocuments(section: DocumentSection, filters: DocumentFilters, sort: ListSort<DocumentSort>, page: number) {
  const query = { section, ...pageQuery(page, sort, PAGE_SIZE), ...filterQuery(filters) };
  return useListQuery([...documentKeys.all, 'list', query], (signal) => call('GET /api/documents', { query, signal }));
}

/** Uploads and deletions change the lists and the types' document counts. */
export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      queryClient.invalidateQueries({ queryKey: documentKeys.types }),
    ]);
}

/** DELETE /api/documents/:id (staff). */
export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/documents/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** GET /api/document-types (staff): every type with its names, section, visibility and count. */
export function useDocumentTypes(enabled = true) {
  return useGet(documentKeys.types, 'GET /api/document-types', { enabled, staleTime: 0 });
}

/** A type's section and visibility decide the sections' type lists too. */
function useTypeChange<TVariables>(change: (variables: TVariables) => Promise<DocumentType>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      // Show the answer at once; the refetch below brings the counts.
      queryClient.setQueryData<DocumentType[]>(documentKeys.types, (list) =>
        list ? (list.some((type) => type.code === saved.code) ? list.map((type) => (type.code === saved.code ? saved : type)) : [...list, saved]) : list,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.types }),
        queryClient.invalidateQueries({ queryKey: documentKeys.sections }),
      ]);
    },
  });
}

/** PUT /api/document-types/:code (staff). */
export const useSaveDocumentType = () =>
  useTypeChange(({ code, body }: { code: string; body: SaveDocumentTypeRequest }) => call('PUT /api/document-types/:code', { params: { code }, body }));

/** POST /api/document-types (staff); 409 CONFLICT when the code exists. */
export const useCreateDocumentType = () => useTypeChange((body: CreateDocumentTypeRequest) => call('POST /api/document-types', { body }));

/** GET /api/org/companies (staff): where an uploaded document belongs. */
export function useOrgCompanies(enabled: boolean) {
  return useGet(documentKeys.companies, 'GET /api/org/companies', { enabled });
}

/** GET /api/settings/documents (Admin only): the upload limit shown in the form. */
export function useDocumentSettings(enabled: boolean) {
  return useGet(documentKeys.settings, 'GET /api/settings/documents', { enabled });
}
