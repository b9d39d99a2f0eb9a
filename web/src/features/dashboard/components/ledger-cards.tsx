import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGING_BUCKETS } from '@customer-hub/contract/constants/dashboard';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { ChartCard } from '@/features/dashboard/components/chart-card';
import { count, money } from '@/features/dashboard/components/format';
import { links, type At } from '@/features/dashboard/links';
import { formatDate, formatMoney, formatMonth } from '@/lib/format';

type Ledger = NonNullable<DashboardResponse['currentAccount']>;
type Currency = Ledger['currencies'][number];

interface Props {
  ledger: Ledger;
  today: string;
  period: DashboardResponse['period'];
  at: At;
}

function KeyFigure({ label, value, detail, to, danger, testId }: { label: string; value: string; detail: string; to: string; danger?: boolean; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Anchor component={Link} to={to} fz={{ base: 20, sm: 26 }} fw={700} c={danger ? 'red.8' : undefined} data-testid={`${testId}-value`} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Anchor>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Open balance and overdue amount (counts without PricesColumn), each leading to the current account. */
export function BalanceFigures({ ledger, at }: Pick<Props, 'ledger' | 'at'>) {
  const { t } = useTranslation();
  const main: Currency | undefined = ledger.currencies[0];
  const priced = main?.balance !== undefined;
  const currency = main?.currency ?? ledger.payments[0]?.currency ?? 'EUR';
  const others = ledger.currencies.slice(1);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
        <KeyFigure
          label={t('dashboard.balance.title')}
          value={priced ? formatMoney(main?.balance ?? 0, currency) : count(main?.openCount ?? 0)}
          detail={t('dashboard.balance.openItems', { count: main?.openCount ?? 0 })}
          to={links.currentAccount(at)}
          testId="dash-balance"
        />
        <KeyFigure
          label={t('dashboard.balance.overdue')}
          value={priced ? formatMoney(main?.overdue ?? 0, currency) : count(main?.overdueCount ?? 0)}
          detail={t('dashboard.balance.overdueItems', { count: main?.overdueCount ?? 0 })}
          to={links.currentAccount(at, 'overdue')}
          danger={(main?.overdueCount ?? 0) > 0}
          testId="dash-overdue"
        />
      </SimpleGrid>
      {others.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="dash-other-currencies">
          {t('dashboard.balance.otherCurrencies', {
            list: others.map((c) => (c.balance === undefined ? `${c.currency} (${count(c.openCount)})` : formatMoney(c.balance, c.currency))).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The aging buckets of the main currency as bars; a bar (or a row of the table) opens the current account filtered to its entries. */
export function AgingCard({ ledger, today, at }: Omit<Props, 'period'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const main = ledger.currencies[0];
  const currency = main?.currency ?? 'EUR';
  const priced = main?.aging.some((b) => b.amount !== undefined) ?? false;
  const data = AGING_BUCKETS.map((bucket) => {
    const figure = main?.aging.find((b) => b.bucket === bucket);
    return { bucket, label: t(`dashboard.aging.buckets.${bucket}`), count: figure?.count ?? 0, amount: figure?.amount ?? 0 };
  });
  const series = priced ? [{ name: 'amount', label: t('dashboard.aging.amount'), color: 'blue.6' }] : [{ name: 'count', label: t('dashboard.aging.count'), color: 'blue.6' }];
  return (
    <ChartCard
      title={t('dashboard.aging.title')}
      description={priced ? currency : undefined}
      testId="dash-aging"
      empty={data.every((row) => row.count === 0)}
      chart={
        <BarChart
          h={240}
          data={data}
          dataKey="label"
          series={series}
          valueFormatter={(value) => (priced ? formatMoney(value, currency) : count(value))}
          tickLine="none"
          gridAxis="y"
          yAxisProps={{ width: priced ? 90 : 40, allowDecimals: priced }}
          barProps={{ cursor: 'pointer', onClick: (_bar: unknown, index: number) => navigate(links.aging(data[index]!.bucket, today, at)) }}
        />
      }
      columns={[t('dashboard.aging.bucket'), t('dashboard.aging.count'), ...(priced ? [t('dashboard.aging.amount')] : [])]}
      rows={data.map((row) => ({
        key: row.bucket,
        label: row.label,
        to: links.aging(row.bucket, today, at),
        values: [count(row.count), ...(priced ? [money(row.amount, currency)] : [])],
      }))}
    />
  );
}

/** Payments received per month of the period (the main currency's series). */
export function PaymentsCard({ ledger, period, at }: Omit<Props, 'today'>) {
  const { t } = useTranslation();
  const series = ledger.payments[0];
  const currency = series?.currency ?? 'EUR';
  const priced = series?.months.some((m) => m.amount !== undefined) ?? false;
  const data = (series?.months ?? []).map((m) => ({ month: m.month, label: formatMonth(m.month), count: m.count, amount: m.amount ?? 0 }));
  const valueFormatter = (value: number) => (priced ? formatMoney(value, currency) : count(value));
  const chartSeries = [{ name: priced ? 'amount' : 'count', label: priced ? t('dashboard.payments.amount') : t('dashboard.payments.count'), color: 'teal.6' }];
  return (
    <ChartCard
      title={t('dashboard.payments.title')}
      description={`${t('dashboard.period.shown', { from: formatDate(period.from), to: formatDate(period.to) })}${priced ? ` · ${currency}` : ''}`}
      testId="dash-payments"
      empty={data.every((row) => row.count === 0)}
      chart={
        data.length === 1 ? (
          <BarChart h={240} data={data} dataKey="label" series={chartSeries} valueFormatter={valueFormatter} tickLine="none" gridAxis="y" yAxisProps={{ width: priced ? 90 : 40, allowDecimals: priced }} />
        ) : (
          <LineChart h={240} data={data} dataKey="label" series={chartSeries} valueFormatter={valueFormatter} curveType="monotone" tickLine="none" gridAxis="y" yAxisProps={{ width: priced ? 90 : 40, allowDecimals: priced }} />
        )
      }
      columns={[t('dashboard.payments.month'), t('dashboard.payments.count'), ...(priced ? [t('dashboard.payments.amount')] : [])]}
      rows={data.map((row) => ({
        key: row.month,
        label: row.label,
        to: links.payments(row.month, period, at),
        values: [count(row.count), ...(priced ? [money(row.amount, currency)] : [])],
      }))}
    />
  );
}
