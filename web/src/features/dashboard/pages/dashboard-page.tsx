import '@mantine/charts/styles.css';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuilding, IconInfoCircle, IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { PageHeader } from '@/components/page-header';
import { DASHBOARD_LIST, useDashboard } from '@/features/dashboard/api';
import { DashboardFiltersBar } from '@/features/dashboard/components/dashboard-filters';
import { AgingCard, BalanceFigures, PaymentsCard } from '@/features/dashboard/components/ledger-cards';
import { ContractsFigure, DocumentsCard, OrdersCard, TicketsCard, TripsCard } from '@/features/dashboard/components/operations-cards';
import { SatisfactionFigure } from '@/features/dashboard/components/satisfaction-card';
import type { At } from '@/features/dashboard/links';
import { useIsStaff } from '@/lib/current-user';
import { useListPage } from '@/lib/use-list-page';
import { usePageTitle } from '@/lib/use-page-title';

function Loading() {
  return (
    <Stack gap="md" data-testid="dash-loading">
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }} maw={640}>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={300} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §8: the information cannot be reached or its configuration is missing; contact IT or use the chat. */
function Unavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconMoodSad size={20} aria-hidden="true" />} title={t('dashboard.unavailable.title')} data-testid="dash-unavailable" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.unavailable.text')}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {t('dashboard.unavailable.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Figures({ data, companyId }: { data: DashboardResponse; companyId: string }) {
  const { t } = useTranslation();
  const { currentAccount: ledger } = data;
  // Each figure's list shows what it counts: the same site and (staff) the same company.
  const at: At = { siteId: data.siteId, ...(companyId ? { companyId } : {}) };
  const priced = !!ledger && (ledger.currencies.some((c) => c.balance !== undefined) || ledger.payments.some((p) => p.months.some((m) => m.amount !== undefined)));
  const sections = [ledger, data.tickets, data.orders, data.trips, data.documents, data.contracts, data.satisfaction].filter(Boolean).length;
  if (sections === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="dash-nothing" maw={720}>
        {t('dashboard.nothing')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="dash-figures">
      {ledger && !priced && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} data-testid="dash-prices-hidden">
          {t('dashboard.pricesHidden')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {ledger && <BalanceFigures ledger={ledger} at={at} />}
        {data.contracts && <ContractsFigure awaiting={data.contracts.awaitingApproval} at={at} />}
        {data.satisfaction && <SatisfactionFigure satisfaction={data.satisfaction} today={data.today} />}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {ledger && <AgingCard ledger={ledger} today={data.today} at={at} />}
        {ledger && <PaymentsCard ledger={ledger} period={data.period} at={at} />}
        {data.tickets && <TicketsCard tickets={data.tickets} at={at} />}
        {data.orders && <OrdersCard orders={data.orders} period={data.period} at={at} />}
        {data.trips && <TripsCard trips={data.trips} at={at} />}
        {data.documents && <DocumentsCard documents={data.documents} at={at} />}
      </SimpleGrid>
    </Stack>
  );
}

/** Staff hold every company's figures, which added together mean nothing: they choose one first. */
function ChooseCompany() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconBuilding size={18} aria-hidden="true" />} data-testid="dash-choose-company" maw={720}>
      {t('dashboard.chooseCompany')}
    </Alert>
  );
}

/**
 * /dashboard (the landing) for a contact with Dashboard: their figures as charts, each leading to
 * its list. Staff choose the company whose figures they read.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const title = t('routes.Dashboard');
  usePageTitle(title);
  const staff = useIsStaff();
  // The filters live in the URL (`?period=3m&siteId=…`), so a reload or a shared link shows the same figures.
  const { filters, setFilters } = useListPage(DASHBOARD_LIST);
  const query = useDashboard(filters, staff);
  return (
    <>
      <PageHeader title={title} lead={t(staff ? 'dashboard.staffLead' : 'dashboard.lead')} />
      <DashboardFiltersBar value={filters} onChange={setFilters} data={query.data} staff={staff} />
      {staff && !filters.companyId ? (
        <ChooseCompany />
      ) : query.isError && !query.data ? (
        <Unavailable onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data ? (
        <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Figures data={query.data} companyId={staff ? filters.companyId : ''} />
        </div>
      ) : (
        <Loading />
      )}
    </>
  );
}
