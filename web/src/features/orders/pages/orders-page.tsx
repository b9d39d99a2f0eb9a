import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { ORDER_SORTS, ORDER_STATUSES } from '@customer-hub/contract/constants/orders';
import type { OrderSummary } from '@customer-hub/contract/orders';
import type { Column } from '@/components/data-table';
import { CompanyFilter, STAFF_COLUMN_WIDTH } from '@/components/company-filter';
import { CommonFilters } from '@/components/list-filters';
import { ListCard } from '@/components/list-card';
import { ListPage, queryDetail } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { useOrder, useOrders, type OrderFilters } from '@/features/orders/api';
import { orderDocumentTypeLabel, orderUnitLabel } from '@/features/orders/components/labels';
import { NewOrderModal } from '@/features/orders/components/new-order-modal';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate, formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: OrderFilters = { status: '', from: '', to: '', search: '', siteId: '', companyId: '' };

/** A phone card; staff also read whose order it is. */
function OrderCard({ order, staff }: { order: OrderSummary; staff: boolean }) {
  const { t } = useTranslation();
  const requested = t('orders.card.requested', { date: formatDate(order.requestedTaskDate) });
  return (
    <ListCard
      title={order.orderNo}
      aside={<StatusBadge status={order.status} />}
      line={`${orderDocumentTypeLabel(order.documentType, t)} · ${formatNumber(order.quantity)} ${orderUnitLabel(order.unitOfMeasure, t)}`}
      note={staff ? `${order.companyName} · ${requested}` : requested}
    />
  );
}

/** The signed-in user's order switches; staff hold every permission and place orders for any company. */
function useOrderPermissions() {
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const has = (p: 'CreateOrder' | 'CancelOrder') => !!user?.permissions.includes(p);
  return { staff, mayCreate: has('CreateOrder'), mayCancel: staff || has('CancelOrder') };
}

/** /dashboard/Orders: work orders with their status; new (CreateOrder), cancel (CancelOrder), confirm (staff). */
export function OrdersPage() {
  const { t } = useTranslation();
  const { staff, mayCreate, mayCancel } = useOrderPermissions();
  const [creating, setCreating] = useState(false);
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: ORDER_STATUSES },
    sorts: ORDER_SORTS,
    sort: { key: 'orderDate', direction: 'desc' },
  });
  const orders = useOrders(list.filters, list.sort, list.page);
  const detail = useOrder(list.selected);

  const columns = useMemo<Column<OrderSummary>[]>(
    () => [
      { key: 'orderNo', header: t('orders.fields.orderNo'), cell: (r) => r.orderNo, nowrap: true, sortKey: 'orderNo' },
      // Staff hold every company's orders, numbered per company: whose each one is.
      ...(staff ? [{ key: 'company', header: t('orders.fields.company'), cell: (r: OrderSummary) => r.companyName, maxWidth: 200, nowrap: true }] : []),
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
    [t, staff],
  );

  return (
    <ListPage
      screen="Orders"
      list={list}
      query={orders}
      columns={columns}
      filters={
        <>
          {staff && <CompanyFilter value={list.filters.companyId ?? ''} onChange={(companyId) => list.setFilters({ companyId })} testId="orders" />}
          <CommonFilters value={list.filters} onChange={list.setFilters} statuses={ORDER_STATUSES} searchLabel={t('orders.filters.search')} testId="orders" />
        </>
      }
      actions={
        mayCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)} data-testid="orders-new">
            {t('orders.new')}
          </Button>
        )
      }
      detail={queryDetail(detail, t('routes.Orders'), 'order-detail', (order) => ({
        title: t('orders.detailTitle', { orderNo: order.orderNo }),
        content: <OrderDetail order={order} mayCancel={mayCancel} />,
      }))}
      rowTestId="order-row"
      mobileCard={(order) => <OrderCard order={order} staff={staff} />}
      minWidth={1080 + (staff ? STAFF_COLUMN_WIDTH : 0)}
      testId="orders-table"
    >
      {mayCreate && (
        <NewOrderModal
          opened={creating}
          staff={staff}
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
