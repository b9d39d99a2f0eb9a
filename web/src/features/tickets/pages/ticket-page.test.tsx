import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { backoffice, proposed, requester, TICKET_ID, ticketDetail } from './tickets-test-data';

const path = `/dashboard/MyTickets/${TICKET_ID}`;
const ACTION_IDS = ['propose', 'confirm', 'done', 'refuse', 'cancel', 'decline', 'assign', 'unassign'];

/** The action buttons on the page, by name. */
const shownActions = () => ACTION_IDS.filter((action) => screen.queryByTestId(`ticket-action-${action}`));

function openTicket(ticket: ReturnType<typeof ticketDetail>, user = requester, handlers: Parameters<typeof mockDashboard>[0] = {}) {
  const fetchMock = mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(ticket), ...handlers }, user);
  signInAs();
  const view = renderApp([path]);
  return { ...view, fetchMock };
}

// Whole pages typed into field by field: slow on a busy machine, hence the longer limit.
describe('a service request (/dashboard/MyTickets/:id)', { timeout: 60_000 }, () => {
  it('shows the header, description, files and timeline, oldest first', async () => {
    openTicket(proposed());
    expect(await screen.findByTestId('page-title')).toHaveTextContent('SR-2026-000012 · Leaking roof in the loading bay');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Confirming');
    expect(screen.getByTestId('ticket-type')).toHaveTextContent('Defect');
    const details = screen.getByTestId('ticket-details');
    expect(details).toHaveTextContent('Lisboa Centro · Warehouse A');
    expect(details).toHaveTextContent('Ana Silva');
    expect(details).toHaveTextContent('Bruno Dias');
    expect(details).toHaveTextContent('Unassigned');
    expect(details).toHaveTextContent('05/10/2099');
    expect(details).toHaveTextContent('€1,250.50');
    expect(screen.getByTestId('ticket-attachments')).toHaveTextContent('survey.pdf');

    const items = within(screen.getByTestId('ticket-timeline')).getAllByTestId(/^ticket-timeline-(status|comment|internal)$/);
    expect(items.map((item) => item.dataset.testid)).toEqual(['ticket-timeline-status', 'ticket-timeline-comment', 'ticket-timeline-status']);
    expect(items[0]).toHaveTextContent('Request raised');
    expect(items[1]).toHaveTextContent('We will send someone to look at it.');
    expect(items[2]).toHaveTextContent('Date and budget proposed');
    expect(items[2]).toHaveTextContent('Proposed for 05/10/2099, budget €1,250.50');
  });

  it('formats the proposal in the reader’s language', async () => {
    openTicket(proposed(), { ...requester, language: 'pt-PT' });
    const details = await screen.findByTestId('ticket-details');
    await waitFor(() => expect(details).toHaveTextContent('Orçamento'));
    expect(details).toHaveTextContent('10/05/2099');
    expect(details).toHaveTextContent(new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(1250.5).replace(/\s/g, ' '));
  });

  it('offers a customer exactly the actions the server allows, and no internal note', async () => {
    openTicket(proposed());
    await screen.findByTestId('ticket-page');
    expect(shownActions()).toEqual(['confirm', 'refuse', 'cancel']);
    expect(screen.queryByTestId('ticket-comment-internal')).not.toBeInTheDocument();
  });

  it('puts the proposal to answer at the top, with what the reader is waiting for', async () => {
    openTicket(proposed());
    const proposal = await screen.findByTestId('ticket-proposal');
    expect(proposal).toHaveTextContent('Proposed date and budget');
    expect(proposal).toHaveTextContent('Confirm the proposal to have the work planned, or refuse it.');
    expect(within(proposal).getByTestId('ticket-proposal-date')).toHaveTextContent('05/10/2099');
    expect(within(proposal).getByTestId('ticket-proposal-budget')).toHaveTextContent('€1,250.50');
    // It comes before the buttons that answer it.
    expect(proposal.compareDocumentPosition(screen.getByTestId('ticket-actions')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells staff the proposal waits for the customer', async () => {
    openTicket(proposed({ allowedActions: ['assign'] }), backoffice);
    expect(await screen.findByTestId('ticket-proposal')).toHaveTextContent('Waiting for the customer to confirm or refuse it.');
  });

  it.each([
    ['Confirmed', 'Confirmed date and budget'],
    ['Refused', null],
  ] as const)('shows the proposal of a %s request as such', async (status, heading) => {
    openTicket(proposed({ status, allowedActions: [] }));
    await screen.findByTestId('ticket-page');
    if (heading) expect(screen.getByTestId('ticket-proposal')).toHaveTextContent(heading);
    else expect(screen.queryByTestId('ticket-proposal')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirm the proposal to have the work planned, or refuse it.')).not.toBeInTheDocument();
  });

  it('shows no proposal while there is none', async () => {
    openTicket(ticketDetail());
    await screen.findByTestId('ticket-page');
    expect(screen.queryByTestId('ticket-proposal')).not.toBeInTheDocument();
  });

  it('offers staff exactly the actions the server allows, with the internal note switch', async () => {
    openTicket(ticketDetail({ allowedActions: ['propose', 'decline', 'assign'] }), backoffice);
    await screen.findByTestId('ticket-page');
    expect(shownActions()).toEqual(['propose', 'decline', 'assign']);
    expect(screen.getByTestId('ticket-comment-internal')).toBeInTheDocument();
  });

  it('shows no action at all on a closed request', async () => {
    openTicket(ticketDetail({ status: 'Canceled', allowedActions: [] }));
    await screen.findByTestId('ticket-page');
    expect(shownActions()).toEqual([]);
    expect(screen.queryByTestId('ticket-actions')).not.toBeInTheDocument();
  });

  it.each([
    ['cancel', 'Cancel request SR-2026-000012?', 'Canceled'],
    ['refuse', 'Refuse the proposal for SR-2026-000012?', 'Refused'],
  ] as const)('asks before it sends %s, with the optional note', async (action, title, status) => {
    const { fetchMock } = openTicket(proposed(), requester, {
      [`POST /api/tickets/${TICKET_ID}/${action}`]: () => json(proposed({ status, allowedActions: [] })),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId(`ticket-action-${action}`));

    const dialog = await screen.findByRole('dialog', { name: title });
    const note = within(dialog).getByTestId('ticket-dialog-note');
    await waitFor(() => expect(note).toHaveFocus());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${action}`))).toBe(false);

    await user.type(note, 'No longer needed');
    await user.click(within(dialog).getByTestId(`ticket-dialog-${action}-confirm`));

    await waitFor(() => expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/${action}`)).toEqual({ note: 'No longer needed' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent(status));
    expect(shownActions()).toEqual([]);
  });

  it('leaves the request as it is when the dialog is dismissed', async () => {
    const { fetchMock } = openTicket(proposed());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-cancel'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
  });

  it('needs a reason to decline, then sends it', async () => {
    const { fetchMock } = openTicket(ticketDetail({ allowedActions: ['propose', 'decline', 'assign'] }), backoffice, {
      [`POST /api/tickets/${TICKET_ID}/decline`]: () => json(ticketDetail({ status: 'Declined', allowedActions: [] })),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-decline'));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request SR-2026-000012?' });

    await user.click(within(dialog).getByTestId('ticket-dialog-decline-confirm'));
    expect(within(dialog).getByText('Give the reason: the customer is told it.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/decline'))).toBe(false);

    await user.type(within(dialog).getByTestId('ticket-dialog-note'), 'Outside the contract');
    await user.click(within(dialog).getByTestId('ticket-dialog-decline-confirm'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/decline`)).toEqual({ note: 'Outside the contract' }));
    expect(await screen.findByText('Request SR-2026-000012 was declined.')).toBeInTheDocument();
  });

  it('says why a change was refused when the request moved on meanwhile', async () => {
    openTicket(proposed(), requester, { [`POST /api/tickets/${TICKET_ID}/confirm`]: () => problem('TICKET_TRANSITION_NOT_ALLOWED', 409) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-confirm'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('ticket-dialog-confirm-confirm'));
    expect(await within(dialog).findByText(/cannot make that change in its current status/)).toBeInTheDocument();
  });

  it('lets staff propose a date and a budget, refusing a past date', async () => {
    const { fetchMock } = openTicket(ticketDetail({ allowedActions: ['propose', 'decline', 'assign'] }), backoffice, {
      [`POST /api/tickets/${TICKET_ID}/propose`]: () => json(proposed({ allowedActions: ['assign'] })),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-propose'));
    const form = await screen.findByTestId('ticket-propose-form');

    await user.click(within(form).getByTestId('ticket-propose-submit'));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);

    const date = within(form).getByTestId('ticket-propose-date');
    await user.type(date, '2001-01-01');
    await user.type(within(form).getByTestId('ticket-propose-budget'), '1250.5');
    await user.click(within(form).getByTestId('ticket-propose-submit'));
    expect(within(form).getByText('The date cannot be in the past.')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2099-05-10');
    await user.type(within(form).getByTestId('ticket-propose-note'), 'Half a day');
    await user.click(within(form).getByTestId('ticket-propose-submit'));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/propose`)).toEqual({ date: '2099-05-10', budget: 1250.5, currency: 'EUR', note: 'Half a day' }),
    );
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Confirming'));
  });

  it('lets staff write an internal note, marked as such in the timeline', async () => {
    const internal = {
      kind: 'comment' as const,
      id: 'c2',
      at: '2026-03-05T08:00:00Z',
      by: { id: backoffice.id, name: 'Rui Costa' },
      byStaff: true,
      body: 'Check the warranty first.',
      internal: true,
      attachments: [],
    };
    const { fetchMock } = openTicket(ticketDetail({ allowedActions: ['assign'] }), backoffice, {
      [`POST /api/tickets/${TICKET_ID}/comments`]: () => json(ticketDetail({ allowedActions: ['assign'], timeline: [...ticketDetail().timeline, internal] }), 201),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByTestId('ticket-comment-body'), 'Check the warranty first.');
    await user.click(screen.getByRole('switch', { name: /Internal note/ }));
    expect(screen.getByTestId('ticket-comment-submit')).toHaveTextContent('Save internal note');
    await user.click(screen.getByTestId('ticket-comment-submit'));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/comments`)).toEqual({ body: 'Check the warranty first.', internal: true, attachmentIds: [] }),
    );
    const note = await screen.findByTestId('ticket-timeline-internal');
    expect(within(note).getByTestId('ticket-internal-badge')).toHaveTextContent('Internal note – staff only');
    await waitFor(() => expect(screen.getByTestId('ticket-comment-body')).toHaveValue(''));
  });

  it('sends a customer’s comment as public', async () => {
    const { fetchMock } = openTicket(ticketDetail(), requester, {
      [`POST /api/tickets/${TICKET_ID}/comments`]: () => json(ticketDetail(), 201),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByTestId('ticket-comment-body'), 'Any news?');
    await user.click(screen.getByTestId('ticket-comment-submit'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/comments`)).toEqual({ body: 'Any news?', internal: false, attachmentIds: [] }));
  });

  it('lets staff assign the request to themselves and unassign it', async () => {
    const mine = ticketDetail({ allowedActions: ['assign'], assignee: { id: backoffice.id, name: 'Rui Costa' } });
    const { fetchMock } = openTicket(ticketDetail({ allowedActions: ['assign'] }), backoffice, {
      [`POST /api/tickets/${TICKET_ID}/assign`]: (init) =>
        json(JSON.parse(String(init?.body)).assigneeId ? mine : ticketDetail({ allowedActions: ['assign'] })),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-assign'));
    await waitFor(() => expect(screen.getByTestId('ticket-details')).toHaveTextContent('Rui Costa'));
    expect(shownActions()).toEqual(['unassign']);
    expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/assign`)).toEqual({ assigneeId: backoffice.id });

    await user.click(screen.getByTestId('ticket-action-unassign'));
    await waitFor(() => expect(shownActions()).toEqual(['assign']));
  });

  it('downloads a file through an authenticated request', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:file'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const { fetchMock } = openTicket(ticketDetail(), requester, {
      [`GET /api/tickets/${TICKET_ID}/attachments/f1`]: () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Download survey.pdf' }));

    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api/tickets/${TICKET_ID}/attachments/f1`);
    expect(call?.[1]?.credentials).toBe('same-origin');
  });

  it('says a request that is not the caller’s does not exist', async () => {
    mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => problem('NOT_FOUND', 404) }, requester);
    signInAs();
    renderApp([path]);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
