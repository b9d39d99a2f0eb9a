import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/roles';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { DateRangeFilter, rangeIsValid, SearchFilter, StatusFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { StatusBadge } from '@/components/status-badge';
import {
  ORDER_SORT_LIST,
  ORDER_STATUS_LIST,
  PAGE_SIZE,
  useOrder,
  useOrders,
  type OrderFilters,
  type OrderSort,
  type OrderSummary,
} from '@/features/orders/api';
import { orderDocumentTypeLabel, orderUnitLabel } from '@/features/orders/components/labels';
import { NewOrderModal } from '@/features/orders/components/new-order-modal';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatNumber } from '@/lib/format';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(ORDER_SORT_LIST);
const EMPTY: OrderFilters = { status: '', from: '', to: '', search: '' };

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{order.orderNo}</Text>
        <StatusBadge status={order.status} />
      </Group>
      <Text size="sm">
        {orderDocumentTypeLabel(order.documentType, t)} · {formatNumber(order.quantity)} {orderUnitLabel(order.unitOfMeasure, t)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('orders.card.requested', { date: formatDate(order.requestedTaskDate) })}
      </Text>
    </Stack>
  );
}

/** The signed-in user's order switches; staff may cancel any order, contacts create theirs. */
function useOrderPermissions() {
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const has = (p: 'CreateOrder' | 'CancelOrder') => !!user?.permissions.includes(p);
  return { mayCreate: !staff && has('CreateOrder'), mayCancel: staff || has('CancelOrder') };
}

/** /dashboard/Orders: work orders with their status; new (CreateOrder), cancel (CancelOrder), confirm (staff). */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Orders'));
  const { mayCreate, mayCancel } = useOrderPermissions();
  const [filters, setFilters] = useState<OrderFilters>(EMPTY);
  const [applied, setApplied] = useState<OrderFilters>(EMPTY);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useListState<OrderSort>({ key: 'orderDate', direction: 'desc' }, isSort);
  const orders = useOrders(applied, list.sort, list.page);
  const detail = useOrder(selectedId);

  const change = (next: OrderFilters) => {
    setFilters(next);
    if (rangeIsValid(next)) {
      setApplied(next);
      list.firstPage();
    }
  };

  const columns = useMemo<Column<OrderSummary>[]>(
    () => [
      { key: 'orderNo', header: t('orders.fields.orderNo'), cell: (r) => r.orderNo, nowrap: true, sortKey: 'orderNo' },
      { key: 'status', header: t('orders.fields.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'orderDate', header: t('orders.fields.orderDate'), cell: (r) => formatDate(r.orderDate), nowrap: true, sortKey: 'orderDate' },
      { key: 'documentType', header: t('orders.fields.documentType'), cell: (r) => orderDocumentTypeLabel(r.documentType, t), nowrap: true },
      {
        key: 'quantity',
        header: t('orders.fields.quantity'),
        cell: (r) => `${formatNumber(r.quantity)} ${orderUnitLabel(r.unitOfMeasure, t)}`,
        nowrap: true,
        align: 'right',
      },
      {
        key: 'requestedTaskDate',
        header: t('orders.fields.requestedTaskDate'),
        cell: (r) => formatDate(r.requestedTaskDate),
        nowrap: true,
        sortKey: 'requestedTaskDate',
      },
      { key: 'taskDate', header: t('orders.fields.taskDate'), cell: (r) => formatDate(r.taskDate), nowrap: true, sortKey: 'taskDate' },
      { key: 'team', header: t('orders.fields.team'), cell: (r) => r.teamName ?? '', maxWidth: 200, nowrap: true },
      { key: 'workLocation', header: t('orders.fields.workLocation'), cell: (r) => r.workLocation, maxWidth: 200, nowrap: true },
    ],
    [t],
  );

  if (isForbidden(orders.error)) {
    return (
      <>
        <PageHeader title={t('routes.Orders')} />
        <QueryErrorState error={orders.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.Orders')} lead={t('orders.lead')} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="wrap">
            <StatusFilter statuses={ORDER_STATUS_LIST} value={filters.status} onChange={(status) => change({ ...filters, status })} testId="orders-filter-status" />
            <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => change({ ...filters, ...range })} testId="orders" />
            <SearchFilter label={t('orders.filters.search')} value={filters.search} onChange={(search) => change({ ...filters, search })} testId="orders-search" />
          </Group>
          {mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)} data-testid="orders-new">
              {t('orders.new')}
            </Button>
          )}
        </Group>
        <DataTable
          label={t('routes.Orders')}
          columns={columns}
          {...pagedQueryProps(orders)}
          rowKey={(r) => r.id}
          emptyText={t('orders.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={(row) => setSelectedId(row.id)}
          selectedKey={selectedId}
          rowTestId="order-row"
          mobileCard={(order) => <OrderCard order={order} />}
          minWidth={1080}
          testId="orders-table"
        />
      </Stack>
      <DetailDrawer
        opened={selectedId !== null}
        onClose={() => setSelectedId(null)}
        title={detail.data ? t('orders.detailTitle', { orderNo: detail.data.orderNo }) : t('routes.Orders')}
        loading={detail.isPending}
        error={detail.error}
        testId="order-detail"
      >
        {detail.data && <OrderDetail order={detail.data} mayCancel={mayCancel} />}
      </DetailDrawer>
      {mayCreate && (
        <NewOrderModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            notifications.show({ color: 'green', message: t('orders.form.created', { orderNo: order.orderNo }) });
            setSelectedId(order.id);
          }}
        />
      )}
    </>
  );
}
