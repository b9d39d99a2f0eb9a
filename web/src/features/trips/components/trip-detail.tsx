import { Badge, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconClock, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetTripResponse, TripStop } from '@customer-hub/contract/trips';
import { DetailList } from '@/components/detail-list';
import { StatusBadge } from '@/components/status-badge';
import { DetailSection } from '@/components/detail-section';
import { formatDate, formatDateTime, formatNumber, formatTime } from '@/lib/format';

/** Late by more than this many minutes shows in red; a few minutes either way is on time. */
const LATE_AFTER_MINUTES = 15;

function Delay({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  if (minutes === null) return null;
  if (minutes > LATE_AFTER_MINUTES) return <Badge color="red" variant="light">{t('trips.stops.late', { count: minutes })}</Badge>;
  if (minutes < -LATE_AFTER_MINUTES) return <Badge color="blue" variant="light">{t('trips.stops.early', { count: -minutes })}</Badge>;
  return <Badge color="green" variant="light">{t('trips.stops.onTime')}</Badge>;
}

function StopItem({ stop }: { stop: TripStop }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="trip-stop">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{stop.place}</Text>
        <Delay minutes={stop.delayMinutes} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('trips.stops.planned', { time: formatDateTime(stop.plannedAt) })}
      </Text>
      <Text size="sm">
        {stop.arrivedAt ? t('trips.stops.arrived', { time: formatDateTime(stop.arrivedAt) }) : t('trips.stops.notArrived')}
        {stop.departedAt && ` · ${t('trips.stops.departed', { time: formatTime(stop.departedAt) })}`}
      </Text>
    </Stack>
  );
}

/** A trip: its facts, the stops as a timeline (planned against actual) and the shipments it carries. */
export function TripDetail({ trip }: { trip: GetTripResponse }) {
  const { t } = useTranslation();
  const reached = trip.stops.filter((s) => s.arrivedAt).length;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <StatusBadge status={trip.status} />
        <Text c="dimmed">{t('trips.route', { origin: trip.origin, destination: trip.destination })}</Text>
      </Group>
      <DetailList
        items={[
          { label: t('trips.columns.vehicle'), value: trip.vehicle },
          { label: t('trips.columns.driver'), value: trip.driver },
          { label: t('trips.fields.plannedStart'), value: formatDateTime(trip.plannedStart) },
          { label: t('trips.fields.plannedEnd'), value: formatDateTime(trip.plannedEnd) },
          { label: t('trips.fields.actualStart'), value: formatDateTime(trip.actualStart) },
          { label: t('trips.fields.actualEnd'), value: formatDateTime(trip.actualEnd) },
          { label: t('trips.columns.distance'), value: t('trips.km', { value: formatNumber(trip.distanceKm, 1) }) },
          { label: t('common.customer'), value: [trip.businessPartnerName, trip.siteName].filter(Boolean).join(' · ') },
        ]}
      />
      <DetailSection title={t('trips.stops.title')} emptyText={trip.stops.length === 0 && t('trips.stops.empty')}>
        <Timeline active={reached - 1} bulletSize={24} lineWidth={2} data-testid="trip-stops">
          {trip.stops.map((stop) => (
            <Timeline.Item
              key={stop.id}
              bullet={stop.arrivedAt ? <IconCircleCheck size={14} aria-hidden="true" /> : <IconClock size={14} aria-hidden="true" />}
            >
              <StopItem stop={stop} />
            </Timeline.Item>
          ))}
        </Timeline>
      </DetailSection>
      <DetailSection title={t('trips.transports.title')} icon={<IconTruck size={18} aria-hidden="true" />} emptyText={trip.transports.length === 0 && t('trips.transports.empty')}>
        <Table.ScrollContainer minWidth={520} type="native">
          <Table striped verticalSpacing="xs" aria-label={t('trips.transports.title')} data-testid="trip-transports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transports.columns.shipmentNo')}</Table.Th>
                <Table.Th>{t('transports.columns.destination')}</Table.Th>
                <Table.Th>{t('transports.columns.shipDate')}</Table.Th>
                <Table.Th>{t('transports.columns.packages')}</Table.Th>
                <Table.Th>{t('transports.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trip.transports.map((tr) => (
                <Table.Tr key={tr.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{tr.shipmentNo}</Table.Td>
                  <Table.Td>{tr.destination}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(tr.shipDate)}</Table.Td>
                  <Table.Td>{t('transports.packagesWeight', { packages: tr.packages, weight: formatNumber(tr.weightKg, 1) })}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={tr.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DetailSection>
    </Stack>
  );
}
