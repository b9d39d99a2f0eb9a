import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { backoffice, companies, page, ticketSummary } from './tickets-test-data';

const FIRST = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const SECOND = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002';
const THIRD = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000003';
const queue = [
  ticketSummary({ id: FIRST, ticketNo: 'SR-2026-000001', status: 'Confirmed', allowedActions: ['done', 'assign'] }),
  ticketSummary({ id: SECOND, ticketNo: 'SR-2026-000002', status: 'Pending', allowedActions: ['propose', 'decline', 'assign'] }),
  ticketSummary({ id: THIRD, ticketNo: 'SR-2026-000003', status: 'Confirmed', allowedActions: ['done', 'assign'] }),
];
const staffUser = (id: string, firstName: string, role: 'Admin' | 'Backoffice') => ({
  id,
  userName: firstName.toLowerCase(),
  firstName,
  lastName: 'Staff',
  email: `${firstName}@example.test`,
  roles: [role],
  active: true,
  mainContact: false,
  companyId: null,
  companyName: null,
  invitationPending: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00Z',
  allowedActions: [],
});

function mockQueue(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/tickets': () => page(queue),
      'GET /api/org/companies': () => json(companies),
      'GET /api/users': (_init, url) =>
        json({
          items: new URL(url, 'http://x').searchParams.get('role') === 'Admin' ? [staffUser('u-ada', 'Ada', 'Admin')] : [staffUser('u-carla', 'Carla', 'Backoffice')],
          total: 1,
          page: 1,
          pageSize: 100,
        }),
      ...handlers,
    },
    backoffice,
  );
}

describe('bulk changes in the service request queue', { timeout: 60_000 }, () => {
  it('selects rows by their labelled checkboxes or the whole page, and marks them done, saying which could not be', async () => {
    const fetchMock = mockQueue({
      'POST /api/tickets/bulk': () =>
        json({
          updated: 2,
          failed: 1,
          results: [
            { id: FIRST, ok: true, ticketNo: 'SR-2026-000001' },
            { id: SECOND, ok: false, ticketNo: 'SR-2026-000002', status: 409, code: 'TICKET_TRANSITION_NOT_ALLOWED' },
            { id: THIRD, ok: true, ticketNo: 'SR-2026-000003' },
          ],
        }),
    });
    signInAs();
    const { router } = renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('ticket-row');
    expect(screen.queryByTestId('tickets-bulk-bar')).not.toBeInTheDocument();

    // One row: its checkbox is named after it, and choosing it does not open the request.
    await user.click(screen.getByRole('checkbox', { name: 'Select SR-2026-000002' }));
    expect(router.state.location.pathname).toBe('/dashboard/ServiceRequests');
    expect(screen.getByTestId('tickets-bulk-count')).toHaveTextContent('1 selected');
    const pageBox = screen.getByRole('checkbox', { name: 'Select every row of this page' });
    expect(pageBox).toHaveAttribute('data-indeterminate', 'true');
    // With the keyboard: Space on a focused checkbox chooses, it does not open the row.
    screen.getByRole('checkbox', { name: 'Select SR-2026-000001' }).focus();
    await user.keyboard(' ');
    expect(router.state.location.pathname).toBe('/dashboard/ServiceRequests');
    expect(screen.getByTestId('tickets-bulk-count')).toHaveTextContent('2 selected');
    await user.click(pageBox);
    expect(screen.getByTestId('tickets-bulk-count')).toHaveTextContent('3 selected');

    await user.click(screen.getByTestId('tickets-bulk-done'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 3 requests as done?' });
    await user.type(within(dialog).getByTestId('tickets-bulk-note'), 'All fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/tickets/bulk')).toEqual({ action: 'done', ids: [SECOND, FIRST, THIRD], note: 'All fixed' }));
    const result = await screen.findByTestId('tickets-bulk-result');
    expect(result).toHaveTextContent('2 updated, 1 could not be:');
    expect(result).toHaveTextContent('SR-2026-000002: This request cannot make that change in its current status.');
    // The refused one stays chosen.
    await waitFor(() => expect(screen.getByTestId('tickets-bulk-count')).toHaveTextContent('1 selected'));
    expect(screen.getByRole('checkbox', { name: 'Select SR-2026-000002' })).toBeChecked();
  });

  it('assigns the chosen requests to a staff user picked by name, or declines them only with a reason', async () => {
    const fetchMock = mockQueue({ 'POST /api/tickets/bulk': () => json({ updated: 1, failed: 0, results: [{ id: SECOND, ok: true, ticketNo: 'SR-2026-000002' }] }) });
    signInAs();
    renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('ticket-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select SR-2026-000002' }));

    await user.click(screen.getByTestId('tickets-bulk-assignee'));
    await user.click(await screen.findByRole('option', { name: 'Carla Staff' }));
    await user.click(screen.getByTestId('tickets-bulk-assign'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 requests to Carla Staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/tickets/bulk')).toEqual({ action: 'assign', ids: [SECOND], assigneeId: 'u-carla' }));
    expect(await screen.findByTestId('tickets-bulk-result')).toHaveTextContent('1 updated.');

    await user.click(screen.getByRole('checkbox', { name: 'Select SR-2026-000002' }));
    await user.click(screen.getByTestId('tickets-bulk-decline'));
    const decline = await screen.findByRole('dialog', { name: 'Decline 1 requests?' });
    await user.click(within(decline).getByRole('button', { name: 'Apply' }));
    expect(await within(decline).findByText('Give the reason: the customers are told it.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/tickets/bulk')).toHaveLength(1);
  });
});
