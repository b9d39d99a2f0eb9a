import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { formOptions, page, requester, SITE_PORTO, TICKET_ID, ticketDetail, ticketSummary } from './tickets-test-data';

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

// Whole pages typed into field by field: slow on a busy machine, hence the longer limit.
describe('service requests (/dashboard/MyTickets)', { timeout: 60_000 }, () => {
  it('lists the requests with their number, title, type and status badges, site and dates', async () => {
    mockDashboard({ 'GET /api/tickets': () => page([ticketSummary()]), 'GET /api/tickets/form-options': () => json(formOptions()) }, requester);
    signInAs();
    renderApp(['/dashboard/MyTickets']);

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Service requests');
    const row = await screen.findByTestId('ticket-row');
    expect(row).toHaveTextContent('SR-2026-000012');
    expect(row).toHaveTextContent('Leaking roof in the loading bay');
    expect(within(row).getByText('Defect').closest('[data-status]')).toHaveAttribute('data-status', 'Defect');
    expect(within(row).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', 'Pending');
    expect(row).toHaveTextContent('Lisboa Centro');
    expect(row).toHaveTextContent('03/02/2026');
  });

  it('keeps the status, type, site, dates and search in the address and sends them to the server', async () => {
    const fetchMock = mockDashboard({ 'GET /api/tickets': () => page([ticketSummary()]), 'GET /api/tickets/form-options': () => json(formOptions()) }, requester);
    signInAs();
    const { router } = renderApp(['/dashboard/MyTickets']);
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('ticket-row');

    await user.selectOptions(screen.getByTestId('tickets-filter-status'), 'Confirming');
    await user.selectOptions(screen.getByTestId('tickets-filter-type'), 'Refund');
    await waitFor(() => expect(screen.getByTestId('tickets-filter-site')).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('tickets-filter-site'), 'Porto Norte · Lusitania Retail');
    await user.type(screen.getByTestId('tickets-search'), 'roof');

    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').get('search')).toBe('roof'));
    const sent = lastQuery(fetchMock, '/api/tickets');
    expect(sent.get('status')).toBe('Confirming');
    expect(sent.get('type')).toBe('Refund');
    expect(sent.get('siteId')).toBe(SITE_PORTO);
    expect(sent.has('assignee')).toBe(false);
    const url = search(router);
    expect([url.get('status'), url.get('type'), url.get('siteId'), url.get('search')]).toEqual(['Confirming', 'Refund', SITE_PORTO, 'roof']);
  });

  it('reads the filters and sort of a shared link, ignoring what the list does not offer', async () => {
    const fetchMock = mockDashboard({ 'GET /api/tickets': () => page([ticketSummary()]), 'GET /api/tickets/form-options': () => json(formOptions()) }, requester);
    signInAs();
    renderApp(['/dashboard/MyTickets?status=Done&type=Nope&from=2026-01-01&to=2026-03-31&sort=ticketNo&dir=asc&assignee=me&page=2']);
    await screen.findByTestId('ticket-row');

    const sent = lastQuery(fetchMock, '/api/tickets');
    expect(sent.get('status')).toBe('Done');
    expect(sent.has('type')).toBe(false);
    expect([sent.get('from'), sent.get('to')]).toEqual(['2026-01-01', '2026-03-31']);
    expect([sent.get('sort'), sent.get('direction'), sent.get('page')]).toEqual(['ticketNo', 'asc', '2']);
    // The assignee is the staff queue's filter.
    expect(sent.has('assignee')).toBe(false);
    expect(screen.getByTestId('tickets-filter-status')).toHaveValue('Done');
  });

  it('opens a request on its own page, and New request on the form', async () => {
    mockDashboard(
      {
        'GET /api/tickets': () => page([ticketSummary()]),
        'GET /api/tickets/form-options': () => json(formOptions()),
        [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail()),
      },
      requester,
    );
    signInAs();
    const { router } = renderApp(['/dashboard/MyTickets']);
    const user = userEvent.setup({ delay: null });

    expect(screen.queryByTestId('ticket-assign-' + TICKET_ID)).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('ticket-row'));
    expect(await screen.findByTestId('ticket-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/MyTickets/${TICKET_ID}`);

    await user.click(screen.getByTestId('ticket-back'));
    await user.click(await screen.findByTestId('tickets-new'));
    expect(await screen.findByTestId('ticket-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/Request');
  });

  it.each(['/dashboard/MyTickets', '/dashboard/Request', `/dashboard/MyTickets/${TICKET_ID}`])(
    'tells a contact without Requests that %s is not theirs, and asks nothing',
    async (path) => {
      const fetchMock = mockDashboard({}, userVM({ permissions: ['SearchDocuments'], checkedSidebarVis: ['SearchDocsTab'] }));
      signInAs();
      renderApp([path]);
      expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
      expect(screen.getByTestId('page-title')).toHaveTextContent(path === '/dashboard/Request' ? 'New service request' : 'Service requests');
      expect(screen.queryByTestId('nav-MyTickets')).not.toBeInTheDocument();
      expect(screen.queryByTestId('nav-ticketSite')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/tickets'))).toBe(false);
    },
  );

  it('shows phone cards on a narrow screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767px') });
    try {
      mockDashboard({ 'GET /api/tickets': () => page([ticketSummary()]), 'GET /api/tickets/form-options': () => json(formOptions()) }, requester);
      signInAs();
      renderApp(['/dashboard/MyTickets']);
      const card = await screen.findByTestId('ticket-row');
      expect(card.tagName).not.toBe('TR');
      expect(card).toHaveTextContent('SR-2026-000012');
      expect(card).toHaveTextContent('Defect · Lisboa Centro · 03/02/2026');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('folds the filters under a button on a phone, which counts the active ones', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767px') });
    try {
      mockDashboard({ 'GET /api/tickets': () => page([ticketSummary()]), 'GET /api/tickets/form-options': () => json(formOptions()) }, requester);
      signInAs();
      renderApp(['/dashboard/MyTickets?status=Pending&type=Defect']);
      const user = userEvent.setup({ delay: null });
      await screen.findByTestId('ticket-row');
      const toggle = screen.getByTestId('tickets-filters-toggle');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(toggle).getByLabelText('Active filters: 2')).toHaveTextContent('2');
      // Hidden from sight and from assistive technology until opened.
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      // The request button stays in view.
      expect(screen.getByTestId('tickets-new')).toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
      await user.click(screen.getByTestId('tickets-filters-reset'));
      await waitFor(() => expect(within(toggle).queryByLabelText(/Active filters/)).not.toBeInTheDocument());
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
