import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { CreatePrivacyPolicyRequest, FindPolicyAcceptancesRequest, PolicyAcceptanceExportFormat, UpdatePrivacyPolicyRequest } from '@customer-hub/contract/privacy-policy';
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
  summary: ['privacy-policies', 'summary'] as const,
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

/** GET /api/privacy-policies/acceptances/summary (staff): per version, who accepted, only declined, has not decided yet. */
export function useAcceptanceSummary() {
  return useQuery({ queryKey: policyKeys.summary, queryFn: ({ signal }) => call('GET /api/privacy-policies/acceptances/summary', { signal }) });
}

/** What an export holds: the list's filters, or one version (or all) whole. */
export type AcceptanceExport = { filters: AcceptanceFilters } | { version: number | null };

/**
 * Saves the decisions as CSV or XLSX, headers in the app's language, dates and times in the
 * browser's zone; answers whether the file was cut at the export's maximum.
 */
export async function exportAcceptances(what: AcceptanceExport, format: PolicyAcceptanceExportFormat): Promise<{ truncated: boolean }> {
  const query = 'filters' in what ? acceptanceQuery(what.filters) : { version: what.version ?? undefined };
  const params = new URLSearchParams({ format, fileLanguage: currentLanguage(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const { headers } = await downloadFile(`/api/privacy-policies/acceptances/export?${params.toString()}`, `privacy-policy-acceptances.${format}`);
  return { truncated: headers.get('x-export-truncated') === 'true' };
}
