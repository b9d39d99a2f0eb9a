import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ErasureRequestDetail, ErasureRequestSummary } from '@customer-hub/contract/erasure';
import i18n from '@/i18n/i18n';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key as never, values as never));
const backoffice = userVM({ roles: ['Backoffice'] });
const summary = (over: Partial<ErasureRequestSummary> = {}): ErasureRequestSummary => ({
  id: 'e1',
  userId: 'u1',
  userName: 'rita.requester',
  name: 'Rita Requester',
  companyName: 'Lusitania',
  source: 'self',
  status: 'open',
  reason: 'Left the company',
  createdAt: '2026-03-01T09:00:00Z',
  dueAt: '2026-04-01T09:00:00Z',
  overdue: true,
  openedByName: 'Rita Requester',
  decidedByName: null,
  decidedAt: null,
  decisionNote: '',
  ...over,
});
const zeroErased = { profile: 1, photo: 1, signInHistory: 12, sessions: 3, devices: 2, passkeys: 1, identities: 0, notifications: 7, comments: 4, uploadsDeleted: 2, filesKept: 1, emails: 5, archives: 1, apiKeysRevoked: 2 };
const detail = (over: Partial<ErasureRequestDetail> = {}): ErasureRequestDetail => ({
  ...summary(),
  email: 'rita@example.test',
  outcome: { erased: zeroErased, kept: { ledgerEntries: 0, orders: 6, ticketHistory: 9, policyAcceptances: 1, auditEntries: 8 } },
  decidable: true,
  ...over,
});

describe('erasure requests (/dashboard/ErasureRequests)', () => {
  it('lists the requests with the overdue flagged, shows what approval erases and keeps, and rejects only with a note', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/erasure-requests': () => json({ items: [summary()], total: 1, page: 1, pageSize: 25 }),
        'GET /api/erasure-requests/e1': () => json(detail()),
        'POST /api/erasure-requests/e1/reject': () => json(detail({ status: 'rejected', overdue: false, decisionNote: 'x' })),
      },
      backoffice,
    );
    signInAs();
    renderApp(['/dashboard/ErasureRequests']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: t('routes.ErasureRequests') })).toBeInTheDocument();
    const table = await screen.findByTestId('erasure-requests');
    expect(await within(table).findByText('Rita Requester (rita.requester)')).toBeInTheDocument();
    expect(within(table).getByTestId('erasure-overdue')).toHaveTextContent(t('screens.ErasureRequests.overdue'));

    await user.click(within(table).getByText('Rita Requester (rita.requester)'));
    const drawer = await screen.findByTestId('erasure-detail');
    const erased = await within(drawer).findByTestId('erasure-erased');
    expect(within(erased).getByText(t('screens.ErasureRequests.erased.signInHistory')).closest('tr')).toHaveTextContent('12');
    expect(within(within(drawer).getByTestId('erasure-kept')).getByText(t('screens.ErasureRequests.kept.orders')).closest('tr')).toHaveTextContent('6');

    await user.click(within(drawer).getByTestId('erasure-reject'));
    const dialog = await screen.findByTestId('erasure-decision');
    await user.click(within(dialog).getByTestId('erasure-decision-confirm'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reject'))).toBe(false);
    await user.type(within(dialog).getByTestId('erasure-note'), 'Open invoice dispute');
    await user.click(within(dialog).getByTestId('erasure-decision-confirm'));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/erasure-requests/e1/reject'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ note: 'Open invoice dispute' });
    });
    expect(await screen.findByText(t('screens.ErasureRequests.reject.done'))).toBeInTheDocument();
  });

  it('is refused to a customer contact', async () => {
    mockDashboard({}, userVM({ roles: ['Customer'] }));
    signInAs();
    renderApp(['/dashboard/ErasureRequests']);
    expect(await screen.findByRole('heading', { name: t('routes.ErasureRequests') })).toBeInTheDocument();
    expect(screen.queryByTestId('erasure-requests')).not.toBeInTheDocument();
  });
});
