import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const history = {
  items: [
    {
      id: 's2',
      startedAt: '2026-03-02T10:00:00Z',
      endedAt: null,
      staffName: 'Marta Backoffice',
      contactId: 'c-2',
      contactName: 'Rui Rocha',
      companyName: 'Lusitania Retail Group',
      reason: 'Ticket 4411: missing trips',
    },
    {
      id: 's1',
      startedAt: '2026-03-01T09:00:00Z',
      endedAt: '2026-03-01T09:20:00Z',
      staffName: 'Paulo Admin',
      contactId: 'c-3',
      contactName: 'Inês Costa',
      companyName: 'Lusitania Retail Group',
      reason: 'Order totals looked wrong',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

describe('view-as history (/dashboard/Utilizadores?tab=view-as)', () => {
  it('a main contact opens the tab and reads the sessions about their contacts, newest first', async () => {
    const fetchMock = mockDashboard(
      { 'GET /api/view-as/history': () => json(history) },
      userVM({ id: 'me-1', roles: ['Customer'], mainContact: true, permissions: ['Dashboard'] }),
    );
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('tab-view-as'));
    const table = await screen.findByTestId('view-as-history');
    expect(await within(table).findByText('Rui Rocha')).toBeInTheDocument();
    expect(within(table).getByText('Inês Costa')).toBeInTheDocument();
    expect(within(table).getAllByTestId('view-as-history-row')).toHaveLength(2);
    // The open session shows a badge instead of an end; the reason is there.
    expect(within(table).getByTestId('view-as-open')).toHaveTextContent('Open');
    expect(within(table).getByText('Ticket 4411: missing trips')).toBeInTheDocument();
    expect(within(table).getByText('Paulo Admin')).toBeInTheDocument();
    const query = lastQuery(fetchMock, '/api/view-as/history');
    expect(query.get('sort')).toBe('startedAt');
    expect(query.get('direction')).toBe('desc');
    expect(query.get('page')).toBe('1');
  });

  it('a customer who is not a main contact has no such tab, nor reads the history by link', async () => {
    const fetchMock = mockDashboard({ 'GET /api/view-as/history': () => json(history) }, userVM({ roles: ['Customer'], mainContact: false }));
    signInAs();
    renderApp(['/dashboard/Utilizadores?tab=view-as']);
    expect(await screen.findByTestId('profile-card')).toBeInTheDocument();
    expect(screen.queryByTestId('tab-view-as')).not.toBeInTheDocument();
    expect(screen.queryByTestId('view-as-history')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/view-as/history'))).toBe(false);
  });
});
