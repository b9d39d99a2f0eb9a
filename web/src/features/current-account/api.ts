import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CurrentAccountEntry,
  CurrentAccountSort,
  FindCurrentAccountResponse,
  LedgerDocumentType,
  LedgerState,
} from '@customer-hub/contract/current-account';
import { currentLanguage } from '@/i18n/i18n';
import { api, withQuery } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import type { ListSort } from '@/lib/use-list-page';

export type { CurrentAccountEntry, CurrentAccountSort, LedgerDocumentType, LedgerState };
export type CurrentAccountPage = FindCurrentAccountResponse;

/**
 * Contract lists restated, checked against the contract's types: the contract module builds zod
 * schemas at its top level, which the page does not need.
 */
const DOCUMENT_TYPE_SET = {
  Invoice: true,
  Payment: true,
  'Credit Memo': true,
  'Finance Charge Memo': true,
  Refund: true,
  Reminder: true,
} satisfies Record<LedgerDocumentType, true>;
export const DOCUMENT_TYPE_LIST = Object.keys(DOCUMENT_TYPE_SET) as LedgerDocumentType[];
const STATE_SET = { open: true, overdue: true, paid: true } satisfies Record<LedgerState, true>;
export const STATE_LIST = Object.keys(STATE_SET) as LedgerState[];
const SORT_SET = {
  documentNo: true,
  documentType: true,
  postDate: true,
  dueDate: true,
  amount: true,
  remainingAmount: true,
} satisfies Record<CurrentAccountSort, true>;
export const SORT_LIST = Object.keys(SORT_SET) as CurrentAccountSort[];

/** Dictionary key of a document type (`documentTypes.<key>`). */
export const DOCUMENT_TYPE_KEYS = {
  Invoice: 'invoice',
  Payment: 'payment',
  'Credit Memo': 'creditMemo',
  'Finance Charge Memo': 'financeChargeMemo',
  Refund: 'refund',
  Reminder: 'reminder',
} as const satisfies Record<LedgerDocumentType, string>;

export const PAGE_SIZE = 25;

export interface CurrentAccountFilters {
  documentTypes: LedgerDocumentType[];
  state: LedgerState | '';
  /** Post date range, YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  /** Document number prefix. */
  search: string;
}

export const EMPTY_FILTERS: CurrentAccountFilters = { documentTypes: [], state: '', from: '', to: '', search: '' };

/** The query parameters the list and the export share (spec: the export is of the filtered list). */
export function filterParams(filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>) {
  return {
    documentType: filters.documentTypes,
    state: filters.state,
    from: filters.from,
    to: filters.to,
    search: filters.search.trim(),
    sort: sort.key,
    direction: sort.direction,
  };
}

export function currentAccountListUrl(filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>, page: number): string {
  return withQuery('/api/current-account', { page, pageSize: PAGE_SIZE, ...filterParams(filters, sort) });
}

export function exportUrl(format: 'csv' | 'xlsx', filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>): string {
  return withQuery('/api/current-account/export', { format, ...filterParams(filters, sort), language: currentLanguage() });
}

export function statementUrl(from: string, to: string): string {
  return withQuery('/api/current-account/statement', { from, to, language: currentLanguage() });
}

/** GET /api/current-account (CurrentAccounts): one page of ledger entries with the totals of the filtered set. */
export function useCurrentAccount(filters: CurrentAccountFilters, sort: ListSort<CurrentAccountSort>, page: number) {
  return useQuery({
    queryKey: ['current-account', 'list', filters, sort, page] as const,
    queryFn: ({ signal }) => api.get<CurrentAccountPage>(currentAccountListUrl(filters, sort, page), signal),
    placeholderData: keepPreviousData,
  });
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
    mutationFn: ({ from, to }: { from: string; to: string }) => downloadFile(statementUrl(from, to), `statement-${from}-${to}.pdf`),
  });
}
