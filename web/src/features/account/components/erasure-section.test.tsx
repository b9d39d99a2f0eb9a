import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { mockDashboard } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key as never, values as never));
const OPEN = { id: 'e1', status: 'open', source: 'self', reason: 'Moving on', createdAt: '2026-03-01T09:00:00Z', dueAt: '2026-04-01T09:00:00Z', decidedAt: null, decisionNote: '' };

describe("My account's erasure request", () => {
  it('asks for confirmation, sends the reason, then shows the open request with its answer date', async () => {
    let mine: object | null = null;
    const fetchMock = mockDashboard({
      'GET /api/account/erasure-request': () => json({ request: mine }),
      'POST /api/account/erasure-request': () => {
        mine = OPEN;
        return json(OPEN, 201);
      },
    });
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('erasure-section');
    await user.type(await within(section).findByTestId('erasure-reason'), 'Moving on');
    await user.click(within(section).getByTestId('erasure-ask'));
    const dialog = await screen.findByTestId('erasure-confirm');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/account/erasure-request') && init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByTestId('erasure-confirm-confirm'));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/account/erasure-request') && init?.method === 'POST');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Moving on' });
    });
    const status = await screen.findByTestId('erasure-status');
    expect(status).toHaveTextContent(t('screens.ErasureRequests.statuses.open'));
    expect(within(section).queryByTestId('erasure-ask')).not.toBeInTheDocument();
  });

  it('shows a rejection with its note, and lets the person ask again', async () => {
    mockDashboard({ 'GET /api/account/erasure-request': () => json({ request: { ...OPEN, status: 'rejected', decidedAt: '2026-03-05T09:00:00Z', decisionNote: 'Invoice dispute' } }) });
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const status = await screen.findByTestId('erasure-status');
    expect(status).toHaveTextContent(t('account.erasure.note', { note: 'Invoice dispute' }));
    expect(await screen.findByTestId('erasure-ask')).toBeInTheDocument();
  });
});
