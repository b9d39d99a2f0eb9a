import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { BarChart, DonutChart } from '@mantine/charts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { ChartCard, LegendLinks } from '@/features/dashboard/components/chart-card';
import { count } from '@/features/dashboard/components/format';
import { links, type At } from '@/features/dashboard/links';
import type enUS from '@customer-hub/contract/i18n/en-US.json';
import { formatDate, formatNumber } from '@/lib/format';

const STATUS_COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'gray.6', 'red.6', 'cyan.6'];

type StatusKey = keyof typeof enUS.statuses;

interface StatusSlice {
  status: StatusKey;
  count: number;
  to: string;
}

/** A donut of counts by status with its legend of links; the table view lists the same. */
function StatusDonut({ title, description, slices, total, column, footer, testId }: {
  title: string;
  description?: string;
  slices: StatusSlice[];
  total: number;
  column: string;
  footer?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const items = slices.map((s, i) => ({ key: s.status, label: t(`statuses.${s.status}`), value: count(s.count), color: STATUS_COLORS[i % STATUS_COLORS.length]!, to: s.to }));
  const data = slices.map((s, i) => ({ name: items[i]!.label, value: s.count, color: items[i]!.color })).filter((d) => d.value > 0);
  return (
    <ChartCard
      title={title}
      description={description}
      testId={testId}
      empty={total === 0}
      chart={
        <Group gap="lg" wrap="wrap" align="center">
          <DonutChart
            data={data}
            size={150}
            thickness={22}
            chartLabel={count(total)}
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={(value) => count(value)}
          />
          <div style={{ flex: '1 1 160px', minWidth: 0 }}>
            <LegendLinks items={items} testId={testId} />
          </div>
        </Group>
      }
      columns={[t('filters.status'), column]}
      rows={slices.map((s, i) => ({ key: s.status, label: items[i]!.label, to: s.to, values: [count(s.count)] }))}
      footer={footer}
    />
  );
}

export function TicketsCard({ tickets, at }: { tickets: NonNullable<DashboardResponse['tickets']>; at: At }) {
  const { t } = useTranslation();
  // Hours under two days, else days, in the reader's digits.
  const hours = tickets.averageHoursToClose;
  const duration =
    hours === null ? '—' : hours < 48 ? t('dashboard.tickets.hours', { value: formatNumber(hours, 1) }) : t('dashboard.tickets.days', { value: formatNumber(hours / 24, 1) });
  return (
    <StatusDonut
      title={t('dashboard.tickets.title')}
      description={t('dashboard.tickets.total', { count: tickets.openTotal })}
      slices={tickets.open.map((s) => ({ ...s, to: links.tickets(s.status, at) }))}
      total={tickets.openTotal}
      column={t('dashboard.tickets.count')}
      testId="dash-tickets"
      footer={
        <Group justify="space-between" gap="xs" data-testid="dash-tickets-close">
          <Text size="sm" c="dimmed">
            {t('dashboard.tickets.averageClose')}
          </Text>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>{duration}</Text>
            <Anchor component={Link} to={links.closedTickets(at)} size="xs">
              {tickets.closedInPeriod ? t('dashboard.tickets.closed', { count: tickets.closedInPeriod }) : t('dashboard.tickets.noneClosed')}
            </Anchor>
          </Stack>
        </Group>
      }
    />
  );
}

export function OrdersCard({ orders, period, at }: { orders: NonNullable<DashboardResponse['orders']>; period: DashboardResponse['period']; at: At }) {
  const { t } = useTranslation();
  return (
    <StatusDonut
      title={t('dashboard.orders.title')}
      description={t('dashboard.period.shown', { from: formatDate(period.from), to: formatDate(period.to) })}
      slices={orders.byStatus.map((s) => ({ ...s, to: links.orders(s.status, period, at) }))}
      total={orders.total}
      column={t('dashboard.orders.count')}
      testId="dash-orders"
    />
  );
}

export function TripsCard({ trips, at }: { trips: NonNullable<DashboardResponse['trips']>; at: At }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'planned', label: t('dashboard.trips.planned'), value: trips.planned, to: links.trips(trips, at) },
    { key: 'done', label: t('dashboard.trips.done'), value: trips.done, to: links.trips(trips, at, 'Completed') },
    { key: 'late', label: t('dashboard.trips.late'), value: trips.late, to: links.trips(trips, at) },
  ];
  return (
    <ChartCard
      title={t('dashboard.trips.title')}
      description={t('dashboard.trips.week', { from: formatDate(trips.from), to: formatDate(trips.to) })}
      testId="dash-trips"
      empty={rows.every((row) => row.value === 0)}
      chart={
        <BarChart
          h={200}
          data={rows.map((r) => ({ label: r.label, count: r.value }))}
          dataKey="label"
          series={[{ name: 'count', label: t('dashboard.trips.count'), color: 'blue.6' }]}
          valueFormatter={(value) => count(value)}
          tickLine="none"
          gridAxis="y"
          yAxisProps={{ width: 40, allowDecimals: false }}
        />
      }
      columns={[t('dashboard.trips.figure'), t('dashboard.trips.count')]}
      rows={rows.map((r) => ({ key: r.key, label: r.label, to: r.to, values: [count(r.value)] }))}
    />
  );
}

export function DocumentsCard({ documents, at }: { documents: NonNullable<DashboardResponse['documents']>; at: At }) {
  const { t } = useTranslation();
  const rows = documents.bySection.map((s) => ({ key: s.section, label: t(`documents.sections.${s.section}`), value: s.count, to: links.documents(s.section, documents, at) }));
  return (
    <ChartCard
      title={t('dashboard.documents.title')}
      description={t('dashboard.documents.total', { count: documents.total })}
      testId="dash-documents"
      empty={documents.total === 0}
      chart={
        <BarChart
          h={Math.max(120, rows.length * 40)}
          data={rows.map((r) => ({ label: r.label, count: r.value }))}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'count', label: t('dashboard.documents.count'), color: 'violet.6' }]}
          valueFormatter={(value) => count(value)}
          tickLine="none"
          gridAxis="x"
          yAxisProps={{ width: 130 }}
          xAxisProps={{ allowDecimals: false }}
        />
      }
      columns={[t('dashboard.documents.section'), t('dashboard.documents.count')]}
      rows={rows.map((r) => ({ key: r.key, label: r.label, to: r.to, values: [count(r.value)] }))}
    />
  );
}

export function ContractsFigure({ awaiting, at }: { awaiting: number; at: At }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="dash-contracts">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('dashboard.contracts.title')}
        </Text>
        <Text fz={{ base: 20, sm: 26 }} fw={700} data-testid="dash-contracts-value" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count(awaiting)}
        </Text>
        <Anchor component={Link} to={links.contracts(at)} size="sm">
          {t('dashboard.contracts.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
