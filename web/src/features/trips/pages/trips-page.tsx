import { useMemo, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { DateRangeFilter, rangeIsValid, SearchFilter, StatusFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { StatusBadge } from '@/components/status-badge';
import { PAGE_SIZE, TRIP_SORT_LIST, TRIP_STATUS_LIST, useTrip, useTrips, type TripFilters, type TripSort, type TripSummary } from '@/features/trips/api';
import { TripDetail } from '@/features/trips/components/trip-detail';
import { formatDateTime, formatNumber } from '@/lib/format';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(TRIP_SORT_LIST);
const EMPTY: TripFilters = { status: '', from: '', to: '', search: '' };

function TripCard({ trip }: { trip: TripSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{trip.tourNo}</Text>
        <StatusBadge status={trip.status} />
      </Group>
      <Text size="sm">{t('trips.route', { origin: trip.origin, destination: trip.destination })}</Text>
      <Text size="sm" c="dimmed">
        {formatDateTime(trip.plannedStart)} · {trip.vehicle}
      </Text>
    </Stack>
  );
}

/** /dashboard/Trips: logistics runs, each opening its stops and shipments. */
export function TripsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Trips'));
  const [filters, setFilters] = useState<TripFilters>(EMPTY);
  const [applied, setApplied] = useState<TripFilters>(EMPTY);
  const [selected, setSelected] = useState<TripSummary | null>(null);
  const list = useListState<TripSort>({ key: 'plannedStart', direction: 'desc' }, isSort);
  const trips = useTrips(applied, list.sort, list.page);
  const detail = useTrip(selected?.id ?? null);

  const change = (next: TripFilters) => {
    setFilters(next);
    if (rangeIsValid(next)) {
      setApplied(next);
      list.firstPage();
    }
  };

  const columns = useMemo<Column<TripSummary>[]>(
    () => [
      { key: 'tourNo', header: t('trips.columns.tourNo'), cell: (r) => r.tourNo, nowrap: true, sortKey: 'tourNo' },
      { key: 'status', header: t('trips.columns.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'plannedStart', header: t('trips.columns.plannedStart'), cell: (r) => formatDateTime(r.plannedStart), nowrap: true, sortKey: 'plannedStart' },
      { key: 'route', header: t('trips.columns.route'), cell: (r) => t('trips.route', { origin: r.origin, destination: r.destination }), maxWidth: 280, nowrap: true },
      { key: 'vehicle', header: t('trips.columns.vehicle'), cell: (r) => r.vehicle, nowrap: true },
      { key: 'driver', header: t('trips.columns.driver'), cell: (r) => r.driver, nowrap: true },
      { key: 'distance', header: t('trips.columns.distance'), cell: (r) => t('trips.km', { value: formatNumber(r.distanceKm, 1) }), nowrap: true, align: 'right', sortKey: 'distanceKm' },
    ],
    [t],
  );

  if (isForbidden(trips.error)) {
    return (
      <>
        <PageHeader title={t('routes.Trips')} />
        <QueryErrorState error={trips.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.Trips')} lead={t('trips.lead')} />
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="wrap">
          <StatusFilter statuses={TRIP_STATUS_LIST} value={filters.status} onChange={(status) => change({ ...filters, status })} testId="trips-filter-status" />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => change({ ...filters, ...range })} testId="trips" />
          <SearchFilter label={t('trips.filters.search')} value={filters.search} onChange={(search) => change({ ...filters, search })} testId="trips-search" />
        </Group>
        <DataTable
          label={t('routes.Trips')}
          columns={columns}
          {...pagedQueryProps(trips)}
          rowKey={(r) => r.id}
          emptyText={t('trips.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={setSelected}
          selectedKey={selected?.id ?? null}
          rowTestId="trip-row"
          mobileCard={(trip) => <TripCard trip={trip} />}
          minWidth={960}
          testId="trips-table"
        />
      </Stack>
      <DetailDrawer
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={selected ? t('trips.detailTitle', { tourNo: selected.tourNo }) : ''}
        loading={detail.isPending}
        error={detail.error}
        testId="trip-detail"
      >
        {detail.data && <TripDetail trip={detail.data} />}
      </DetailDrawer>
    </>
  );
}
