import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TicketSla } from '@customer-hub/contract/sla';
import { lastQuery, mockDashboard } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { backoffice, companies, page, requester, TICKET_ID, ticketDetail, ticketSummary } from './tickets-test-data';

const sla = (over: Partial<TicketSla>): TicketSla => ({
  firstResponseDueAt: '2026-03-02T11:15:00Z',
  resolutionDueAt: '2026-03-04T11:15:00Z',
  firstRespondedAt: null,
  breached: false,
  minutesLeft: 200,
  paused: false,
  running: 'firstResponse',
  ...over,
});

const PROMISE = {
  targets: [
    { priority: 'Low', firstResponseMinutes: 960, resolutionMinutes: 4800 },
    { priority: 'Normal', firstResponseMinutes: 480, resolutionMinutes: 2400 },
    { priority: 'High', firstResponseMinutes: 240, resolutionMinutes: 960 },
    { priority: 'Urgent', firstResponseMinutes: 90, resolutionMinutes: 480 },
  ],
  workingDays: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '18:00',
};

describe('service levels on the web', { timeout: 60_000 }, () => {
  it('the staff queue asks breached first and shows each request’s time left, breach, pause or met', async () => {
    const rows = [
      ticketSummary({ id: 'a1', ticketNo: 'SR-1', sla: sla({ breached: true, minutesLeft: -30 }) }),
      ticketSummary({ id: 'a2', ticketNo: 'SR-2', sla: sla({ minutesLeft: 200 }) }),
      ticketSummary({ id: 'a3', ticketNo: 'SR-3', sla: sla({ paused: true, running: null, minutesLeft: 300 }) }),
      ticketSummary({ id: 'a4', ticketNo: 'SR-4', sla: sla({ running: null, minutesLeft: null }) }),
    ];
    const fetchMock = mockDashboard({ 'GET /api/tickets': () => page(rows), 'GET /api/org/companies': () => json(companies) }, backoffice);
    signInAs();
    renderApp(['/dashboard/ServiceRequests']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('ticket-sla-a1')).toHaveTextContent('Breached');
    const first = lastQuery(fetchMock, '/api/tickets');
    expect([first.get('sort'), first.get('direction')]).toEqual(['due', 'asc']);
    expect(screen.getByTestId('ticket-sla-a1')).toHaveAttribute('data-state', 'breached');
    expect(screen.getByTestId('ticket-sla-a2')).toHaveTextContent('3 h 20 min left');
    expect(screen.getByTestId('ticket-sla-a2')).toHaveAccessibleName('Service level: 3 h 20 min left');
    expect(screen.getByTestId('ticket-sla-a3')).toHaveTextContent('Paused');
    expect(screen.getByTestId('ticket-sla-a4')).toHaveTextContent('Met');

    await user.selectOptions(screen.getByTestId('tickets-filter-sla'), 'atRisk');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').get('sla')).toBe('atRisk'));
    expect(within(screen.getByTestId('tickets-filter-sla')).getByRole('option', { selected: true })).toHaveTextContent('At risk');
  });

  it('a customer’s ticket says what is promised for its priority, and shows no clock', async () => {
    mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail({ priority: 'Urgent', sla: null })), 'GET /api/sla/promise': () => json(PROMISE) }, requester);
    signInAs();
    renderApp([`/dashboard/MyTickets/${TICKET_ID}`]);
    expect(await screen.findByTestId('ticket-sla-promise')).toHaveTextContent('We respond within 1.5 business hours and aim to resolve within 8 business hours.');
    expect(screen.getByTestId('ticket-sla-promise')).toHaveTextContent('Business hours: Mon, Tue, Wed, Thu, Fri, 09:00–18:00.');
    expect(screen.queryByTestId('ticket-sla')).not.toBeInTheDocument();
  });
});
