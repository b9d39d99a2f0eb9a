import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const COLLEAGUE = '5b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const mainContact = userVM({ id: 'me-1', roles: ['Customer'], mainContact: true, permissions: ['Dashboard', 'Trips', 'Folders'] });

const row = {
  id: COLLEAGUE,
  userName: 'rui.r',
  firstName: 'Rui',
  lastName: 'Rocha',
  email: 'rui@example.com',
  roles: ['Customer'],
  active: true,
  mainContact: false,
  companyId: 'c1',
  companyName: 'Lusitania Retail Group',
  invitationPending: false,
  twoFactor: true,
  createdAt: '2026-01-01T00:00:00Z',
  // What the server answers a main contact may do to a contact they manage.
  allowedActions: ['edit', 'permissions', 'send-reset'],
};
const detail = {
  user: {
    ...row,
    language: 'en-US',
    identification: null,
    city: null,
    street: null,
    dateOfBirth: null,
    retailCentre: null,
    treeNodeKind: 'company',
    treeNodeId: 'c1',
    showContractNumber: false,
    showTreeId: false,
    permissions: ['Dashboard', 'PricesColumn'],
    ticketUrl: null,
    ticketUserName: null,
    hasPhoto: false,
  },
  can: { edit: true, setRoles: false, setCompany: false, setPermissions: true, grantable: ['Dashboard', 'Trips', 'Folders'], activate: false, sendReset: true, resendInvitation: false },
};

function mockApi() {
  return mockDashboard(
    {
      'GET /api/users': () => json({ items: [row], total: 1, page: 1, pageSize: 20 }),
      [`GET /api/users/${COLLEAGUE}`]: () => json(detail),
      [`PUT /api/users/${COLLEAGUE}/permissions`]: () => json(detail),
    },
    mainContact,
  );
}

describe('contacts (/dashboard/Utilizadores)', () => {
  it('a main contact lists their contacts and grants only what they hold; saving says so', async () => {
    const fetchMock = mockApi();
    signInAs();
    renderApp(['/dashboard/Utilizadores?tab=contacts']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('contacts');
    expect(await within(table).findByText('Rui Rocha')).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/users').get('role')).toBe('Customer');
    expect(screen.getByTestId('user-new')).toHaveTextContent('Invite a colleague');

    await user.click(within(table).getByTestId('user-permissions'));
    const form = await screen.findByTestId('permissions-form');
    expect(within(form).getByTestId('permission-Trips')).toBeEnabled();
    expect(within(form).getByTestId('permission-Reports')).toBeDisabled();
    await user.click(within(form).getByRole('tab', { name: 'Data tabs' }));
    // Staff gave the price column: the main contact may take it away, not give it back.
    const prices = within(form).getByTestId('permission-PricesColumn');
    expect(prices).toBeEnabled();
    await user.click(prices);
    expect(prices).toBeDisabled();

    await user.click(within(form).getByRole('tab', { name: 'Sidebar' }));
    await user.click(within(form).getByTestId('permission-Trips'));
    await user.click(within(form).getByTestId('permissions-submit'));

    expect(await screen.findByText('Permissions were updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', `/api/users/${COLLEAGUE}/permissions`)).toEqual({ permissions: ['Dashboard', 'Trips'], ticketUrl: null, ticketUserName: null }),
    );
  });

  it('staff invite a contact, not a colleague', async () => {
    mockDashboard(
      { 'GET /api/users': () => json({ items: [row], total: 1, page: 1, pageSize: 20 }), 'GET /api/org/companies': () => json([]) },
      userVM({ roles: ['Backoffice'] }),
    );
    signInAs();
    renderApp(['/dashboard/Utilizadores?tab=contacts']);
    expect(await screen.findByTestId('user-new')).toHaveTextContent('Invite a contact');
  });

  it('a contact who manages nobody sees only their own account', async () => {
    mockDashboard({}, userVM({ roles: ['Customer'], mainContact: false }));
    signInAs();
    renderApp(['/dashboard/Utilizadores?tab=contacts']);
    expect(await screen.findByTestId('profile-card')).toBeInTheDocument();
    expect(screen.queryByTestId('tab-contacts')).not.toBeInTheDocument();
  });
});

/** What the server answers Backoffice may do to an active contact with a second factor. */
const STAFF_ON_CONTACT = ['edit', 'permissions', 'view-as', 'deactivate', 'send-reset', 'reset-two-factor'];

describe('users (/dashboard/Users)', () => {
  it('staff reset a user’s two-step verification after confirming it, and are told it is done', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/users': () => json({ items: [{ ...row, allowedActions: STAFF_ON_CONTACT }, { ...row, id: 'no-2fa', userName: 'eva.e', twoFactor: false, allowedActions: STAFF_ON_CONTACT.filter((a) => a !== 'reset-two-factor') }], total: 2, page: 1, pageSize: 20 }),
        [`POST /api/users/${COLLEAGUE}/reset-two-factor`]: () => json({ reset: true }),
      },
      userVM({ roles: ['Backoffice'] }),
    );
    signInAs();
    renderApp(['/dashboard/Users']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('users');
    const [withSecondFactor, without] = await within(table).findAllByTestId('user-more');
    await user.click(without!);
    expect(screen.queryByTestId('user-action-reset-two-factor')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(withSecondFactor!);
    await user.click(await screen.findByTestId('user-action-reset-two-factor'));
    const dialog = await screen.findByTestId('user-confirm');
    expect(dialog).toHaveTextContent('Turn off the two-step verification of rui.r');
    expect(dialog).toHaveTextContent('rui@example.com');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('reset-two-factor'))).toBe(false);
    await user.click(screen.getByTestId('user-confirm-confirm'));

    expect(await screen.findByText('The two-step verification of rui.r was reset.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/api/users/${COLLEAGUE}/reset-two-factor`) && init?.method === 'POST')).toBe(true);
  });
  it('staff prepare a data export for a user from the row menu, follow it and download it', async () => {
    const ready = {
      id: 'x1',
      status: 'ready',
      source: 'staff',
      progress: 100,
      size: 2048,
      createdAt: '2026-03-01T09:00:00Z',
      readyAt: '2026-03-01T09:01:00Z',
      expiresAt: '2026-03-08T09:01:00Z',
      downloadedAt: null,
      downloadUrl: '/api/data-exports/x1/download',
    };
    let prepared = false;
    const fetchMock = mockDashboard(
      {
        'GET /api/users': () => json({ items: [{ ...row, allowedActions: [...STAFF_ON_CONTACT, 'prepare-data-export'] }], total: 1, page: 1, pageSize: 20 }),
        'GET /api/data-exports': () => json({ exports: prepared ? [ready] : [] }),
        'POST /api/data-exports': () => {
          prepared = true;
          return json({ ...ready, status: 'queued', progress: 0, downloadUrl: null }, 202);
        },
      },
      userVM({ roles: ['Backoffice'] }),
    );
    signInAs();
    renderApp(['/dashboard/Users']);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await screen.findByTestId('users')).findByTestId('user-more'));
    await user.click(await screen.findByTestId('user-action-prepare-data-export'));
    const dialog = await screen.findByTestId('data-exports');
    expect(await within(dialog).findByText('No archive was prepared for this person yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('data-exports-prepare'));
    expect(sentBody(fetchMock, 'POST', '/api/data-exports')).toEqual({ userId: COLLEAGUE });
    expect(await within(dialog).findByTestId('data-export-row-download')).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/data-exports').get('userId')).toBe(COLLEAGUE);
  });
});
