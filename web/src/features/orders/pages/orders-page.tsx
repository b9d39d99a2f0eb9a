import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/roles';
import type { Column } from '@/components/data-table';
import { CommonFilters } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import {
  ORDER_SORT_LIST,
  ORDER_STATUS_LIST,
  PAGE_SIZE,
  useOrder,
  useOrders,
  type OrderFilters,
  type OrderSummary,
} from '@/features/orders/api';
import { orderDocumentTypeLabel, orderUnitLabel } from '@/features/orders/components/labels';
import { NewOrderModal } from '@/features/orders/components/new-order-modal';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

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
  const { mayCreate, mayCancel } = useOrderPermissions();
  const [creating, setCreating] = useState(false);
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: ORDER_STATUS_LIST },
    sorts: ORDER_SORT_LIST,
    sort: { key: 'orderDate', direction: 'desc' },
    pageSize: PAGE_SIZE,
  });
  const orders = useOrders(list.filters, list.sort, list.page);
  const detail = useOrder(list.selected);

  const columns = useMemo<Column<OrderSummary>[]>(
    () => [
      { key: 'orderNo', header: t('orders.fields.orderNo'), cell: (r) => r.orderNo, nowrap: true, sortKey: 'orderNo' },
      { key: 'status', header: t('orders.fields.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'orderDate', header: t('orders.fields.orderDate'), cell: (r) => formatDate(r.orderDate), nowrap: true, sortKey: 'orderDate' },
      { key: 'documentType', header: t('orders.fields.documentType'), cell: (r) => orderDocumentTypeLabel(r.documentType, t), nowrap: true, priority: 2 },
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
      { key: 'taskDate', header: t('orders.fields.taskDate'), cell: (r) => formatDate(r.taskDate), nowrap: true, sortKey: 'taskDate', priority: 2 },
      { key: 'team', header: t('orders.fields.team'), cell: (r) => r.teamName ?? '', maxWidth: 200, nowrap: true, priority: 3 },
      { key: 'workLocation', header: t('orders.fields.workLocation'), cell: (r) => r.workLocation, maxWidth: 200, nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      screen="Orders"
      list={list}
      query={orders}
      columns={columns}
      filters={<CommonFilters value={list.filters} onChange={list.setFilters} statuses={ORDER_STATUS_LIST} searchLabel={t('orders.filters.search')} testId="orders" />}
      actions={
        mayCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)} data-testid="orders-new">
            {t('orders.new')}
          </Button>
        )
      }
      detail={{
        title: detail.data ? t('orders.detailTitle', { orderNo: detail.data.orderNo }) : t('routes.Orders'),
        loading: detail.isPending,
        error: detail.error,
        content: detail.data && <OrderDetail order={detail.data} mayCancel={mayCancel} />,
        testId: 'order-detail',
      }}
      rowTestId="order-row"
      mobileCard={(order) => <OrderCard order={order} />}
      minWidth={1080}
      testId="orders-table"
    >
      {mayCreate && (
        <NewOrderModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            notifications.show({ color: 'green', message: t('orders.form.created', { orderNo: order.orderNo }) });
            list.open(order.id);
          }}
        />
      )}
    </ListPage>
  );
}
