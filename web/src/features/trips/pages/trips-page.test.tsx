import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, STAFF_COMPANIES, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const trip = {
  id: 't1',
  tourNo: 'TR-100',
  vehicle: '12-AB-34',
  driver: 'Rui Costa',
  origin: 'Lisboa',
  destination: 'Porto',
  plannedStart: '2025-03-01T08:00:00Z',
  plannedEnd: '2025-03-01T12:00:00Z',
  actualStart: '2025-03-01T08:10:00Z',
  actualEnd: null,
  distanceKm: 313.4,
  status: 'InProgress',
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  siteId: null,
  siteName: null,
};
const detail = {
  ...trip,
  stops: [
    { id: 'st1', seq: 1, place: 'Coimbra', plannedAt: '2025-03-01T10:00:00Z', arrivedAt: '2025-03-01T10:40:00Z', departedAt: '2025-03-01T10:55:00Z', delayMinutes: 40 },
    { id: 'st2', seq: 2, place: 'Porto', plannedAt: '2025-03-01T12:00:00Z', arrivedAt: null, departedAt: null, delayMinutes: null },
  ],
  transports: [{ id: 'x1', shipmentNo: 'SH-9', status: 'InTransit', shipDate: '2025-03-01', deliveryDate: null, destination: 'Porto', packages: 3, weightKg: 120 }],
};

describe('trips (/dashboard/Trips)', () => {
  it('shows staff whose each trip is, in their own words, and narrows the list to one company', async () => {
    const [lusitania, iberia] = STAFF_COMPANIES;
    const fetchMock = mockDashboard(
      { 'GET /api/trips': () => json({ items: [{ ...trip, companyName: lusitania!.name }], total: 1, page: 1, pageSize: 25 }), 'GET /api/org/companies': () => json(STAFF_COMPANIES) },
      userVM({ roles: ['Admin'] }),
    );
    signInAs();
    renderApp(['/dashboard/Trips']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('trip-row')).toHaveTextContent(lusitania!.name);
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByText(/^Every company’s logistics runs/)).toBeInTheDocument();
    const filter = screen.getByTestId('trips-filter-company');
    await within(filter).findByRole('option', { name: iberia!.name });
    await user.selectOptions(filter, iberia!.id);
    await waitFor(() => expect(lastQuery(fetchMock, '/api/trips').get('companyId')).toBe(iberia!.id));
  });

  it('lists trips, filters them and opens one with its stops and shipments', async () => {
    const fetchMock = mockDashboard(
      { 'GET /api/trips': () => json({ items: [trip], total: 1, page: 1, pageSize: 25 }), 'GET /api/trips/t1': () => json(detail) },
      userVM({ permissions: ['Trips'] }),
    );
    signInAs();
    renderApp(['/dashboard/Trips']);
    const user = userEvent.setup({ delay: null });

    const row = await screen.findByTestId('trip-row');
    expect(row).toHaveTextContent('Lisboa → Porto');
    expect(row).toHaveTextContent('In progress');

    await user.selectOptions(screen.getByTestId('trips-filter-status'), 'Completed');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/trips').get('status')).toBe('Completed'));

    await user.click(screen.getByTestId('trip-row'));
    const drawer = await screen.findByTestId('trip-detail');
    const stops = await within(drawer).findAllByTestId('trip-stop');
    expect(stops).toHaveLength(2);
    expect(stops[0]).toHaveTextContent('40 min late');
    expect(stops[1]).toHaveTextContent('Not arrived yet');
    expect(within(drawer).getByTestId('trip-transports')).toHaveTextContent('SH-9');
  });
});
