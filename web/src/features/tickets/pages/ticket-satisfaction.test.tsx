import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TicketSatisfaction } from '@customer-hub/contract/satisfaction';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { backoffice, companies, page, requester, TICKET_ID, ticketDetail, ticketSummary } from './tickets-test-data';

const path = `/dashboard/MyTickets/${TICKET_ID}`;
const ANSWER_URL = `/api/tickets/${TICKET_ID}/satisfaction`;
const survey = (overrides: Partial<TicketSatisfaction> = {}): TicketSatisfaction => ({
  rating: null,
  comment: null,
  answeredAt: null,
  expiresAt: '2099-01-30T10:00:00.000Z',
  open: true,
  agent: { id: 'u-staff', name: 'Rui Costa' },
  ...overrides,
});
const done = (satisfaction?: TicketSatisfaction) => ticketDetail({ status: 'Done', allowedActions: [], ...(satisfaction && { satisfaction }) });

describe('the satisfaction survey on a done request’s page', { timeout: 60_000 }, () => {
  it('lets the requester rate it with the keyboard and comment, and shows the answer saved', async () => {
    const fetchMock = mockDashboard(
      {
        [`GET /api/tickets/${TICKET_ID}`]: () => json(done(survey())),
        [`POST ${ANSWER_URL}`]: () => json(survey({ rating: 4, comment: 'Good work', answeredAt: '2099-01-02T10:00:00Z' })),
      },
      requester,
    );
    signInAs();
    renderApp([path]);
    const user = userEvent.setup({ delay: null });

    const card = await screen.findByTestId('ticket-satisfaction');
    expect(card).toHaveTextContent('How satisfied are you?');
    expect(within(card).getByRole('radiogroup', { name: 'Your rating, from 1 (very poor) to 5 (excellent)' })).toBeInTheDocument();
    // Keyboard: focus the third star, then the arrow moves to the fourth.
    within(card).getByRole('radio', { name: '3 of 5: Fair' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(card).getByRole('radio', { name: '4 of 5: Good' })).toBeChecked());
    await user.type(within(card).getByTestId('ticket-satisfaction-comment'), 'Good work');
    await user.click(within(card).getByTestId('ticket-satisfaction-submit'));

    await waitFor(() => expect(sentBody(fetchMock, 'POST', ANSWER_URL)).toEqual({ rating: 4, comment: 'Good work' }));
    expect(await screen.findByText('Thank you: your answer is saved.')).toBeInTheDocument();
  });

  it('asks for a rating before saving, and shows the server’s refusal', async () => {
    const fetchMock = mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(done(survey())), [`POST ${ANSWER_URL}`]: () => problem('NOT_FOUND', 404) }, requester);
    signInAs();
    renderApp([path]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('ticket-satisfaction-submit'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/satisfaction'))).toBe(false);
    await user.click(screen.getByRole('radio', { name: '1 of 5: Very poor' }));
    await user.click(screen.getByTestId('ticket-satisfaction-submit'));
    expect(await screen.findByTestId('ticket-satisfaction-error')).toBeInTheDocument();
  });

  it('shows staff the score, the comment and whose work it rates; nothing before Done', async () => {
    mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(done(survey({ open: false, rating: 2, comment: 'Too slow', answeredAt: '2099-01-02T10:00:00Z' }))) }, backoffice);
    signInAs();
    const view = renderApp([path]);
    const card = await screen.findByTestId('ticket-satisfaction');
    expect(card).toHaveTextContent('Customer satisfaction');
    expect(within(card).getByRole('img', { name: '2 of 5: Poor' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Too slow');
    expect(card).toHaveTextContent('Rates the work of Rui Costa');
    expect(within(card).queryByTestId('ticket-satisfaction-submit')).not.toBeInTheDocument();
    view.unmount();

    mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail()) }, requester);
    renderApp([path]);
    await screen.findByTestId('ticket-page');
    expect(screen.queryByTestId('ticket-satisfaction')).not.toBeInTheDocument();
  });

  it('shows the rating in the staff queue', async () => {
    mockDashboard(
      {
        'GET /api/tickets': () => page([ticketSummary({ status: 'Done', rating: 5, allowedActions: [] })]),
        'GET /api/org/companies': () => json(companies),
      },
      backoffice,
    );
    signInAs();
    renderApp(['/dashboard/ServiceRequests']);
    expect(await screen.findByTestId('ticket-rating')).toHaveAccessibleName('5 of 5: Excellent');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Rating');
  });
});
