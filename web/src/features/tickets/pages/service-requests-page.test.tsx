import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { backoffice, COMPANY, companies, page, requester, SITE_PORTO, TICKET_ID, ticketDetail, ticketSummary } from './tickets-test-data';

const queueTicket = ticketSummary({ allowedActions: ['propose', 'decline', 'assign'] });

function mockQueue(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/tickets': () => page([queueTicket]),
      'GET /api/org/companies': () => json(companies),
      ...handlers,
    },
    backoffice,
  );
}

// Whole pages typed into field by field: slow on a busy machine, hence the longer limit.
describe('service request queue (/dashboard/ServiceRequests)', { timeout: 60_000 }, () => {
  it('opens on all the open requests and lets staff pick one status or every one', async () => {
    const fetchMock = mockQueue();
    signInAs();
    const { router } = renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Service request queue');
    const row = await screen.findByTestId('ticket-row');
    expect(row).toHaveTextContent('Lusitania Retail Group');
    expect(row).toHaveTextContent('Unassigned');
    const first = lastQuery(fetchMock, '/api/tickets');
    expect([first.get('status'), first.has('open')]).toEqual(['open', false]);
    expect(screen.getByTestId('tickets-filter-status')).toHaveValue('open');
    expect(within(screen.getByTestId('tickets-filter-status')).getByRole('option', { selected: true })).toHaveTextContent('All open');
    expect(router.state.location.search).toBe('');

    // A status replaces the open filter.
    await user.selectOptions(screen.getByTestId('tickets-filter-status'), 'Confirmed');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').get('status')).toBe('Confirmed'));
    expect(lastQuery(fetchMock, '/api/tickets').has('open')).toBe(false);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Confirmed');

    await user.selectOptions(screen.getByTestId('tickets-filter-status'), 'All');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').has('status')).toBe(false));
    expect(lastQuery(fetchMock, '/api/tickets').has('open')).toBe(false);
    // "All" differs from the queue's default, so the address says so, and a reload keeps it.
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('');

    // Back to the default: the address is clean again.
    await user.selectOptions(screen.getByTestId('tickets-filter-status'), 'All open');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('tickets-filter-status')).toHaveValue('open');
  });

  it('filters by company (which offers its sites) and by assignee', async () => {
    const fetchMock = mockQueue();
    signInAs();
    const { router } = renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('ticket-row');
    expect(screen.queryByTestId('tickets-filter-site')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('tickets-filter-company'), 'Lusitania Retail Group');
    await user.selectOptions(await screen.findByTestId('tickets-filter-site'), 'Porto Norte · Lusitania Retail');
    await user.selectOptions(screen.getByTestId('tickets-filter-assignee'), 'Mine');

    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').get('assignee')).toBe('me'));
    const sent = lastQuery(fetchMock, '/api/tickets');
    expect(sent.get('companyId')).toBe(COMPANY);
    expect(sent.get('siteId')).toBe(SITE_PORTO);
    const url = new URLSearchParams(router.state.location.search);
    expect([url.get('companyId'), url.get('siteId'), url.get('assignee')]).toEqual([COMPANY, SITE_PORTO, 'me']);
  });

  it('assigns a request to the staff member from its row without opening it', async () => {
    const fetchMock = mockQueue({
      [`POST /api/tickets/${TICKET_ID}/assign`]: () => json(ticketDetail({ assignee: { id: backoffice.id, name: 'Rui Costa' } })),
    });
    signInAs();
    const { router } = renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByTestId('ticket-row');

    await user.click(within(row).getByRole('button', { name: 'Assign SR-2026-000012 to me' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/assign`)).toEqual({ assigneeId: backoffice.id }));
    expect(await screen.findByText('Request SR-2026-000012 is now assigned to you.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/ServiceRequests');
  });

  it('offers no assign button on a request already assigned to the caller, and opens rows on the ticket page', async () => {
    mockQueue({
      'GET /api/tickets': () => page([{ ...queueTicket, assignee: { id: backoffice.id, name: 'Rui Costa' } }]),
      [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail({ allowedActions: ['propose', 'decline', 'assign'] })),
    });
    signInAs();
    const { router } = renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByTestId('ticket-row');
    expect(row).toHaveTextContent('Rui Costa');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await user.click(row);
    expect(await screen.findByTestId('ticket-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/MyTickets/${TICKET_ID}`);
    expect(screen.getByTestId('ticket-back')).toHaveAttribute('href', '/dashboard/ServiceRequests');
  });

  it('shows whose request it is and its priority beside the title, and on a phone card with the assignee', async () => {
    mockQueue({ 'GET /api/tickets': () => page([{ ...queueTicket, priority: 'Urgent' }]) });
    signInAs();
    renderApp(['/dashboard/ServiceRequests']);
    const row = await screen.findByTestId('ticket-row');
    const title = within(row).getByText('Leaking roof in the loading bay').closest('td')!;
    expect(title).toHaveTextContent('Lusitania Retail Group · Lisboa Centro');
    expect(row).toHaveTextContent('Urgent');
    cleanup();

    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767px') });
    try {
      renderApp(['/dashboard/ServiceRequests']);
      const card = await screen.findByTestId('ticket-row');
      expect(card.tagName).not.toBe('TR');
      expect(card).toHaveTextContent('Lusitania Retail Group · Lisboa Centro');
      expect(card).toHaveTextContent('Urgent · Defect · 03/02/2026');
      expect(card).toHaveTextContent('Unassigned');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is not open to contacts', async () => {
    const fetchMock = mockDashboard({}, requester);
    signInAs();
    renderApp(['/dashboard/ServiceRequests']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/tickets'))).toBe(false);
  });
});
