import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key as never, values as never));
const SUB = {
  id: 'w1',
  companyId: 'c1',
  url: 'https://hooks.example.com/hub',
  events: ['ticket.created'],
  active: true,
  disabledReason: null,
  consecutiveFailures: 0,
  allowPrivateNetwork: false,
  createdBy: 'u1',
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
};
const DELIVERY = { id: 'd1', subscriptionId: 'w1', event: 'ticket.created', payload: {}, status: 'failed', attempts: 2, nextAttemptAt: null, lastStatusCode: 503, lastResponse: 'busy', lastError: null, createdAt: '2026-03-01T10:00:00Z', deliveredAt: null };
const main = userVM({ mainContact: true });

describe("My account's webhooks", () => {
  it('creates a webhook with its events and shows the secret once', async () => {
    let subs: object[] = [];
    const fetchMock = mockDashboard(
      {
        'GET /api/webhooks': () => json({ subscriptions: subs }),
        'POST /api/webhooks': () => {
          subs = [SUB];
          return json({ subscription: SUB, secret: 'whsec_shown-once' }, 201);
        },
      },
      main,
    );
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('webhooks-section');
    expect(await within(section).findByText(t('account.webhooks.empty'))).toBeInTheDocument();
    await user.click(within(section).getByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-create-form');
    await user.type(within(form).getByTestId('webhook-url'), 'https://hooks.example.com/hub');
    await user.click(within(form).getByTestId('webhook-create-submit'));
    expect(await within(form).findByText(t('account.webhooks.eventsRequired'))).toBeInTheDocument();
    await user.click(within(form).getByLabelText(t('account.webhooks.eventNames.ticket.created')));
    await user.click(within(form).getByTestId('webhook-create-submit'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/webhooks')).toEqual({ url: 'https://hooks.example.com/hub', events: ['ticket.created'] }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_shown-once');
    await user.click(screen.getByTestId('webhook-secret-done'));
    expect(await within(section).findByTestId('webhook-url-text')).toHaveTextContent(SUB.url);
  });

  it('lists deliveries with their answer and sends one again; removes after a confirmation', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/webhooks': () => json({ subscriptions: [SUB] }),
        'GET /api/webhooks/w1/deliveries': () => json({ items: [DELIVERY], total: 1, page: 1, pageSize: 20 }),
        'POST /api/webhooks/deliveries/d1/replay': () => json({ ...DELIVERY, status: 'pending' }, 202),
        'DELETE /api/webhooks/w1': () => json({ removed: true }),
      },
      main,
    );
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });
    const item = await screen.findByTestId('webhook-item');
    await user.click(within(item).getByTestId('webhook-deliveries-open'));
    const delivery = await screen.findByTestId('webhook-delivery');
    expect(delivery).toHaveTextContent(t('account.webhooks.statuses.failed'));
    expect(delivery).toHaveTextContent(t('account.webhooks.statusCode', { code: 503 }));
    expect(delivery).toHaveTextContent('busy');
    await user.click(within(delivery).getByTestId('webhook-replay'));
    expect(await screen.findByText(t('account.webhooks.replayed'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/webhooks/deliveries/d1/replay') && init?.method === 'POST')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('webhook-delivery')).not.toBeInTheDocument());

    await user.click(within(item).getByTestId('webhook-remove'));
    const confirm = await screen.findByTestId('webhook-remove-modal');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByTestId('webhook-remove-modal-confirm'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/webhooks/w1') && init?.method === 'DELETE')).toBe(true));
  });

  it('is not shown to a contact who is not the main contact', async () => {
    mockDashboard({});
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    await screen.findByTestId('erasure-section');
    expect(screen.queryByTestId('webhooks-section')).not.toBeInTheDocument();
  });
});
