import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const contact = userVM({ permissions: ['Notifications', 'Orders'] });

const ORDER = {
  id: 'c3333333-3333-4333-8333-333333333333',
  refId: 'd4444444-4444-4444-8444-444444444444',
  requestLog: null,
  kind: 'OrderStatusChanged',
  title: 'Order OR-2026-000042 is now Confirmed',
  link: '/dashboard/Orders?open=d4444444-4444-4444-8444-444444444444',
  createdAt: '2026-03-02T10:30:00Z',
  viewedAt: null,
};
const DOCUMENT = {
  id: 'e5555555-5555-4555-8555-555555555555',
  refId: 'f6666666-6666-4666-8666-666666666666',
  requestLog: null,
  kind: 'DocumentAdded',
  title: 'New document in Folders: Maintenance dossier',
  link: '/dashboard/SearchDocuments?section=Folders',
  createdAt: '2026-03-01T08:00:00Z',
  viewedAt: '2026-03-01T09:00:00Z',
};
const REQUEST = {
  id: 'a1111111-1111-4111-8111-111111111111',
  refId: 'b2222222-2222-4222-8222-222222222222',
  requestLog: { id: 'b2222222-2222-4222-8222-222222222222', name: 'Rita Lopes', email: 'rita.lopes@example.com', phoneNumber: '+351 912 000 000', presentation: 'Facilities manager' },
  kind: 'AccessRequest',
  title: 'Access request from Rita Lopes',
  link: null,
  createdAt: '2026-02-28T08:00:00Z',
  viewedAt: null,
};

function openPage(user = contact, items: unknown[] = [ORDER, DOCUMENT], bell?: unknown[]) {
  const fetchMock = mockDashboard(
    {
      'GET /api/notifications': () => json({ items, total: items.length, page: 1, pageSize: 25 }),
      'POST /api/notifications/mark-all-viewed': () => json({ marked: 1 }),
      // Without a bell list the top bar hides the bell (and loads nothing).
      'GET /api/Common/ShowsNotifications': () => json(bell === undefined),
      'GET /api/Notification/GetNotifications': () => json(bell ?? []),
    },
    user,
  );
  signInAs();
  return { fetchMock, ...renderApp(['/dashboard/MyMessages']) };
}

describe('notifications page (/dashboard/MyMessages)', () => {
  it('lists every notification, read and unread, each linking to its page', async () => {
    const { fetchMock } = openPage();

    const table = await screen.findByTestId('messages-table');
    const rows = await within(table).findAllByTestId('message-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Order OR-2026-000042 is now Confirmed');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[1]).toHaveTextContent('Read');
    expect(within(rows[0]!).getByRole('link', { name: 'Order OR-2026-000042 is now Confirmed' })).toHaveAttribute('href', ORDER.link);
    expect(lastQuery(fetchMock, '/api/notifications').get('page')).toBe('1');
  });

  it('filters by kind and by state through the query', async () => {
    const { fetchMock } = openPage();
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('message-row');

    await user.selectOptions(screen.getByTestId('messages-kind'), 'DocumentAdded');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/notifications').get('kind')).toBe('DocumentAdded'));
    await user.selectOptions(screen.getByTestId('messages-state'), 'unread');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/notifications').get('state')).toBe('unread'));
    expect(lastQuery(fetchMock, '/api/notifications').get('kind')).toBe('DocumentAdded');
  });

  it('marks all as read and asks for the list again', async () => {
    const { fetchMock } = openPage();
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('message-row');
    const lists = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications?')).length;

    await user.click(screen.getByTestId('messages-mark-all'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/notifications/mark-all-viewed' && init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications?')).length).toBeGreaterThan(lists));
  });

  it('offers "Mark all as read" only while the bell holds unread ones', async () => {
    openPage(contact, [DOCUMENT], []);
    await screen.findAllByTestId('message-row');
    await waitFor(() => expect(screen.getByTestId('messages-mark-all')).toBeDisabled());
  });

  it('keeps "Mark all as read" on with an unread one in the bell', async () => {
    openPage(contact, [ORDER], [{ id: ORDER.id, refId: ORDER.refId, requestLog: null, kind: ORDER.kind, title: ORDER.title, link: ORDER.link }]);
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '1'));
    await screen.findAllByTestId('message-row');
    expect(screen.getByTestId('messages-mark-all')).toBeEnabled();
  });

  it("opens an access request's dialog from its row", async () => {
    openPage(userVM({ roles: ['Backoffice'], companyName: null }), [REQUEST]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('message-open'));

    const dialog = await screen.findByRole('dialog', { name: 'Access request' });
    expect(dialog).toHaveTextContent('rita.lopes@example.com');
    expect(dialog).toHaveTextContent('Facilities manager');
  });

  it('is closed to a contact without the Notifications permission', async () => {
    const { fetchMock } = openPage(userVM({ permissions: ['Orders'] }));

    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/notifications?'))).toBe(false);
  });
});
