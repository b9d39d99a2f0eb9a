import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderFormOptionsResponse,
  CancelOrderRequest,
  ConfirmOrderRequest,
  CreateOrderRequest,
  FindOrdersResponse,
  GetOrderResponse,
  OrderDocumentType,
  OrderHistoryEntry,
  OrderSort,
  OrderStatus,
  OrderSummary,
  OrderUnitOfMeasure,
} from '@customer-hub/contract/orders';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { CreateOrderRequest, GetOrderResponse as OrderDetail, OrderHistoryEntry, OrderSort, OrderStatus, OrderSummary, OrderDocumentType, OrderUnitOfMeasure };

/** Contract lists restated (checked against its types) so the page does not load zod. */
const STATUS_SET = { Confirming: true, Confirmed: true, Cancelled: true } satisfies Record<OrderStatus, true>;
export const ORDER_STATUS_LIST = Object.keys(STATUS_SET) as OrderStatus[];
const SORT_SET = { orderNo: true, orderDate: true, requestedTaskDate: true, taskDate: true, status: true } satisfies Record<OrderSort, true>;
export const ORDER_SORT_LIST = Object.keys(SORT_SET) as OrderSort[];
const DOCUMENT_TYPE_SET = { Service: true, Delivery: true, Collection: true, Maintenance: true } satisfies Record<OrderDocumentType, true>;
export const ORDER_DOCUMENT_TYPE_LIST = Object.keys(DOCUMENT_TYPE_SET) as OrderDocumentType[];
const UNIT_SET = { Unit: true, Hour: true, Day: true, Kg: true, Tonne: true, M3: true, Litre: true } satisfies Record<OrderUnitOfMeasure, true>;
export const ORDER_UNIT_LIST = Object.keys(UNIT_SET) as OrderUnitOfMeasure[];

export const PAGE_SIZE = 25;
/** The most options a select loads at once (the API's page size limit). */

export interface OrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
  search: string;
}

const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters, sort: ListSort<OrderSort>, page: number) => ['orders', 'list', filters, sort, page] as const,
  detail: (id: string | null) => ['orders', 'detail', id] as const,
};

/** GET /api/orders (Orders). */
export function useOrders(filters: OrderFilters, sort: ListSort<OrderSort>, page: number) {
  return useQuery({
    queryKey: orderKeys.list(filters, sort, page),
    queryFn: ({ signal }) =>
      api.get<FindOrdersResponse>(
        withQuery('/api/orders', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, ...filters, search: filters.search.trim() }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/:id: the order with its history. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<GetOrderResponse>(`/api/orders/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}

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
export const useCreateOrder = () => useOrderChange((body: CreateOrderRequest) => api.post<GetOrderResponse>('/api/orders', body));

/** POST /api/orders/:id/cancel (CancelOrder; staff until the task date). */
export const useCancelOrder = () =>
  useOrderChange(({ id, body }: { id: string; body: CancelOrderRequest }) =>
    api.post<GetOrderResponse>(`/api/orders/${encodeURIComponent(id)}/cancel`, body),
  );

/** POST /api/orders/:id/confirm (staff): Confirming → Confirmed with the task date. */
export const useConfirmOrder = () =>
  useOrderChange(({ id, body }: { id: string; body: ConfirmOrderRequest }) =>
    api.post<GetOrderResponse>(`/api/orders/${encodeURIComponent(id)}/confirm`, body),
  );

export interface Option {
  value: string;
  label: string;
}

/**
 * What the new-order form offers (GET /api/orders/form-options): the sites in the contact's scope
 * and the teams serving them. It needs only CreateOrder, not the tabs that list sites and teams.
 */
function useFormOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'form-options'] as const,
    queryFn: ({ signal }) => api.get<OrderFormOptionsResponse>('/api/orders/form-options', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSiteOptions(enabled: boolean) {
  const query = useFormOptions(enabled);
  const data: Option[] | undefined = query.data?.sites.map((s) => ({ value: s.id, label: `${s.name} · ${s.businessPartnerName}` }));
  return { ...query, data };
}

/** The teams of the chosen site, and those serving every site of its business partner. */
export function useTeamOptions(enabled: boolean, siteId: string) {
  const query = useFormOptions(enabled);
  const site = query.data?.sites.find((s) => s.id === siteId);
  const data: Option[] | undefined = query.data?.teams
    .filter((team) => !siteId || team.siteId === siteId || (team.siteId === null && team.businessPartnerId === site?.businessPartnerId))
    .map((team) => ({ value: team.id, label: team.name }));
  return { ...query, data };
}
