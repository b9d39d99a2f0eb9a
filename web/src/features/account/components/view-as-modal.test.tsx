import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { identitySwitch } from '@/lib/view-as';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const CONTACT = '5b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const backoffice = userVM({ id: 'staff-1', userName: 'backoffice', roles: ['Backoffice'], companyName: null });

const person = (over: Record<string, unknown>) => ({
  userName: 'x',
  firstName: '',
  lastName: '',
  email: 'x@example.com',
  roles: ['Customer'],
  active: true,
  mainContact: false,
  companyId: 'c1',
  companyName: 'Lusitania Retail Group',
  invitationPending: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
// With what the server answers Backoffice may do to each.
const rows = [
  person({ id: CONTACT, userName: 'carla', firstName: 'Carla', lastName: 'Costa', allowedActions: ['edit', 'permissions', 'view-as', 'deactivate', 'send-reset'] }),
  person({ id: 'inactive-1', userName: 'diogo', firstName: 'Diogo', active: false, allowedActions: ['edit', 'permissions', 'activate'] }),
  person({ id: 'admin-1', userName: 'admin', firstName: 'Ana', roles: ['Admin'], companyId: null, companyName: null, allowedActions: [] }),
  person({ id: 'staff-1', userName: 'backoffice', roles: ['Backoffice'], companyId: null, companyName: null, allowedActions: ['edit'] }),
];

function mockApi(startViewAs: () => Response) {
  return mockDashboard(
    {
      'GET /api/users': () => json({ items: rows, total: rows.length, page: 1, pageSize: 20 }),
      'GET /api/org/companies': () => json([]),
      'POST /api/view-as': startViewAs,
    },
    backoffice,
  );
}

async function openFor(name: string) {
  const user = userEvent.setup({ delay: null });
  const table = await screen.findByTestId('users');
  await within(table).findByText('Carla Costa');
  await user.click(within(table).getByRole('button', { name: `View as ${name}` }));
  return { user, form: await screen.findByTestId('view-as-form') };
}

describe('view as (Users list)', () => {
  it('offers "View as" on active customer contacts only, never on staff or inactive ones', async () => {
    mockApi(() => json({}));
    signInAs();
    renderApp(['/dashboard/Users']);

    const table = await screen.findByTestId('users');
    await within(table).findByText('Carla Costa');
    expect(within(table).getAllByTestId('user-view-as')).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'View as Carla Costa' })).toBeInTheDocument();
  });

  it('asks for the reason by the contract’s rule, then starts the view and reloads as the contact', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    const fetchMock = mockApi(() => json({ token_type: 'cookie', expires_in: 30 }));
    signInAs();
    const staffExpires = localStorage.getItem('tokenExpires');
    renderApp(['/dashboard/Users']);

    const { user, form } = await openFor('Carla Costa');
    expect(screen.getByRole('dialog', { name: 'View the portal as Carla Costa' })).toBeInTheDocument();
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    await user.click(within(form).getByTestId('view-as-submit'));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    await user.type(reason, ' ab ');
    await user.click(within(form).getByTestId('view-as-submit'));
    expect(await within(form).findByText('Write between 3 and 500 characters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/view-as')).toBe(false);

    await user.clear(reason);
    await user.type(reason, '  Ticket 42: the balance looks wrong  ');
    await user.click(within(form).getByTestId('view-as-submit'));

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard/Home'));
    expect(sentBody(fetchMock, 'POST', '/api/view-as')).toEqual({ contactId: CONTACT, reason: 'Ticket 42: the balance looks wrong' });
    expect(Number(localStorage.getItem('tokenExpires'))).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(JSON.parse(localStorage.getItem('viewAsStaffSession')!)).toEqual(expect.objectContaining({ staffTokenExpires: staffExpires, reason: 'Ticket 42: the balance looks wrong' }));
  });

  it('says why the server refused, and keeps the staff session', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    mockApi(() => problem('CONFLICT', 409));
    signInAs();
    const staffExpires = localStorage.getItem('tokenExpires');
    renderApp(['/dashboard/Users']);

    const { user, form } = await openFor('Carla Costa');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Checking the invoices');
    await user.click(within(form).getByTestId('view-as-submit'));

    expect(await within(form).findByTestId('view-as-error')).toBeInTheDocument();
    expect(localStorage.getItem('tokenExpires')).toBe(staffExpires);
    expect(localStorage.getItem('viewAsStaffSession')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
