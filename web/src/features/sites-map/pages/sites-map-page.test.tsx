import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const site = (id: string, name: string, lat: number | null, lng: number | null, own = false) => ({
  id,
  code: `S-${id}`,
  name,
  address: 'Rua Augusta 1',
  city: 'Lisboa',
  postalCode: '1100-048',
  country: 'PT',
  latitude: lat,
  longitude: lng,
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  contractCount: 3,
  buildingCount: 2,
  own,
});

const sites = [site('1', 'Lisboa Centro', 38.71, -9.14, true), site('2', 'Porto Norte', 41.15, -8.61), site('3', 'Faro Sul', null, null)];

describe('contracts map (/dashboard/ContractsGeo)', () => {
  it('lists the sites and puts markers on the map with no tile server', async () => {
    // No network in tests: tiles never load (jsdom fetches no images), the rest must work.
    mockDashboard({ 'GET /api/sites': () => json({ items: sites, total: 3, page: 1, pageSize: 100 }) }, userVM({ permissions: ['ContractOrganization'] }));
    signInAs();
    renderApp(['/dashboard/ContractsGeo']);

    const list = await screen.findByTestId('map-list');
    const rows = within(list).getAllByTestId('map-list-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('data-own', 'true');
    expect(rows[2]).toHaveTextContent('No location');
    expect(rows[2]).toBeDisabled();

    const map = screen.getByTestId('map');
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    const marker = map.querySelector('img.leaflet-marker-icon');
    expect(marker?.getAttribute('alt')).toBe('Site Lisboa Centro');
    // Bundled icon, not a CDN.
    expect(marker?.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('opens the marker popup when a row is chosen', async () => {
    mockDashboard({ 'GET /api/sites': () => json({ items: sites, total: 3, page: 1, pageSize: 100 }) }, userVM({ permissions: ['ContractOrganization'] }));
    signInAs();
    renderApp(['/dashboard/ContractsGeo']);
    const user = userEvent.setup({ delay: null });

    const rows = within(await screen.findByTestId('map-list')).getAllByTestId('map-list-item');
    await user.click(rows[1] as HTMLElement);

    expect(rows[1]).toHaveAttribute('aria-pressed', 'true');
    const popup = await screen.findByTestId('map-popup');
    expect(popup).toHaveTextContent('Porto Norte');
    expect(popup).toHaveTextContent('Contracts: 3 · buildings: 2');
  });

  it('shows the no-permission state on 403', async () => {
    mockDashboard({ 'GET /api/sites': () => problem('FORBIDDEN', 403) }, userVM({ permissions: ['ContractOrganization'] }));
    signInAs();
    renderApp(['/dashboard/ContractsGeo']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });
});
