import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { backoffice, COMPANY, page, requester, TICKET_ID, ticketDetail, ticketSummary } from './tickets-test-data';

const path = `/dashboard/MyTickets/${TICKET_ID}`;
const REPLY = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const TARGET = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const open = ticketDetail({ allowedActions: ['propose', 'decline', 'assign'] });
const reply = (id: string, title: string) => ({ id, title, body: '…', language: null, scope: 'shared', editable: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });

function openAsStaff(handlers: Parameters<typeof mockDashboard>[0] = {}, ticket = open) {
  const fetchMock = mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(ticket), ...handlers }, backoffice);
  signInAs();
  renderApp([path]);
  return fetchMock;
}

describe('saved replies in the comment box', { timeout: 60_000 }, () => {
  it('searches the saved replies and puts the one chosen with the keyboard, filled in for this request, at the cursor', async () => {
    const fetchMock = openAsStaff({
      'GET /api/saved-replies': () => json({ items: [reply(REPLY, 'Roof: visit planned'), reply('r2', 'Roof: thanks')], total: 2, page: 1, pageSize: 50 }),
      [`POST /api/tickets/${TICKET_ID}/saved-replies/${REPLY}/render`]: () => json({ text: 'Hello Ana, about SR-2026-000012: {{eta}}', unknown: ['{{eta}}'] }),
    });
    const user = userEvent.setup({ delay: null });
    const body = (await screen.findByTestId('ticket-comment-body')) as HTMLTextAreaElement;
    await user.type(body, 'Dear customer. Regards');
    // The cursor between the two sentences.
    body.setSelectionRange(15, 15);

    const picker = screen.getByTestId('saved-reply-picker');
    await user.click(picker);
    await user.type(picker, 'roof');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/saved-replies').get('search')).toBe('roof'));
    expect(await screen.findByRole('option', { name: 'Roof: visit planned' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(body.value).toBe('Dear customer. Hello Ana, about SR-2026-000012: {{eta}}Regards'));
    expect(await screen.findByText('Left as written, as they are not known: {{eta}}')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `/api/tickets/${TICKET_ID}/saved-replies/${REPLY}/render` && init?.method === 'POST')).toBe(true);
    expect(screen.getByTestId('saved-replies-manage')).toHaveAttribute('href', '/dashboard/SavedReplies');
  });

  it('is not offered to customers', async () => {
    mockDashboard({ [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail()) }, requester);
    signInAs();
    renderApp([path]);
    await screen.findByTestId('ticket-comment-body');
    expect(screen.queryByTestId('saved-reply-picker')).not.toBeInTheDocument();
  });
});

describe('merging a duplicate request', { timeout: 60_000 }, () => {
  it('picks an open request of the same company, asks naming both, and merges', async () => {
    const fetchMock = openAsStaff({
      'GET /api/tickets': () => page([ticketSummary(), ticketSummary({ id: TARGET, ticketNo: 'SR-2026-000099', title: 'Roof leaks again' })]),
      [`POST /api/tickets/${TICKET_ID}/merge`]: () => json(ticketDetail({ status: 'Canceled', allowedActions: [], mergedInto: { id: TARGET, ticketNo: 'SR-2026-000099' } })),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('ticket-action-merge'));
    const dialog = await screen.findByRole('dialog', { name: 'Merge SR-2026-000012 into another request' });
    await user.click(within(dialog).getByTestId('ticket-merge-target'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets').get('companyId')).toBe(COMPANY));
    expect(lastQuery(fetchMock, '/api/tickets').get('status')).toBe('open');
    // The request itself is not offered.
    expect(screen.queryByRole('option', { name: /SR-2026-000012/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'SR-2026-000099 · Roof leaks again' }));
    await user.click(within(dialog).getByTestId('ticket-merge-next'));

    const confirm = await screen.findByRole('dialog', { name: 'Merge SR-2026-000012 into SR-2026-000099?' });
    expect(confirm).toHaveTextContent('SR-2026-000012 will be closed as canceled');
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', `/api/tickets/${TICKET_ID}/merge`)).toEqual({ intoId: TARGET }));
    const notice = await screen.findByTestId('ticket-merged-into');
    expect(notice).toHaveTextContent('This request was merged into another one.');
    expect(within(notice).getByRole('link', { name: 'Open SR-2026-000099' })).toHaveAttribute('href', `/dashboard/MyTickets/${TARGET}`);
  });

  it('is offered to staff on an open request only', async () => {
    openAsStaff({}, ticketDetail({ status: 'Done', allowedActions: [] }));
    await screen.findByTestId('ticket-page');
    expect(screen.queryByTestId('ticket-action-merge')).not.toBeInTheDocument();
  });
});
