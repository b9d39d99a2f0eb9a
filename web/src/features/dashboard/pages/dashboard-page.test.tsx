import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { sidebarKeysFor, type Permission, type SidebarKey } from '@customer-hub/contract/permissions';
import { lastQuery, mockDashboard, STAFF_COMPANIES, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const ALL: Permission[] = ['Dashboard', 'CurrentAccounts', 'PricesColumn', 'Requests', 'Orders', 'Trips', 'SearchDocuments', 'Folders', 'ContractOrganization'];
const contact = (permissions: Permission[]) => userVM({ permissions, checkedSidebarVis: sidebarKeysFor(permissions) as SidebarKey[] });

const aging = (amounts: boolean) =>
  (['current', '1-30', '31-60', '61-90', '90+'] as const).map((bucket, i) => ({ bucket, count: i + 1, ...(amounts ? { amount: (i + 1) * 100.5 } : {}) }));

function answer(overrides: Partial<DashboardResponse> = {}, amounts = true): DashboardResponse {
  return {
    today: '2026-11-26',
    period: { period: 'month', from: '2026-11-01', to: '2026-11-26' },
    siteId: null,
    sites: [
      { id: '11111111-1111-4111-8111-111111111111', name: 'Lisboa Colombo' },
      { id: '22222222-2222-4222-8222-222222222222', name: 'Porto Norte' },
    ],
    currentAccount: {
      currencies: [{ currency: 'EUR', openCount: 15, overdueCount: 14, ...(amounts ? { balance: 1507.5, overdue: 1407 } : {}), aging: aging(amounts) }],
      payments: [{ currency: 'EUR', months: [{ month: '2026-11', count: 3, ...(amounts ? { amount: 1250 } : {}) }] }],
    },
    tickets: { open: [{ status: 'Pending', count: 2 }, { status: 'Confirming', count: 1 }, { status: 'Confirmed', count: 0 }], openTotal: 3, closedInPeriod: 2, averageHoursToClose: 30.5 },
    orders: { byStatus: [{ status: 'Confirming', count: 4 }, { status: 'Confirmed', count: 2 }, { status: 'Cancelled', count: 1 }], total: 7 },
    trips: { from: '2026-11-23', to: '2026-11-29', byStatus: [], planned: 6, done: 3, late: 1 },
    documents: { from: '2026-10-28', to: '2026-11-26', bySection: [{ section: 'Budgets', count: 2 }, { section: 'Folders', count: 5 }], total: 7 },
    contracts: { awaitingApproval: 2 },
    ...overrides,
  };
}

describe('/dashboard (the Dashboard)', () => {
  it('shows the figures with amounts in the reader’s format, and each table row links to its filtered list', async () => {
    mockDashboard({ 'GET /api/dashboard': () => json(answer()) }, contact(ALL));
    signInAs();
    renderApp(['/dashboard']);

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Dashboard');
    expect(await screen.findByTestId('dash-balance-value')).toHaveTextContent('€1,507.50');
    expect(screen.getByTestId('dash-overdue-value')).toHaveTextContent('€1,407.00');
    expect(screen.getByTestId('dash-contracts-value')).toHaveTextContent('2');
    expect(screen.getByTestId('tab-Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-Dashboard')).toHaveAttribute('href', '/dashboard');

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByTestId('dash-aging-view')).getByText('Table'));
    const row = await screen.findByTestId('dash-aging-row-31-60');
    expect(row).toHaveTextContent('31–60 days');
    expect(row).toHaveTextContent('€301.50');
    expect(screen.getByTestId('dash-aging-link-31-60')).toHaveAttribute('href', '/dashboard/CurrentAccount?state=overdue&dueFrom=2026-09-27&dueTo=2026-10-26');
    expect(screen.getByTestId('dash-aging-link-current')).toHaveAttribute('href', '/dashboard/CurrentAccount?state=open');
    expect(screen.getByTestId('dash-aging-link-90+')).toHaveAttribute('href', '/dashboard/CurrentAccount?state=overdue&dueTo=2026-08-27');
    expect(screen.getByTestId('dash-tickets-legend-Pending')).toHaveAttribute('href', '/dashboard/MyTickets?status=Pending');
    expect(screen.getByTestId('dash-orders-legend-Confirmed')).toHaveAttribute('href', '/dashboard/Orders?status=Confirmed&from=2026-11-01&to=2026-11-26');
    expect(screen.getByTestId('dash-tickets-close')).toHaveTextContent('30.5 h');

    await user.click(within(screen.getByTestId('dash-payments-view')).getByText('Table'));
    expect(await screen.findByTestId('dash-payments-link-2026-11')).toHaveAttribute(
      'href',
      '/dashboard/CurrentAccount?documentTypes=Payment&from=2026-11-01&to=2026-11-26',
    );
    await user.click(within(screen.getByTestId('dash-documents-view')).getByText('Table'));
    expect(await screen.findByTestId('dash-documents-link-Folders')).toHaveAttribute('href', '/dashboard/SearchDocuments?section=Folders&from=2026-10-28&to=2026-11-26');
  });

  it('follows an aging row to the current account filtered to its entries', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/dashboard': () => json(answer()),
        'GET /api/current-account': () => json({ items: [], total: 0, totalExact: true, page: 1, pageSize: 25, totals: { currency: 'EUR', balance: 0, overdue: 0 } }),
      },
      contact(ALL),
    );
    signInAs();
    const { router } = renderApp(['/dashboard']);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await screen.findByTestId('dash-aging-view')).getByText('Table'));
    await user.click(await screen.findByTestId('dash-aging-link-61-90'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/CurrentAccount'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('dueTo')).toBe('2026-09-26'));
    const query = lastQuery(fetchMock, '/api/current-account');
    expect(query.get('state')).toBe('overdue');
    expect(query.get('dueFrom')).toBe('2026-08-28');
    expect(await screen.findByTestId('ca-due-from')).toBeInTheDocument();
  });

  it('asks again for another period and for one site, keeping both in the address', async () => {
    const fetchMock = mockDashboard({ 'GET /api/dashboard': () => json(answer()) }, contact(ALL));
    signInAs();
    const { router } = renderApp(['/dashboard']);
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('dash-balance-value');
    expect(lastQuery(fetchMock, '/api/dashboard').get('period')).toBe('month');

    await user.click(within(screen.getByTestId('dash-period')).getByText('Last 12 months'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/dashboard').get('period')).toBe('12m'));
    expect(router.state.location.search).toBe('?period=12m');

    await user.click(within(screen.getByTestId('dash-period')).getByText('Custom'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/dashboard').get('period')).toBe('custom'));
    expect(lastQuery(fetchMock, '/api/dashboard').get('from')).toBe('2026-11-01');
    expect(lastQuery(fetchMock, '/api/dashboard').get('to')).toBe('2026-11-26');

    await user.click(screen.getByTestId('dash-site'));
    await user.click(await screen.findByRole('option', { name: 'Porto Norte' }));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/dashboard').get('siteId')).toBe('22222222-2222-4222-8222-222222222222'));
  });

  it('for one site, every list it links to is narrowed to that site, and the list says so until cleared', async () => {
    const porto = '22222222-2222-4222-8222-222222222222';
    const fetchMock = mockDashboard(
      {
        'GET /api/dashboard': () => json(answer({ siteId: porto })),
        'GET /api/orders': () => json({ items: [], total: 0, totalExact: true, page: 1, pageSize: 25 }),
      },
      contact(ALL),
    );
    signInAs();
    const { router } = renderApp([`/dashboard?siteId=${porto}`]);
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('dash-balance-value');
    const site = `siteId=${porto}`;
    expect(screen.getByText(/See the contracts awaiting approval/)).toHaveAttribute('href', `/dashboard/Contracts?status=Pending&${site}`);
    await user.click(within(screen.getByTestId('dash-documents-view')).getByText('Table'));
    expect(await screen.findByTestId('dash-documents-link-Folders')).toHaveAttribute('href', `/dashboard/SearchDocuments?section=Folders&from=2026-10-28&to=2026-11-26&${site}`);
    await user.click(within(screen.getByTestId('dash-trips-view')).getByText('Table'));
    expect(await screen.findByTestId('dash-trips-link-late')).toHaveAttribute('href', `/dashboard/Trips?from=2026-11-23&to=2026-11-29&${site}`);
    // Each column says what it holds: the figure, then its number of trips.
    expect(within(screen.getByTestId('dash-trips-table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Status', 'Trips']);

    await user.click(screen.getByTestId('dash-orders-legend-Confirmed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Orders'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/orders').get('siteId')).toBe(porto));
    expect(lastQuery(fetchMock, '/api/orders').get('status')).toBe('Confirmed');
    await user.click(await screen.findByTestId('orders-filter-site'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/orders').get('siteId')).toBeNull());
    expect(lastQuery(fetchMock, '/api/orders').get('status')).toBe('Confirmed');
    expect(screen.queryByTestId('orders-filter-site')).toBeNull();
  });

  it('lets staff open it from the sidebar and read the company they choose, each figure linking to that company’s list', async () => {
    const [, iberia] = STAFF_COMPANIES;
    const fetchMock = mockDashboard(
      { 'GET /api/dashboard': () => json(answer()), 'GET /api/org/companies': () => json(STAFF_COMPANIES) },
      userVM({ roles: ['Backoffice'], checkedSidebarVis: ['DashboardTab'] }),
    );
    signInAs();
    renderApp(['/dashboard']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('dash-choose-company')).toHaveTextContent('Choose a company to see its figures.');
    expect(screen.getByTestId('nav-Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/A company’s figures at a glance/)).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/dashboard').toString()).toBe('');

    await user.click(screen.getByTestId('dash-company'));
    await user.click(await screen.findByRole('option', { name: 'Iberia Logistics' }));
    await screen.findByTestId('dash-balance-value');
    expect(lastQuery(fetchMock, '/api/dashboard').get('companyId')).toBe(iberia!.id);
    expect(screen.getByTestId('dash-orders-legend-Confirmed')).toHaveAttribute('href', `/dashboard/Orders?status=Confirmed&from=2026-11-01&to=2026-11-26&companyId=${iberia!.id}`);
  });

  it('shows counts, not amounts, without PricesColumn', async () => {
    mockDashboard({ 'GET /api/dashboard': () => json(answer({}, false)) }, contact(ALL.filter((p) => p !== 'PricesColumn')));
    signInAs();
    renderApp(['/dashboard']);

    expect(await screen.findByTestId('dash-prices-hidden')).toBeInTheDocument();
    expect(screen.getByTestId('dash-balance-value')).toHaveTextContent('15');
    expect(screen.getByTestId('dash-figures')).not.toHaveTextContent('€');
  });

  it('apologises in the reader’s language when the figures cannot be reached, and tries again', { timeout: 15_000 }, async () => {
    let failing = true;
    mockDashboard({ 'GET /api/dashboard': () => (failing ? problem('INTERNAL_ERROR', 500) : json(answer())) }, contact(ALL));
    signInAs();
    renderApp(['/dashboard']);

    // A server error is tried three times in all (1 s, then 2 s apart) before the apology.
    const apology = await screen.findByTestId('dash-unavailable', {}, { timeout: 8000 });
    failing = false;
    expect(apology).toHaveTextContent('contact your IT department or use the chat');
    await userEvent.setup({ delay: null }).click(within(apology).getByRole('button'));
    expect(await screen.findByTestId('dash-balance-value')).toBeInTheDocument();
  });

  it('lands on Home for a contact without Dashboard', async () => {
    mockDashboard({ 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }) }, contact(['CurrentAccounts']));
    signInAs();
    const { router } = renderApp(['/dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
  });
});
