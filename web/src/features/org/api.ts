import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuildingSort,
  CompanySort,
  FindBuildingsRequest,
  FindCompaniesRequest,
  FindOrgSitesRequest,
  FindPartnersRequest,
  OrgSiteSort,
  PartnerSort,
  SaveBuildingRequest,
  SaveBusinessPartnerRequest,
  SaveCompanyRequest,
  SaveSiteRequest,
  UpdateCompanyRequest,
} from '@customer-hub/contract/org';
import type { Permission } from '@customer-hub/contract/constants/permissions';
import type { CompanyPowerBiReport } from '@customer-hub/contract/settings';
import { SYNC_ORGANISATION_ENTITIES } from '@customer-hub/contract/constants/sync';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useGet, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListFilters, ListSort } from '@/lib/use-list-page';

export const ORG_PAGE_SIZE = 25;

export const orgKeys = {
  all: ['org-admin'] as const,
  companies: (filter: object) => ['org-admin', 'companies', filter] as const,
  company: (id: string) => ['org-admin', 'company', id] as const,
  partners: (companyId: string, filter: object) => ['org-admin', 'partners', companyId, filter] as const,
  sites: (companyId: string, filter: object) => ['org-admin', 'sites', companyId, filter] as const,
  buildings: (filter: object) => ['org-admin', 'buildings', filter] as const,
  tree: ['org-admin', 'tree'] as const,
  powerBi: (companyId: string) => ['org-admin', 'power-bi', companyId] as const,
};

/** One page of an organisation list: its page, its sort and its filters, as the contract's query takes them. */
const listQuery = <S extends string, F extends ListFilters<F>>(page: number, sort: ListSort<S>, filters: F) => ({ ...pageQuery(page, sort, ORG_PAGE_SIZE), ...filterQuery(filters) });

/** GET /api/companies (staff). */
export function useCompanies(filters: FiltersOf<FindCompaniesRequest, 'search'>, sort: ListSort<CompanySort>, page: number) {
  const query = listQuery(page, sort, filters);
  return useListQuery(orgKeys.companies(query), (signal) => call('GET /api/companies', { query, signal }));
}

/** GET /api/companies/:id (staff). */
export function useCompany(id: string) {
  return useQuery({ queryKey: orgKeys.company(id), queryFn: ({ signal }) => call('GET /api/companies/:id', { params: { id }, signal }) });
}

/** GET /api/companies/:id/partners (staff). */
export function usePartners(companyId: string, filters: FiltersOf<FindPartnersRequest, 'search'>, sort: ListSort<PartnerSort>, page: number) {
  const query = listQuery(page, sort, filters);
  return useListQuery(orgKeys.partners(companyId, query), (signal) => call('GET /api/companies/:id/partners', { params: { id: companyId }, query, signal }));
}

/** GET /api/companies/:id/sites (staff), all or one business partner's. */
export function useCompanySites(companyId: string, filters: FiltersOf<FindOrgSitesRequest, 'search' | 'businessPartnerId'>, sort: ListSort<OrgSiteSort>, page: number) {
  const query = listQuery(page, sort, filters);
  return useListQuery(orgKeys.sites(companyId, query), (signal) => call('GET /api/companies/:id/sites', { params: { id: companyId }, query, signal }));
}

/** GET /api/buildings (staff). */
export function useBuildings(filters: FiltersOf<FindBuildingsRequest, 'search' | 'companyId'>, sort: ListSort<BuildingSort>, page: number) {
  const query = listQuery(page, sort, filters);
  return useListQuery(orgKeys.buildings(query), (signal) => call('GET /api/buildings', { query, signal }));
}

/** GET /api/org/companies (staff): every company with its partners and sites, for the pickers. */
export const useOrgTree = () => useGet(orgKeys.tree, 'GET /api/org/companies', { staleTime: 60_000 });

/** A change to the organisation: every list and page of it (and the pickers' tree) is read again. */
function useOrgChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: orgKeys.all }), queryClient.invalidateQueries({ queryKey: ['org', 'companies'] })]),
  });
}

export const useSaveCompany = () =>
  useOrgChange(({ id, body }: { id: null; body: SaveCompanyRequest } | { id: string; body: UpdateCompanyRequest }) =>
    id === null ? call('POST /api/companies', { body }) : call('PUT /api/companies/:id', { params: { id }, body }),
  );

export const useSaveDefaultPermissions = () =>
  useOrgChange(({ id, defaultPermissions }: { id: string; defaultPermissions: Permission[] }) =>
    call('PUT /api/companies/:id/default-permissions', { params: { id }, body: { defaultPermissions } }),
  );

export const useSavePartner = () =>
  useOrgChange(({ companyId, id, body }: { companyId: string; id: string | null; body: SaveBusinessPartnerRequest }) =>
    id === null
      ? call('POST /api/companies/:id/partners', { params: { id: companyId }, body })
      : call('PUT /api/companies/:id/partners/:partnerId', { params: { id: companyId, partnerId: id }, body }),
  );

export const useSaveSite = () =>
  useOrgChange(({ companyId, id, body }: { companyId: string; id: string | null; body: SaveSiteRequest }) =>
    id === null
      ? call('POST /api/companies/:id/sites', { params: { id: companyId }, body })
      : call('PUT /api/companies/:id/sites/:siteId', { params: { id: companyId, siteId: id }, body }),
  );

export const useSaveBuilding = () =>
  useOrgChange(({ id, body }: { id: string | null; body: SaveBuildingRequest }) =>
    id === null ? call('POST /api/buildings', { body }) : call('PUT /api/buildings/:id', { params: { id }, body }),
  );

/** GET /api/settings/reports/companies/:companyId (Admin): the company's own Power BI report, both empty for none. */
export function useCompanyPowerBiReport(companyId: string) {
  return useQuery({
    queryKey: orgKeys.powerBi(companyId),
    queryFn: ({ signal }) => call('GET /api/settings/reports/companies/:companyId', { params: { companyId }, signal }),
    staleTime: 0,
  });
}

/** PUT /api/settings/reports/companies/:companyId (Admin): sets the company's Power BI report, or (both empty) drops it. */
export function useSaveCompanyPowerBiReport(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyPowerBiReport) => call('PUT /api/settings/reports/companies/:companyId', { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(orgKeys.powerBi(companyId), saved),
  });
}

/** POST /api/sync/runs limited to the organisation (companies, partners, sites, buildings) from Business Central. */
export function useSyncBuildings() {
  return useMutation({
    mutationFn: () => call('POST /api/sync/runs', { body: { connector: 'odata', dryRun: false, entities: [...SYNC_ORGANISATION_ENTITIES] } }),
  });
}
