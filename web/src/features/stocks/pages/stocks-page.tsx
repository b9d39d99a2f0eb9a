import { useMemo, useState } from 'react';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { DetailList } from '@/components/detail-list';
import { SearchFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { PAGE_SIZE, STOCK_SORT_LIST, useStock, useStocks, type StockDetail, type StockFilters, type StockSort, type StockSummary } from '@/features/stocks/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(STOCK_SORT_LIST);

function StockInfo({ stock }: { stock: StockDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: t('stocks.columns.itemNo'), value: stock.itemNo },
          { label: t('stocks.columns.warehouse'), value: stock.warehouse },
          { label: t('stocks.columns.quantity'), value: `${formatNumber(stock.quantity)} ${stock.unitOfMeasure}` },
          { label: t('stocks.columns.updatedAt'), value: formatDateTime(stock.updatedAt) },
          { label: t('common.customer'), value: [stock.businessPartnerName, stock.siteName].filter(Boolean).join(' · ') },
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('stocks.otherWarehouses')}
        </Title>
        {stock.otherWarehouses.length === 0 ? (
          <Text c="dimmed">{t('stocks.noOtherWarehouses')}</Text>
        ) : (
          <List spacing={4} data-testid="stock-other-warehouses">
            {stock.otherWarehouses.map((other) => (
              <List.Item key={other.id}>
                {other.warehouse}: {formatNumber(other.quantity)} {other.unitOfMeasure}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

/** /dashboard/Stocks: the customer's goods per warehouse. */
export function StocksPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Stocks'));
  const [filters, setFilters] = useState<StockFilters>({ search: '', warehouse: '' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useListState<StockSort>({ key: 'itemNo', direction: 'asc' }, isSort);
  const stocks = useStocks(filters, list.sort, list.page);
  const detail = useStock(selectedId);
  const change = (next: StockFilters) => {
    setFilters(next);
    list.firstPage();
  };

  const columns = useMemo<Column<StockSummary>[]>(
    () => [
      { key: 'itemNo', header: t('stocks.columns.itemNo'), cell: (r) => r.itemNo, nowrap: true, sortKey: 'itemNo' },
      { key: 'description', header: t('stocks.columns.description'), cell: (r) => r.description, maxWidth: 300, nowrap: true, sortKey: 'description' },
      { key: 'warehouse', header: t('stocks.columns.warehouse'), cell: (r) => r.warehouse, nowrap: true, sortKey: 'warehouse' },
      { key: 'quantity', header: t('stocks.columns.quantity'), cell: (r) => `${formatNumber(r.quantity)} ${r.unitOfMeasure}`, nowrap: true, align: 'right', sortKey: 'quantity' },
      { key: 'updatedAt', header: t('stocks.columns.updatedAt'), cell: (r) => formatDateTime(r.updatedAt), nowrap: true, sortKey: 'updatedAt' },
      { key: 'site', header: t('stocks.columns.site'), cell: (r) => r.siteName ?? r.businessPartnerName, maxWidth: 220, nowrap: true },
    ],
    [t],
  );

  if (isForbidden(stocks.error)) {
    return (
      <>
        <PageHeader title={t('routes.Stocks')} />
        <QueryErrorState error={stocks.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.Stocks')} lead={t('stocks.lead')} />
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="wrap">
          <SearchFilter label={t('stocks.search')} value={filters.search} onChange={(search) => change({ ...filters, search })} testId="stocks-search" />
          <SearchFilter label={t('stocks.columns.warehouse')} value={filters.warehouse} onChange={(warehouse) => change({ ...filters, warehouse })} testId="stocks-warehouse" />
        </Group>
        <DataTable
          label={t('routes.Stocks')}
          columns={columns}
          {...pagedQueryProps(stocks)}
          rowKey={(r) => r.id}
          emptyText={t('stocks.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={(row) => setSelectedId(row.id)}
          selectedKey={selectedId}
          rowTestId="stock-row"
          mobileCard={(stock) => (
            <Stack gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={700}>{stock.itemNo}</Text>
                <Text fw={600}>
                  {formatNumber(stock.quantity)} {stock.unitOfMeasure}
                </Text>
              </Group>
              <Text size="sm">{stock.description}</Text>
              <Text size="sm" c="dimmed">
                {stock.warehouse}
              </Text>
            </Stack>
          )}
          minWidth={900}
          testId="stocks-table"
        />
      </Stack>
      <DetailDrawer
        opened={selectedId !== null}
        onClose={() => setSelectedId(null)}
        title={detail.data?.description ?? t('routes.Stocks')}
        loading={detail.isPending}
        error={detail.error}
        testId="stock-detail"
      >
        {detail.data && <StockInfo stock={detail.data} />}
      </DetailDrawer>
    </>
  );
}
