import { useQuery } from '@tanstack/react-query';
import type { OrgChartContract, GetOrgChartResponse, OrgChartNodeKind } from '@customer-hub/contract/org-chart';
import type { CompanyTree } from '@customer-hub/contract/org';
import { api, withQuery } from '@/lib/api-client';

export type { GetOrgChartResponse as OrgChart, OrgChartContract, OrgChartNodeKind };

/** GET /api/org-chart: a contact's own company limited to their scope; staff name the company. */
export function useOrgChart(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['org-chart', companyId] as const,
    queryFn: ({ signal }) => api.get<GetOrgChartResponse>(withQuery('/api/org-chart', { companyId }), signal),
    enabled,
  });
}

/** GET /api/org/companies (staff): the companies a clerk may chart. */
export function useChartCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['org', 'companies'] as const,
    queryFn: ({ signal }) => api.get<CompanyTree>('/api/org/companies', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
