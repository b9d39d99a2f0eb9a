import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { mockDashboard, sentBody, userVM } from '../../test/dashboard';
import { json, mockFetch, renderApp, renderWithProviders, signInAs } from '../../test/render';
import { WebhooksCard } from './webhooks-card';

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
const main = userVM({ mainContact: true, permissions: ['Dashboard', 'Requests'] });

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
    // Only the events whose data they may see: no current account, no invoices.
    expect(within(form).getByLabelText(t('account.webhooks.eventNames.ledger.invoice_created'))).toBeDisabled();
    expect(within(form).getByLabelText(t('account.webhooks.eventNames.order.status_changed'))).toBeDisabled();
    expect(within(form).getAllByText(t('account.webhooks.eventNotAllowed'))).toHaveLength(4);
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

const COMPANY = '66666666-6666-4666-8666-666666666666';
const LOCAL = { ...SUB, companyId: COMPANY, url: 'http://10.0.0.5:8080/hook', allowPrivateNetwork: true };
/** The server's answer to an address its network guard refuses. */
const refused = (why: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', errors: [{ path: 'url', message: `Refused: ${why}` }] }), {
    status: 400,
    headers: { 'Content-Type': 'application/problem+json' },
  });
const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method);

describe("a company's webhooks (staff)", () => {
  it("lists the company's webhooks and creates one for it that may deliver to a private address", async () => {
    let subs: object[] = [];
    const fetchMock = mockFetch({
      [`GET /api/companies/${COMPANY}/webhooks`]: () => json({ subscriptions: subs }),
      'POST /api/webhooks': () => {
        subs = [LOCAL];
        return json({ subscription: LOCAL, secret: 'whsec_staff-once' }, 201);
      },
    });
    renderWithProviders(<WebhooksCard scope={{ kind: 'company', companyId: COMPANY }} />);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('webhooks-section');
    expect(await within(section).findByText(t('account.webhooks.empty'))).toBeInTheDocument();
    expect(section).toHaveTextContent(t('account.webhooks.staffDescription'));
    expect(calls(fetchMock, 'GET', '/api/webhooks')).toHaveLength(0);

    await user.click(within(section).getByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-create-form');
    const allow = within(form).getByLabelText(t('account.webhooks.allowPrivate'));
    expect(allow).not.toBeChecked();
    expect(form).toHaveTextContent(t('account.webhooks.allowPrivateHint'));
    await user.type(within(form).getByTestId('webhook-url'), LOCAL.url);
    await user.click(within(form).getByLabelText(t('account.webhooks.eventNames.ticket.created')));
    await user.click(allow);
    await user.click(within(form).getByTestId('webhook-create-submit'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/webhooks')).toEqual({ companyId: COMPANY, url: LOCAL.url, events: ['ticket.created'], allowPrivateNetwork: true }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_staff-once');
    await user.click(screen.getByTestId('webhook-secret-done'));
    const item = await within(section).findByTestId('webhook-item');
    expect(within(item).getByTestId('webhook-private-badge')).toHaveTextContent(t('account.webhooks.privateAllowed'));
    expect(calls(fetchMock, 'GET', `/api/companies/${COMPANY}/webhooks`).length).toBeGreaterThan(1);
  });

  it('says on the field that an address is refused, and sends allowPrivateNetwork false when it is not ticked', async () => {
    const fetchMock = mockFetch({
      [`GET /api/companies/${COMPANY}/webhooks`]: () => json({ subscriptions: [] }),
      'POST /api/webhooks': () => refused('only https addresses are allowed'),
    });
    renderWithProviders(<WebhooksCard scope={{ kind: 'company', companyId: COMPANY }} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-create-form');
    await user.type(within(form).getByTestId('webhook-url'), 'http://hooks.example.com/hub');
    await user.click(within(form).getByLabelText(t('account.webhooks.eventNames.order.status_changed')));
    await user.click(within(form).getByTestId('webhook-create-submit'));
    expect(await within(form).findByText(t('account.webhooks.urlRefusedStaff'))).toBeInTheDocument();
    expect(within(form).getByTestId('webhook-url')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchMock, 'POST', '/api/webhooks')).toEqual({ companyId: COMPANY, url: 'http://hooks.example.com/hub', events: ['order.status_changed'], allowPrivateNetwork: false });
  });

  it('asks before letting a webhook deliver to private addresses, and refuses them again at once', async () => {
    let sub = { ...SUB, companyId: COMPANY };
    const fetchMock = mockFetch({
      [`GET /api/companies/${COMPANY}/webhooks`]: () => json({ subscriptions: [sub] }),
      'PATCH /api/webhooks/w1': (init) => {
        sub = { ...sub, ...(JSON.parse(String(init?.body)) as object) };
        return json(sub);
      },
    });
    renderWithProviders(<WebhooksCard scope={{ kind: 'company', companyId: COMPANY }} />);
    const user = userEvent.setup({ delay: null });
    const item = await screen.findByTestId('webhook-item');
    expect(within(item).queryByTestId('webhook-private-badge')).not.toBeInTheDocument();

    await user.click(within(item).getByTestId('webhook-private-toggle'));
    const confirm = await screen.findByTestId('webhook-private-modal');
    expect(confirm).toHaveTextContent(t('account.webhooks.allowPrivateText', { url: SUB.url }));
    await user.click(within(confirm).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('webhook-private-modal')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'PATCH', '/api/webhooks/w1')).toHaveLength(0);

    await user.click(within(item).getByTestId('webhook-private-toggle'));
    await user.click(await screen.findByTestId('webhook-private-modal-confirm'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/webhooks/w1')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PATCH', '/api/webhooks/w1')).toEqual({ allowPrivateNetwork: true });
    expect(await within(item).findByTestId('webhook-private-badge')).toBeInTheDocument();
    expect(await screen.findByTestId('webhook-notice')).toHaveTextContent(t('account.webhooks.privateAllowedDone'));

    // Switching the guard back on needs no confirmation.
    await user.click(within(item).getByTestId('webhook-private-toggle'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/webhooks/w1')).toHaveLength(2));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH', '/api/webhooks/w1')[1]?.[1]?.body))).toEqual({ allowPrivateNetwork: false });
    expect(screen.queryByTestId('webhook-private-modal')).not.toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByTestId('webhook-private-badge')).not.toBeInTheDocument());
  });

  it('says why a private address keeps private network addresses allowed', async () => {
    mockFetch({
      [`GET /api/companies/${COMPANY}/webhooks`]: () => json({ subscriptions: [LOCAL] }),
      'PATCH /api/webhooks/w1': () => refused('the host 10.0.0.5 resolves to a private address (10.0.0.5)'),
    });
    renderWithProviders(<WebhooksCard scope={{ kind: 'company', companyId: COMPANY }} />);
    const user = userEvent.setup({ delay: null });
    const item = await screen.findByTestId('webhook-item');
    await user.click(within(item).getByTestId('webhook-private-toggle'));
    expect(await within(item).findByRole('alert')).toHaveTextContent(t('account.webhooks.privateNeeded'));
  });

  it('shows a main contact no private network control, even on a webhook staff allowed it for', async () => {
    mockFetch({ 'GET /api/webhooks': () => json({ subscriptions: [LOCAL] }) });
    renderWithProviders(<WebhooksCard scope={{ kind: 'own' }} />);
    const user = userEvent.setup({ delay: null });
    const item = await screen.findByTestId('webhook-item');
    expect(within(item).queryByTestId('webhook-private-badge')).not.toBeInTheDocument();
    expect(within(item).queryByTestId('webhook-private-toggle')).not.toBeInTheDocument();
    expect(screen.getByTestId('webhooks-docs-link')).toHaveAttribute('href', '/Connect');
    await user.click(screen.getByTestId('webhook-add'));
    const form = await screen.findByTestId('webhook-create-form');
    expect(within(form).queryByTestId('webhook-allow-private')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(t('account.webhooks.allowPrivate'))).not.toBeInTheDocument();
  });
});
