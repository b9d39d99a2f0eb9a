import { useMemo } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STOCK_SORTS } from '@customer-hub/contract/constants/stocks';
import type { GetStockResponse, StockSummary } from '@customer-hub/contract/stocks';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { SearchFilter } from '@/components/list-filters';
import { ListCard } from '@/components/list-card';
import { ListPage, queryDetail } from '@/components/list-page';
import { DetailSection } from '@/components/detail-section';
import { useStock, useStocks, type StockFilters } from '@/features/stocks/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { unitLabel } from '@/lib/units';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: StockFilters = { search: '', warehouse: '' };

function StockInfo({ stock }: { stock: GetStockResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: t('stocks.columns.itemNo'), value: stock.itemNo },
          { label: t('stocks.columns.warehouse'), value: stock.warehouse },
          { label: t('stocks.columns.quantity'), value: `${formatNumber(stock.quantity)} ${unitLabel(stock.unitOfMeasure, t)}` },
          { label: t('stocks.columns.updatedAt'), value: formatDateTime(stock.updatedAt) },
          { label: t('common.customer'), value: [stock.businessPartnerName, stock.siteName].filter(Boolean).join(' · ') },
        ]}
      />
      <DetailSection title={t('stocks.otherWarehouses')} emptyText={stock.otherWarehouses.length === 0 && t('stocks.noOtherWarehouses')} gap="xs">
        <List spacing={4} data-testid="stock-other-warehouses">
          {stock.otherWarehouses.map((other) => (
            <List.Item key={other.id}>
              {other.warehouse}: {formatNumber(other.quantity)} {unitLabel(other.unitOfMeasure, t)}
            </List.Item>
          ))}
        </List>
      </DetailSection>
    </Stack>
  );
}

/** /dashboard/Stocks: the customer's goods per warehouse. */
export function StocksPage() {
  const { t } = useTranslation();
  const list = useListPage({ filters: EMPTY, sorts: STOCK_SORTS, sort: { key: 'itemNo', direction: 'asc' } });
  const stocks = useStocks(list.filters, list.sort, list.page);
  const detail = useStock(list.selected);

  const columns = useMemo<Column<StockSummary>[]>(
    () => [
      { key: 'itemNo', header: t('stocks.columns.itemNo'), cell: (r) => r.itemNo, nowrap: true, sortKey: 'itemNo' },
      { key: 'description', header: t('stocks.columns.description'), cell: (r) => r.description, maxWidth: 300, nowrap: true, sortKey: 'description' },
      { key: 'warehouse', header: t('stocks.columns.warehouse'), cell: (r) => r.warehouse, nowrap: true, sortKey: 'warehouse' },
      { key: 'quantity', header: t('stocks.columns.quantity'), cell: (r) => `${formatNumber(r.quantity)} ${unitLabel(r.unitOfMeasure, t)}`, nowrap: true, align: 'right', sortKey: 'quantity' },
      { key: 'updatedAt', header: t('stocks.columns.updatedAt'), cell: (r) => formatDateTime(r.updatedAt), nowrap: true, sortKey: 'updatedAt' },
      { key: 'site', header: t('stocks.columns.site'), cell: (r) => r.siteName ?? r.businessPartnerName, maxWidth: 220, nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      screen="Stocks"
      list={list}
      query={stocks}
      columns={columns}
      filters={
        <>
          <SearchFilter label={t('stocks.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="stocks-search" />
          <SearchFilter label={t('stocks.columns.warehouse')} value={list.filters.warehouse} onChange={(warehouse) => list.setFilters({ warehouse })} testId="stocks-warehouse" />
        </>
      }
      detail={queryDetail(detail, t('routes.Stocks'), 'stock-detail', (stock) => ({ title: stock.description, content: <StockInfo stock={stock} /> }))}
      rowTestId="stock-row"
      mobileCard={(stock) => (
        <ListCard
          gap={2}
          title={stock.itemNo}
          aside={<Text fw={600}>{`${formatNumber(stock.quantity)} ${unitLabel(stock.unitOfMeasure, t)}`}</Text>}
          line={stock.description}
          note={stock.warehouse}
        />
      )}
      minWidth={900}
      testId="stocks-table"
    />
  );
}
