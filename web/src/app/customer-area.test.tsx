import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../test/dashboard';
import { json, renderApp, signInAs } from '../../test/render';

const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 25 });
const base = { businessPartnerId: 'bp1', businessPartnerName: 'Lusitania Retail', siteId: 's1', siteName: 'Lisboa Centro' };
const dashboardUser = userVM({ permissions: ['Dashboard', 'Trips'] });

describe('teams, stocks and transports', () => {
  it('/dashboard/Teams lists teams, sorts by members and opens one', async () => {
    const team = { id: 'tm1', name: 'Team Alpha', leader: 'João Sousa', members: 5, shift: 'Morning', speciality: 'Cleaning', ...base };
    const fetchMock = mockDashboard(
      {
        'GET /api/teams': () => page([team]),
        'GET /api/teams/tm1': () => json({ ...team, site: { id: 's1', name: 'Lisboa Centro', address: 'Rua Augusta 1', city: 'Lisboa', postalCode: '1100-048', country: 'PT' } }),
      },
      dashboardUser,
    );
    signInAs();
    renderApp(['/dashboard/Teams']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('team-row')).toHaveTextContent('João Sousa');
    await user.click(within(screen.getByRole('columnheader', { name: /Members/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/teams').get('sort')).toBe('members'));

    await user.click(screen.getByTestId('team-row'));
    // The detail opens at once and fills in when its call answers.
    await waitFor(() => expect(screen.getByTestId('team-detail')).toHaveTextContent('Rua Augusta 1, 1100-048 Lisboa, PT'));
  });

  it('/dashboard/Stocks lists stock and shows the item in other warehouses', async () => {
    const stock = { id: 'sk1', warehouse: 'Azambuja', itemNo: 'IT-1', description: 'Pallet wrap', quantity: 40, unitOfMeasure: 'Unit', updatedAt: '2025-03-01T09:00:00Z', ...base };
    mockDashboard(
      {
        'GET /api/stocks': () => page([stock]),
        'GET /api/stocks/sk1': () => json({ ...stock, otherWarehouses: [{ id: 'sk2', warehouse: 'Maia', quantity: 12, unitOfMeasure: 'Unit' }] }),
      },
      dashboardUser,
    );
    signInAs();
    renderApp(['/dashboard/Stocks']);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('stock-row'));
    expect(await screen.findByTestId('stock-other-warehouses')).toHaveTextContent('Maia: 12 Unit');
  });

  it('/dashboard/Transports lists shipments and shows the carrying trip', async () => {
    const transport = {
      id: 'x1',
      shipmentNo: 'SH-9',
      shipDate: '2025-03-01',
      deliveryDate: null,
      origin: 'Lisboa',
      destination: 'Porto',
      packages: 3,
      weightKg: 120,
      status: 'InTransit',
      tripId: 't1',
      tourNo: 'TR-100',
      ...base,
    };
    const trip = { id: 't1', tourNo: 'TR-100', status: 'InProgress', vehicle: '12-AB-34', driver: 'Rui Costa', plannedStart: '2025-03-01T08:00:00Z', plannedEnd: '2025-03-01T12:00:00Z' };
    mockDashboard({ 'GET /api/transports': () => page([transport]), 'GET /api/transports/x1': () => json({ ...transport, trip }) }, dashboardUser);
    signInAs();
    renderApp(['/dashboard/Transports']);
    expect(await screen.findByTestId('transport-row')).toHaveTextContent('In transit');
    await userEvent.setup({ delay: null }).click(screen.getByTestId('transport-row'));
    expect(await screen.findByTestId('transport-trip')).toHaveTextContent('Rui Costa');
  });

  it('shows the customer-area tabs the user may open', async () => {
    mockDashboard({ 'GET /api/teams': () => page([]) }, dashboardUser);
    signInAs();
    renderApp(['/dashboard/Teams']);
    const tabs = await screen.findByTestId('customer-area-tabs');
    const links = within(tabs).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/dashboard', '/dashboard/Trips', '/dashboard/Transports', '/dashboard/Teams', '/dashboard/Stocks']);
    expect(within(tabs).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  });
});
