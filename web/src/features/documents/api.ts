import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDocumentTypeRequest,
  DocumentSection,
  DocumentSectionsResponse,
  DocumentSettings,
  DocumentSort,
  DocumentSummary,
  DocumentType,
  FindDocumentsResponse,
  SaveDocumentTypeRequest,
} from '@customer-hub/contract/documents';
import type { CompanyTree } from '@customer-hub/contract/org';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { CreateDocumentTypeRequest, DocumentSection, DocumentSort, DocumentSummary, DocumentType, SaveDocumentTypeRequest };
export type DocumentSectionInfo = DocumentSectionsResponse[number];
export type OrgCompany = CompanyTree[number];

/**
 * Contract lists restated, checked against its types: contract/documents.ts builds schemas from
 * other schemas at its top level, which would bring zod into the page.
 */
const SECTION_SET = {
  Budgets: true,
  Folders: true,
  IncidenceReports: true,
  ListOrders: true,
  ServiceReports: true,
  LegalTechnician: true,
  Invoices: true,
} satisfies Record<DocumentSection, true>;
/** Every section in the spec's order; the back office lists all of them. */
export const DOCUMENT_SECTION_LIST = Object.keys(SECTION_SET) as DocumentSection[];
/** The tabs of /dashboard/SearchDocuments: invoice PDFs are reached from the current account instead. */
export const SEARCH_SECTION_LIST = DOCUMENT_SECTION_LIST.filter((s) => s !== 'Invoices');
const SORT_SET = { documentNo: true, title: true, documentDate: true, type: true, size: true } satisfies Record<DocumentSort, true>;
export const DOCUMENT_SORT_LIST = Object.keys(SORT_SET) as DocumentSort[];

export const PAGE_SIZE = 25;

export interface DocumentFilters {
  section: DocumentSection;
  search: string;
  /** A document type code; '' for all. */
  type: string;
  /** Document date range, YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

export const documentKeys = {
  all: ['documents'] as const,
  sections: ['documents', 'sections'] as const,
  list: (filters: DocumentFilters, sort: ListSort<DocumentSort>, page: number) => ['documents', 'list', filters, sort, page] as const,
  types: ['document-types'] as const,
  companies: ['org', 'companies'] as const,
  /** The same cache entry as the settings page's card. */
  settings: ['settings', 'documents'] as const,
};

/** GET /api/documents/sections: the sections the caller may open, with the visible types of each. */
export function useDocumentSections() {
  return useQuery({
    queryKey: documentKeys.sections,
    queryFn: ({ signal }) => api.get<DocumentSectionsResponse>('/api/documents/sections', signal),
  });
}

export function documentListUrl(filters: DocumentFilters, sort: ListSort<DocumentSort>, page: number): string {
  return withQuery('/api/documents', {
    section: filters.section,
    search: filters.search.trim(),
    type: filters.type,
    from: filters.from,
    to: filters.to,
    page,
    pageSize: PAGE_SIZE,
    sort: sort.key,
    direction: sort.direction,
  });
}

/** GET /api/documents: one page of a section's documents (403 when the section is not allowed). */
export function useDocuments(filters: DocumentFilters, sort: ListSort<DocumentSort>, page: number) {
  return useQuery({
    queryKey: documentKeys.list(filters, sort, page),
    queryFn: ({ signal }) => api.get<FindDocumentsResponse>(documentListUrl(filters, sort, page), signal),
    placeholderData: keepPreviousData,
  });
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
    mutationFn: (id: string) => api.delete<void>(`/api/documents/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** GET /api/document-types (staff): every type with its names, section, visibility and count. */
export function useDocumentTypes(enabled = true) {
  return useQuery({
    queryKey: documentKeys.types,
    queryFn: ({ signal }) => api.get<DocumentType[]>('/api/document-types', signal),
    enabled,
    staleTime: 0,
  });
}

/** A type's section and visibility decide the sections' type lists too. */
function useTypeChange<TVariables>(call: (variables: TVariables) => Promise<DocumentType>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
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
  useTypeChange(({ code, body }: { code: string; body: SaveDocumentTypeRequest }) =>
    api.put<DocumentType>(`/api/document-types/${encodeURIComponent(code)}`, body),
  );

/** POST /api/document-types (staff); 409 CONFLICT when the code exists. */
export const useCreateDocumentType = () => useTypeChange((body: CreateDocumentTypeRequest) => api.post<DocumentType>('/api/document-types', body));

/** GET /api/org/companies (staff): where an uploaded document belongs. */
export function useOrgCompanies(enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.companies,
    queryFn: ({ signal }) => api.get<OrgCompany[]>('/api/org/companies', signal),
    enabled,
  });
}

/** GET /api/settings/documents (Admin only): the upload limit shown in the form. */
export function useDocumentSettings(enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.settings,
    queryFn: ({ signal }) => api.get<DocumentSettings>('/api/settings/documents', signal),
    enabled,
  });
}
