import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderRequest, ConfirmOrderRequest, CreateOrderRequest, FindOrdersRequest, GetOrderResponse, OrderSort } from '@customer-hub/contract/orders';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useDetailQuery, useGet, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

/** The list's filters as the URL keeps them ('' for all). */
export type OrderFilters = FiltersOf<FindOrdersRequest, 'status' | 'from' | 'to' | 'search' | 'siteId' | 'companyId'>;

const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters, sort: ListSort<OrderSort>, page: number) => ['orders', 'list', filters, sort, page] as const,
  detail: (id: string | null) => ['orders', 'detail', id] as const,
};

/** GET /api/orders (Orders). */
export function useOrders(filters: OrderFilters, sort: ListSort<OrderSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return useListQuery(orderKeys.list(filters, sort, page), (signal) => call('GET /api/orders', { query, signal }));
}

/** GET /api/orders/:id: the order with its history. */
export const useOrder = (id: string | null) => useDetailQuery('orders', id, (id, signal) => call('GET /api/orders/:id', { params: { id }, signal }));

/** Every change answers the order as it now is: show it, and refresh the lists. */
function useOrderChange<TVariables>(call: (variables: TVariables) => Promise<GetOrderResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}

/** POST /api/orders (CreateOrder). */
export const useCreateOrder = () => useOrderChange((body: CreateOrderRequest) => call('POST /api/orders', { body }));

/** POST /api/orders/:id/cancel (CancelOrder; staff until the task date). */
export const useCancelOrder = () =>
  useOrderChange(({ id, body }: { id: string; body: CancelOrderRequest }) => call('POST /api/orders/:id/cancel', { params: { id }, body }));

/** POST /api/orders/:id/confirm (staff): Confirming → Confirmed with the task date. */
export const useConfirmOrder = () =>
  useOrderChange(({ id, body }: { id: string; body: ConfirmOrderRequest }) => call('POST /api/orders/:id/confirm', { params: { id }, body }));

export interface Option {
  value: string;
  label: string;
}

/** GET /api/org/companies (staff): the companies staff may place an order for. */
export function useOrderCompanies(enabled: boolean) {
  const query = useGet(['org', 'companies'], 'GET /api/org/companies', { enabled, staleTime: 5 * 60_000 });
  const data: Option[] | undefined = query.data?.map((c) => ({ value: c.id, label: c.name }));
  return { ...query, data };
}

/**
 * What the new-order form offers (GET /api/orders/form-options): the sites in the caller's scope
 * and the teams serving them — a contact's own (companyId null), or the company staff chose. It
 * needs only CreateOrder, not the tabs that list sites and teams.
 */
function useFormOptions(enabled: boolean, companyId: string | null) {
  return useQuery({
    queryKey: ['orders', 'form-options', companyId],
    queryFn: ({ signal }) => call('GET /api/orders/form-options', { query: companyId ? { companyId } : {}, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSiteOptions(enabled: boolean, companyId: string | null) {
  const query = useFormOptions(enabled, companyId);
  const data: Option[] | undefined = query.data?.sites.map((s) => ({ value: s.id, label: `${s.name} · ${s.businessPartnerName}` }));
  return { ...query, data };
}

/** The teams of the chosen site, and those serving every site of its business partner. */
export function useTeamOptions(enabled: boolean, companyId: string | null, siteId: string) {
  const query = useFormOptions(enabled, companyId);
  const site = query.data?.sites.find((s) => s.id === siteId);
  const data: Option[] | undefined = query.data?.teams
    .filter((team) => !siteId || team.siteId === siteId || (team.siteId === null && team.businessPartnerId === site?.businessPartnerId))
    .map((team) => ({ value: team.id, label: team.name }));
  return { ...query, data };
}
