import { useMemo } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_SORTS, TRANSPORT_STATUSES } from '@customer-hub/contract/constants/transports';
import type { GetTransportResponse, TransportSummary } from '@customer-hub/contract/transports';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { DetailSection } from '@/components/detail-section';
import { CommonFilters } from '@/components/list-filters';
import { ListCard } from '@/components/list-card';
import { ListPage, queryDetail } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { useTransport, useTransports, type TransportFilters } from '@/features/transports/api';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: TransportFilters = { status: '', from: '', to: '', search: '' };

function TransportInfo({ transport }: { transport: GetTransportResponse }) {
  const { t } = useTranslation();
  const trip = transport.trip;
  return (
    <Stack gap="lg">
      <StatusBadge status={transport.status} />
      <DetailList
        items={[
          { label: t('transports.columns.origin'), value: transport.origin },
          { label: t('transports.columns.destination'), value: transport.destination },
          { label: t('transports.columns.shipDate'), value: formatDate(transport.shipDate) },
          { label: t('transports.columns.deliveryDate'), value: formatDate(transport.deliveryDate) },
          { label: t('transports.columns.packages'), value: String(transport.packages) },
          { label: t('transports.columns.weight'), value: t('transports.kg', { value: formatNumber(transport.weightKg, 1) }) },
          { label: t('common.customer'), value: [transport.businessPartnerName, transport.siteName].filter(Boolean).join(' · ') },
        ]}
      />
      <DetailSection title={t('transports.trip')} emptyText={!trip && t('transports.noTrip')} gap="xs">
        {trip && (
          <Paper withBorder radius="md" p="sm" data-testid="transport-trip">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{trip.tourNo}</Text>
              <StatusBadge status={trip.status} />
            </Group>
            <Text size="sm">
              {trip.vehicle} · {trip.driver}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(trip.plannedStart)} – {formatDateTime(trip.plannedEnd)}
            </Text>
          </Paper>
        )}
      </DetailSection>
    </Stack>
  );
}

/** /dashboard/Transports: shipments with the trip carrying each. */
export function TransportsPage() {
  const { t } = useTranslation();
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: TRANSPORT_STATUSES },
    sorts: TRANSPORT_SORTS,
    sort: { key: 'shipDate', direction: 'desc' },
  });
  const transports = useTransports(list.filters, list.sort, list.page);
  const detail = useTransport(list.selected);

  const columns = useMemo<Column<TransportSummary>[]>(
    () => [
      { key: 'shipmentNo', header: t('transports.columns.shipmentNo'), cell: (r) => r.shipmentNo, nowrap: true, sortKey: 'shipmentNo' },
      { key: 'status', header: t('transports.columns.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'shipDate', header: t('transports.columns.shipDate'), cell: (r) => formatDate(r.shipDate), nowrap: true, sortKey: 'shipDate' },
      { key: 'deliveryDate', header: t('transports.columns.deliveryDate'), cell: (r) => formatDate(r.deliveryDate), nowrap: true, sortKey: 'deliveryDate', priority: 2 },
      { key: 'route', header: t('trips.columns.route'), cell: (r) => t('trips.route', { origin: r.origin, destination: r.destination }), maxWidth: 280, nowrap: true },
      { key: 'packages', header: t('transports.columns.packages'), cell: (r) => r.packages, nowrap: true, align: 'right', priority: 2 },
      { key: 'weight', header: t('transports.columns.weight'), cell: (r) => t('transports.kg', { value: formatNumber(r.weightKg, 1) }), nowrap: true, align: 'right', sortKey: 'weightKg' },
      { key: 'tourNo', header: t('trips.columns.tourNo'), cell: (r) => r.tourNo ?? '', nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      screen="Transports"
      list={list}
      query={transports}
      columns={columns}
      filters={<CommonFilters value={list.filters} onChange={list.setFilters} statuses={TRANSPORT_STATUSES} searchLabel={t('transports.search')} testId="transports" />}
      detail={queryDetail(detail, t('routes.Transports'), 'transport-detail', (transport) => ({
        title: t('transports.detailTitle', { shipmentNo: transport.shipmentNo }),
        content: <TransportInfo transport={transport} />,
      }))}
      rowTestId="transport-row"
      mobileCard={(transport) => (
        <ListCard
          gap={2}
          title={transport.shipmentNo}
          aside={<StatusBadge status={transport.status} />}
          line={t('trips.route', { origin: transport.origin, destination: transport.destination })}
          note={formatDate(transport.shipDate)}
        />
      )}
      minWidth={1000}
      testId="transports-table"
    />
  );
}
