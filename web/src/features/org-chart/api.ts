import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { useGet } from '@/lib/queries';

/** GET /api/org-chart: a contact's own company limited to their scope; staff name the company. */
export function useOrgChart(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['org-chart', companyId] as const,
    queryFn: ({ signal }) => call('GET /api/org-chart', { query: { companyId: companyId ?? undefined }, signal }),
    enabled,
  });
}

/** GET /api/org/companies (staff): the companies a clerk may chart. */
export function useChartCompanies(enabled: boolean) {
  return useGet(['org', 'companies'], 'GET /api/org/companies', { enabled, staleTime: 5 * 60_000 });
}
