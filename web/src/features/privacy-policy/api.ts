import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { CreatePrivacyPolicyRequest, FindPolicyAcceptancesRequest, UpdatePrivacyPolicyRequest } from '@customer-hub/contract/privacy-policy';
import { call } from '@/lib/api-call';
import { currentLanguage } from '@/i18n/i18n';
import { downloadFile } from '@/lib/download';
import { dayRangeQuery } from '@/lib/local-days';
import { filterQuery, pageQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

export const PAGE_SIZE = 20;

export const policyKeys = {
  all: ['privacy-policies'] as const,
  versions: (language: string, page: number) => ['privacy-policies', 'versions', language, page] as const,
  acceptances: (filters: AcceptanceFilters, page: number) => ['privacy-policies', 'acceptances', filters, page] as const,
};

/** GET /api/privacy-policies (staff): versions of one language or all, newest version first. */
export function usePolicyVersions(language: LanguageCode | '', page: number) {
  return useListQuery(policyKeys.versions(language, page), (signal) =>
    call('GET /api/privacy-policies', { query: { page, pageSize: PAGE_SIZE, language: language || undefined }, signal }),
  );
}

function useChange<TVariables>(change: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }) });
}

/** Creates a draft (the language's next version) or changes one nobody has decided. */
export function useSavePolicy() {
  return useChange((input: { id: string; body: UpdatePrivacyPolicyRequest } | { id: null; body: CreatePrivacyPolicyRequest }) =>
    input.id === null ? call('POST /api/privacy-policies', { body: input.body }) : call('PUT /api/privacy-policies/:id', { params: { id: input.id }, body: input.body }),
  );
}

export function usePublishPolicy() {
  return useChange(({ id, publish }: { id: string; publish: boolean }) =>
    publish ? call('POST /api/privacy-policies/:id/publish', { params: { id } }) : call('POST /api/privacy-policies/:id/unpublish', { params: { id } }),
  );
}

export function useDeletePolicy() {
  return useChange((id: string) => call('DELETE /api/privacy-policies/:id', { params: { id } }));
}

/** The acceptance list's filters as the URL holds them ('' for "any"); `from` and `to` are the reader's days (YYYY-MM-DD). */
export type AcceptanceFilters = FiltersOf<FindPolicyAcceptancesRequest, 'search' | 'version' | 'language' | 'accepted' | 'from' | 'to'>;

export const NO_ACCEPTANCE_FILTERS: AcceptanceFilters = { search: '', version: '', language: '', accepted: '', from: '', to: '' };

/** The filters as the query string carries them: empty ones left out, the days the instants they start and end at where the reader is. */
const acceptanceQuery = (filters: AcceptanceFilters) => dayRangeQuery(filterQuery(filters));

/** GET /api/privacy-policies/acceptances (staff): who decided which version, newest first. */
export function useAcceptances(filters: AcceptanceFilters, page: number) {
  return useListQuery(policyKeys.acceptances(filters, page), (signal) =>
    call('GET /api/privacy-policies/acceptances', { query: { ...pageQuery(page, undefined, PAGE_SIZE), ...acceptanceQuery(filters) }, signal }),
  );
}

/** Saves the filtered decisions as CSV, its headers in the app's language. */
export function exportAcceptances(filters: AcceptanceFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...acceptanceQuery(filters), fileLanguage: currentLanguage() })) if (value !== undefined) params.set(key, String(value));
  return downloadFile(`/api/privacy-policies/acceptances/export?${params.toString()}`, 'privacy-policy-acceptances.csv');
}
