import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { backoffMs } from '@/features/notifications/use-notification-stream';
import { mockDashboard, sentBody, serverStream, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const staff = userVM({ roles: ['Backoffice'], companyName: null });

const REQUEST = {
  id: 'a1111111-1111-4111-8111-111111111111',
  refId: 'b2222222-2222-4222-8222-222222222222',
  requestLog: { id: 'b2222222-2222-4222-8222-222222222222', name: 'Rita Lopes', email: 'rita.lopes@example.com', phoneNumber: '+351 912 000 000', presentation: 'Facilities manager at the Porto stores' },
  kind: 'AccessRequest',
  title: 'Access request from Rita Lopes',
  link: null,
  createdAt: '2026-03-01T09:00:00Z',
};
const ORDER = {
  id: 'c3333333-3333-4333-8333-333333333333',
  refId: 'd4444444-4444-4444-8444-444444444444',
  requestLog: null,
  kind: 'OrderStatusChanged',
  title: 'Order OR-2026-000042 is now Canceled',
  link: '/dashboard/Orders?open=d4444444-4444-4444-8444-444444444444',
  createdAt: '2026-03-02T10:30:00Z',
};

function mockBell(handlers: Parameters<typeof mockDashboard>[0] = {}, list: unknown[] = [REQUEST, ORDER]) {
  const stream = serverStream();
  const fetchMock = mockDashboard(
    {
      'GET /api/Common/ShowsNotifications': () => json(false),
      'GET /api/Notification/GetNotifications': () => json(list),
      'POST /api/Notification/MarkAsViewed': () => json({ marked: list.length }),
      'GET /api/notifications/stream': (init) => stream.respond(init),
      ...handlers,
    },
    staff,
  );
  signInAs();
  return { fetchMock, stream, ...renderApp(['/dashboard/Home']) };
}

describe('the bell (top bar)', () => {
  it('is hidden when the server says to hide notifications, and asks for none', async () => {
    const { fetchMock } = mockBell({ 'GET /api/Common/ShowsNotifications': () => json(true) });
    await screen.findByTestId('topbar');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/Common/ShowsNotifications')).toBe(true));

    expect(screen.queryByTestId('bell')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/Notification/GetNotifications'))).toBe(false);
  });

  it('counts the unviewed list and names the count for screen readers', async () => {
    mockBell();

    const bell = await screen.findByTestId('bell');
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '2'));
    expect(bell).toHaveAccessibleName('Notifications, unread: 2');
  });

  it('opens a 360-wide popover listing them, marks the listed ones viewed, and links to all', async () => {
    const { fetchMock } = mockBell();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '2'));

    await user.click(screen.getByTestId('bell'));

    const popover = await screen.findByTestId('bell-popover');
    // Spec §9: 360 wide, a body 300 high (Mantine writes px as rem: 22.5rem, 18.75rem).
    expect(popover.getAttribute('style')).toContain('width: calc(22.5rem');
    expect(within(popover).getByTestId('bell-body').getAttribute('style')).toContain('height: calc(18.75rem');
    expect(within(popover).getAllByTestId('bell-item').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Access request from Rita Lopes'),
      expect.stringContaining('Order OR-2026-000042 is now Canceled'),
    ]);
    expect(within(popover).getByTestId('bell-view-all')).toHaveAttribute('href', '/dashboard/MyMessages');
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/Notification/MarkAsViewed')).toEqual([REQUEST.id, ORDER.id]));
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '0'));
  });

  it('opens the read-only dialog of an access request', async () => {
    mockBell();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '2'));
    await user.click(screen.getByTestId('bell'));

    await user.click(within(await screen.findByTestId('bell-popover')).getAllByTestId('bell-item')[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Access request' });
    for (const text of ['Rita Lopes', 'rita.lopes@example.com', '+351 912 000 000', 'Facilities manager at the Porto stores']) expect(dialog).toHaveTextContent(text);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('takes any other notification to its page', async () => {
    const { router } = mockBell();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '2'));
    await user.click(screen.getByTestId('bell'));

    await user.click(within(await screen.findByTestId('bell-popover')).getAllByTestId('bell-item')[1]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Orders'));
    expect(router.state.location.search).toBe(`?open=${ORDER.refId}`);
  });

  it('signs the user out when the notifications cannot be fetched (spec §4)', async () => {
    const { router } = mockBell({ 'GET /api/Notification/GetNotifications': () => problem('INTERNAL', 500) });

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('tokenExpires')).toBeNull();
  });

  it('counts a notification pushed on the live stream, without asking for the list again', async () => {
    const { fetchMock, stream } = mockBell({}, [ORDER]);
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '1'));
    await waitFor(() => expect(stream.open).toBe(true));
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/Notification/GetNotifications').length;

    stream.send('notification', { count: 2, item: REQUEST }, '1772359200000000_a1111111-1111-4111-8111-111111111111');

    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '2'));
    expect(screen.getByTestId('bell')).toHaveAccessibleName('Notifications, unread: 2');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/Notification/GetNotifications')).toHaveLength(asked);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('bell'));
    expect(within(await screen.findByTestId('bell-popover')).getAllByTestId('bell-item')[0]).toHaveTextContent('Access request from Rita Lopes');
  });

  it('asks every 30 s while the stream is down, and tries the stream again with a growing pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = mockBell({ 'GET /api/notifications/stream': () => new Response('', { status: 503 }) }, [ORDER]);
    const asked = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length;
    await waitFor(() => expect(screen.getByTestId('bell-count')).toHaveAttribute('data-count', '1'));
    await waitFor(() => expect(asked('/api/notifications/stream')).toBe(1));
    const lists = asked('/api/Notification/GetNotifications');

    await act(() => vi.advanceTimersByTimeAsync(31_000));

    expect(asked('/api/Notification/GetNotifications')).toBeGreaterThan(lists);
    expect(asked('/api/notifications/stream')).toBeGreaterThan(1);
  });
});

describe('backoffMs', () => {
  it('grows from about a second to at most about 30 seconds', () => {
    expect(backoffMs(0)).toBeGreaterThanOrEqual(800);
    expect(backoffMs(0)).toBeLessThanOrEqual(1200);
    expect(backoffMs(3)).toBeGreaterThanOrEqual(6400);
    expect(backoffMs(20)).toBeLessThanOrEqual(36_000);
    expect(backoffMs(20)).toBeGreaterThanOrEqual(24_000);
  });
});
