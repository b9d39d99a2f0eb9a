import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_SORTS, TRIP_STATUSES } from '@customer-hub/contract/constants/trips';
import type { TripSummary } from '@customer-hub/contract/trips';
import type { Column } from '@/components/data-table';
import { CompanyFilter, STAFF_COLUMN_WIDTH } from '@/components/company-filter';
import { CommonFilters } from '@/components/list-filters';
import { ListCard } from '@/components/list-card';
import { ListPage, queryDetail } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { useTrip, useTrips, type TripFilters } from '@/features/trips/api';
import { TripDetail } from '@/features/trips/components/trip-detail';
import { useIsStaff } from '@/lib/current-user';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: TripFilters = { status: '', from: '', to: '', search: '', siteId: '', companyId: '' };

/** A phone card; staff also read whose trip it is. */
function TripCard({ trip, staff }: { trip: TripSummary; staff: boolean }) {
  const { t } = useTranslation();
  const when = `${formatDateTime(trip.plannedStart)} · ${trip.vehicle}`;
  return (
    <ListCard
      title={trip.tourNo}
      aside={<StatusBadge status={trip.status} />}
      line={t('trips.route', { origin: trip.origin, destination: trip.destination })}
      note={staff ? `${trip.companyName} · ${when}` : when}
    />
  );
}

/** /dashboard/Trips: logistics runs, each opening its stops and shipments. */
export function TripsPage() {
  const { t } = useTranslation();
  const staff = useIsStaff();
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: TRIP_STATUSES },
    sorts: TRIP_SORTS,
    sort: { key: 'plannedStart', direction: 'desc' },
  });
  const trips = useTrips(list.filters, list.sort, list.page);
  const detail = useTrip(list.selected);

  const columns = useMemo<Column<TripSummary>[]>(
    () => [
      { key: 'tourNo', header: t('trips.columns.tourNo'), cell: (r) => r.tourNo, nowrap: true, sortKey: 'tourNo' },
      // Staff hold every company's trips: whose each one is.
      ...(staff ? [{ key: 'company', header: t('trips.columns.company'), cell: (r: TripSummary) => r.companyName, maxWidth: 200, nowrap: true }] : []),
      { key: 'status', header: t('trips.columns.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'plannedStart', header: t('trips.columns.plannedStart'), cell: (r) => formatDateTime(r.plannedStart), nowrap: true, sortKey: 'plannedStart' },
      { key: 'route', header: t('trips.columns.route'), cell: (r) => t('trips.route', { origin: r.origin, destination: r.destination }), maxWidth: 280, nowrap: true },
      { key: 'vehicle', header: t('trips.columns.vehicle'), cell: (r) => r.vehicle, nowrap: true, priority: 2 },
      { key: 'driver', header: t('trips.columns.driver'), cell: (r) => r.driver, nowrap: true, priority: 3 },
      { key: 'distance', header: t('trips.columns.distance'), cell: (r) => t('trips.km', { value: formatNumber(r.distanceKm, 1) }), nowrap: true, align: 'right', sortKey: 'distanceKm' },
    ],
    [t, staff],
  );

  return (
    <ListPage
      screen="Trips"
      list={list}
      query={trips}
      columns={columns}
      filters={
        <>
          {staff && <CompanyFilter value={list.filters.companyId ?? ''} onChange={(companyId) => list.setFilters({ companyId })} testId="trips" />}
          <CommonFilters value={list.filters} onChange={list.setFilters} statuses={TRIP_STATUSES} searchLabel={t('trips.filters.search')} testId="trips" />
        </>
      }
      detail={queryDetail(detail, t('routes.Trips'), 'trip-detail', (trip) => ({
        title: t('trips.detailTitle', { tourNo: trip.tourNo }),
        content: <TripDetail trip={trip} />,
      }))}
      rowTestId="trip-row"
      mobileCard={(trip) => <TripCard trip={trip} staff={staff} />}
      minWidth={960 + (staff ? STAFF_COLUMN_WIDTH : 0)}
      testId="trips-table"
    />
  );
}
