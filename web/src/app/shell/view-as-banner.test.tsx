import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { identitySwitch } from '@/lib/view-as';
import { mockDashboard, userVM } from '../../../test/dashboard';
import { json, renderApp } from '../../../test/render';

const contact = userVM({ id: 'c1', userName: 'carla', firstName: 'Carla', lastName: 'Costa', roles: ['Customer'], checkedSidebarVis: ['DashboardTab'], permissions: ['Dashboard'] });
const STAFF_EXPIRES = String(Date.now() + 3_600_000);
/** Signed in with a view-as session, the staff session kept aside (both cookies are the server's). */
function viewingAs({ minutes = 30, reason = 'Ticket 42: wrong balance' } = {}) {
  localStorage.setItem('tokenExpires', String(Date.now() + minutes * 60_000));
  localStorage.setItem('viewAsStaffSession', JSON.stringify({ staffTokenExpires: STAFF_EXPIRES, reason, startedAt: Date.now() }));
}

describe('view-as banner', () => {
  it('says whom the staff user views as, read-only, with the reason, on every page', async () => {
    mockDashboard({ 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }) }, contact);
    viewingAs();
    renderApp(['/dashboard/Home']);

    const banner = await screen.findByTestId('view-as-banner');
    expect(banner).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(banner).getByTestId('view-as-title')).toHaveTextContent('Viewing as Carla Costa — read-only'));
    expect(banner).toHaveTextContent('Reason: Ticket 42: wrong balance');
    expect(within(banner).getByRole('button', { name: 'End view' })).toBeInTheDocument();
  });

  it('is not there for a user who is themself', async () => {
    mockDashboard({ 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }) }, contact);
    localStorage.setItem('tokenExpires', String(Date.now() + 3_600_000));
    renderApp(['/dashboard/Home']);

    expect(await screen.findByTestId('topbar')).toBeInTheDocument();
    expect(screen.queryByTestId('view-as-banner')).toBeNull();
  });

  it('End view ends the session on the server (which puts the staff cookie back), then reloads as staff at the Users list', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    const fetchMock = mockDashboard(
      { 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }), 'DELETE /api/view-as': () => new Response(null, { status: 204 }) },
      contact,
    );
    viewingAs();
    renderApp(['/dashboard/Home']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('view-as-end'));

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard/Users'));
    const ended = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/view-as' && init?.method === 'DELETE');
    expect(ended).toBeDefined();
    expect(localStorage.getItem('tokenExpires')).toBe(STAFF_EXPIRES);
    expect(localStorage.getItem('viewAsStaffSession')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ends by itself when the view-as token expires', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    mockDashboard({ 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }), 'DELETE /api/view-as': () => new Response(null, { status: 204 }) }, contact);
    viewingAs({ minutes: 0.02 });
    renderApp(['/dashboard/Home']);

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard/Users'), { timeout: 5000 });
    expect(localStorage.getItem('tokenExpires')).toBe(STAFF_EXPIRES);
  });
});
