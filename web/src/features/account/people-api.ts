import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, FindUsersRequest, UpdatePermissionsRequest, UpdateUserRequest } from '@customer-hub/contract/users';
import type { CompanyTree } from '@customer-hub/contract/org';
import type { FindViewAsHistoryRequest } from '@customer-hub/contract/view-as';
import { DATA_EXPORT_POLL_MS } from '@customer-hub/contract/constants/data-export';
import type { UserConfirmedAction } from '@customer-hub/contract/constants/users';
import { call } from '@/lib/api-call';
import { userKeys } from '@/lib/current-user';
import { filterQuery, pageQuery, useGet, useListQuery } from '@/lib/queries';
import { uploadFile } from '@/lib/upload';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';
import { beginViewAs, identitySwitch, VIEW_AS_START_PATH } from '@/lib/view-as';

export type OrgCompany = CompanyTree[number];

/** The people lists' filters as the URL keeps them ('' for all). */
export type UsersFilters = FiltersOf<FindUsersRequest, 'search' | 'role' | 'companyId' | 'active'>;

export const peopleKeys = {
  all: ['people'] as const,
  companies: ['org', 'companies'] as const,
  detail: (id: string) => ['people', 'detail', id] as const,
};

/** GET /api/users: staff see everyone, a main contact the contacts they manage. */
export function useUsers(filters: UsersFilters, sort: ListSort<FindUsersRequest['sort']>, page: number, pageSize: number, enabled = true) {
  const query = { ...pageQuery(page, sort, pageSize), ...filterQuery(filters) };
  return useListQuery([...peopleKeys.all, 'list', query], (signal) => call('GET /api/users', { query, signal }), { staleTime: 0, enabled });
}

/** GET /api/users/:id: the user and what the caller may do to them. */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: peopleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call('GET /api/users/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** GET /api/org/companies (staff): the organisation tree a contact's company and node are picked from. */
export function useOrgCompanies(enabled: boolean) {
  return useGet(peopleKeys.companies, 'GET /api/org/companies', { enabled });
}

/** The narrowest node chosen: a site, else a business partner, else the company. */
export function chosenNode(companyId: string, partnerId: string, siteId: string) {
  if (siteId) return { treeNodeKind: 'site' as const, treeNodeId: siteId };
  if (partnerId) return { treeNodeKind: 'business_partner' as const, treeNodeId: partnerId };
  return { treeNodeKind: 'company' as const, treeNodeId: companyId };
}

/** Every change to people refreshes the lists, the details and the signed-in user's own view. */
function usePeopleChange<V, A>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: peopleKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.vm })]);
    },
  });
}

export const useCreateUser = () => usePeopleChange((body: CreateUserRequest) => call('POST /api/users', { body }));
export const useUpdateUser = () => usePeopleChange(({ id, body }: { id: string; body: UpdateUserRequest }) => call('PUT /api/users/:id', { params: { id }, body }));
export const useUpdatePermissions = () =>
  usePeopleChange(({ id, body }: { id: string; body: UpdatePermissionsRequest }) => call('PUT /api/users/:id/permissions', { params: { id }, body }));

/** The actions asked for after a confirmation; the server answers per user which the caller may take. */
export type UserAction = UserConfirmedAction;

/** The confirmed actions on a user: status changes, the emailed links and a second factor's reset. */
export const useUserAction = () =>
  usePeopleChange(({ id, action }: { id: string; action: UserAction }): Promise<unknown> => {
    const params = { id };
    switch (action) {
      case 'deactivate':
        return call('POST /api/users/:id/deactivate', { params });
      case 'activate':
        return call('POST /api/users/:id/activate', { params });
      case 'send-reset':
        return call('POST /api/users/:id/send-reset', { params });
      case 'resend-invitation':
        return call('POST /api/users/:id/resend-invitation', { params });
      case 'reset-two-factor':
        return call('POST /api/users/:id/reset-two-factor', { params });
      case 'request-erasure':
        return call('POST /api/erasure-requests', { body: { userId: id } });
    }
  });

/** POST /api/users/:id/photo: the image is re-encoded by the server; the top bar's photo follows. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadFile<{ updated: true }>(`/api/users/${id}/photo`, file),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.photo }), queryClient.invalidateQueries({ queryKey: peopleKeys.all })]);
    },
  });
}

/**
 * POST /api/view-as (staff): a read-only session as the contact. On success the staff session is
 * kept aside and the app reloads as the contact (lib/view-as.ts).
 */
export function useStartViewAs() {
  return useMutation({
    mutationFn: async ({ contactId, reason }: { contactId: string; reason: string }) => {
      const answer = await call('POST /api/view-as', { body: { contactId, reason } });
      beginViewAs(answer, reason);
      identitySwitch.reloadAt(VIEW_AS_START_PATH);
    },
  });
}

/** GET /api/view-as/history: staff read every view-as session, a main contact those of their company's contacts. */
export function useViewAsHistory(sort: ListSort<FindViewAsHistoryRequest['sort']>, page: number, pageSize: number) {
  const query = pageQuery(page, sort, pageSize);
  return useListQuery(['view-as', 'history', query] as const, (signal) => call('GET /api/view-as/history', { query, signal }), { staleTime: 0 });
}

const dataExportKeys = { of: (userId: string) => ['people', 'data-exports', userId] as const };

/** GET /api/data-exports?userId= (staff): a user's archives; polled while one is being prepared. */
export function useUserDataExports(userId: string | null) {
  return useQuery({
    queryKey: dataExportKeys.of(userId ?? ''),
    queryFn: ({ signal }) => call('GET /api/data-exports', { query: { userId: userId ?? '' }, signal }),
    enabled: !!userId,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.exports.some((e) => e.status === 'queued' || e.status === 'preparing') ? DATA_EXPORT_POLL_MS : false),
  });
}

/** POST /api/data-exports (staff): prepare an archive of a user's data, e.g. for a request by post. */
export function usePrepareDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call('POST /api/data-exports', { body: { userId } }),
    onSettled: (_data, _error, userId) => queryClient.invalidateQueries({ queryKey: dataExportKeys.of(userId) }),
  });
}
