import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApproveAccessRequest, FindAccessRequestsRequest } from '@customer-hub/contract/access-requests';
import type { CreateAccessRequest } from '@customer-hub/contract/accounts';
import type { CompanyTree } from '@customer-hub/contract/org';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useGet, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

export type ApproveBody = z.input<typeof ApproveAccessRequest>;
export type TreeNodeKind = ApproveBody['treeNodeKind'];

/** GET /api/org/companies: the organisation tree a clerk picks the new contact's node from. */
export type OrgCompany = CompanyTree[number];
export type OrgBusinessPartner = OrgCompany['businessPartners'][number];
export type OrgSite = OrgBusinessPartner['sites'][number];

/** The list's filter as the URL keeps it ('' for every status). */
export type AccessRequestFilters = FiltersOf<FindAccessRequestsRequest, 'status'>;

export const accessRequestKeys = {
  all: ['access-requests'] as const,
  companies: ['org', 'companies'] as const,
};

/** POST /api/access-requests (public). */
export function useCreateAccessRequest() {
  return useMutation({
    mutationFn: (body: z.input<typeof CreateAccessRequest>) => call('POST /api/access-requests', { body }),
  });
}

/** GET /api/access-requests (staff): one page, newest first. */
export function useAccessRequests(filters: AccessRequestFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...filterQuery(filters) };
  return useListQuery([...accessRequestKeys.all, 'list', query], (signal) => call('GET /api/access-requests', { query, signal }), { staleTime: 0 });
}

/** GET /api/org/companies (staff). */
export function useOrgCompanies(enabled: boolean) {
  return useGet(accessRequestKeys.companies, 'GET /api/org/companies', { enabled });
}

/** The decisions change the list and the bell's notifications. */
function useDecision<TVariables extends { id: string }, TAnswer>(decide: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.all }),
  });
}

/** POST /api/access-requests/:id/approve: creates the contact and emails an invitation. */
export const useApproveAccessRequest = () =>
  useDecision(({ id, body }: { id: string; body: ApproveBody }) => call('POST /api/access-requests/:id/approve', { params: { id }, body }));
/** POST /api/access-requests/:id/reject: a polite email to the requester. */
export const useRejectAccessRequest = () =>
  useDecision(({ id }: { id: string; body?: never }) => call('POST /api/access-requests/:id/reject', { params: { id } }));
