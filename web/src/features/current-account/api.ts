import { useMutation, type QueryClient } from '@tanstack/react-query';
import { CURRENT_ACCOUNT_SORTS, LEDGER_DOCUMENT_TYPES, LEDGER_STATES } from '@customer-hub/contract/constants/current-account';
import type { CurrentAccountSort, FindCurrentAccountRequest } from '@customer-hub/contract/current-account';
import { currentLanguage } from '@/i18n/i18n';
import { call } from '@/lib/api-call';
import { filterQuery, useListQuery, type ScreenAddress } from '@/lib/queries';
import { withQuery } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { readListState, type FiltersOf, type ListPageOptions, type ListSort } from '@/lib/use-list-page';

export const PAGE_SIZE = 25;

/**
 * The list's filters as the URL keeps them ('' for all). Two differ from the query: the URL names
 * the document types `documentTypes` (the dashboard's links open the list with it), and the screen
 * picks one state where the query takes several.
 */
export type CurrentAccountFilters = FiltersOf<FindCurrentAccountRequest, 'from' | 'to' | 'dueFrom' | 'dueTo' | 'search' | 'siteId' | 'companyId'> & {
  documentTypes: FiltersOf<FindCurrentAccountRequest, 'documentType'>['documentType'];
  state: FiltersOf<FindCurrentAccountRequest, 'state'>['state'][number] | '';
};

export const EMPTY_FILTERS: CurrentAccountFilters = { documentTypes: [], state: '', from: '', to: '', dueFrom: '', dueTo: '', search: '', siteId: '', companyId: '' };

/** The query parameters the list and the export share (spec: the export is of the filtered list). */
export function filterParams({ documentTypes, ...filters }: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>) {
  return { ...filterQuery({ ...filters, documentType: documentTypes }), sort: sort.key, direction: sort.direction };
}

export function exportUrl(format: 'csv' | 'xlsx', filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>): string {
  return withQuery('/api/current-account/export', { format, ...filterParams(filters, sort), language: currentLanguage() });
}

/** The statement's address; `companyId`: the company staff chose (a statement is one company's). */
export function statementUrl(from: string, to: string, companyId?: string): string {
  return withQuery('/api/current-account/statement', { from, to, companyId, language: currentLanguage() });
}

/** What the list reads from its URL: filters, allowed values, sorts and page size. */
export const CURRENT_ACCOUNT_LIST: ListPageOptions<CurrentAccountFilters, CurrentAccountSort> = {
  filters: EMPTY_FILTERS,
  allowed: { documentTypes: LEDGER_DOCUMENT_TYPES, state: LEDGER_STATES },
  sorts: CURRENT_ACCOUNT_SORTS,
  sort: { key: 'postDate', direction: 'desc' },
  pageSize: PAGE_SIZE,
};

/** GET /api/current-account (CurrentAccounts): one page of ledger entries with the totals of the filtered set. */
function currentAccountList(filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>, page: number) {
  const query = { page, pageSize: PAGE_SIZE, ...filterParams(filters, sort) };
  return {
    queryKey: ['current-account', 'list', filters, sort, page] as const,
    load: (signal: AbortSignal) => call('GET /api/current-account', { query, signal }),
  };
}

export function useCurrentAccount(filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>, page: number) {
  const { queryKey, load } = currentAccountList(filters, sort, page);
  return useListQuery(queryKey, load);
}

/** The page of the list its address asks for, asked before the page renders (Screen.prefetch). */
export function prefetchCurrentAccount(queryClient: QueryClient, { search }: ScreenAddress): Promise<void> {
  const { filters, sort, page } = readListState(search, CURRENT_ACCOUNT_LIST);
  const { queryKey, load } = currentAccountList(filters, sort, page);
  return queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
}

/** GET /api/current-account/export: the filtered list as CSV or XLSX, saved as a file. */
export function useExportCurrentAccount() {
  return useMutation({
    mutationFn: ({ format, filters, sort }: { format: 'csv' | 'xlsx'; filters: CurrentAccountFilters; sort: ListSort<CurrentAccountSort> }) =>
      downloadFile(exportUrl(format, filters, sort), `current-account.${format}`),
  });
}

/** GET /api/current-account/statement: the statement of account for a period, as a PDF. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: ({ from, to, companyId }: { from: string; to: string; companyId?: string }) => downloadFile(statementUrl(from, to, companyId), `statement-${from}-${to}.pdf`),
  });
}
