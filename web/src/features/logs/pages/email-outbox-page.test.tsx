import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@customer-hub/contract/email';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const backoffice = userVM({ roles: ['Backoffice'] });
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  to: 'ana@example.test',
  subject: 'Your access request',
  templateKey: 'access_request_received',
  language: 'en-US',
  state: 'failed',
  attempts: 5,
  lastError: 'Mail server unavailable',
  nextAttemptAt: null,
  createdAt: '2025-03-01T09:00:00Z',
  retryable: true,
  ...over,
});

describe('email outbox (/dashboard/EmailOutbox)', () => {
  it('lists the queue with its words, sends the state filter, and retries a failed email after asking', async () => {
    const items = [entry({}), entry({ id: 'e2', to: 'rui@example.test', state: 'pending', attempts: 0, lastError: null, nextAttemptAt: '2025-03-01T09:01:00Z', retryable: false })];
    const fetchMock = mockDashboard(
      {
        'GET /api/email-outbox': () => json({ items, total: 2, page: 1, pageSize: 25 }),
        'POST /api/email-outbox/e1/retry': () => json({ ...items[0], state: 'pending', attempts: 0, retryable: false }),
      },
      backoffice,
    );
    signInAs();
    const { router } = renderApp(['/dashboard/EmailOutbox']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Email outbox' })).toBeInTheDocument();
    const table = await screen.findByTestId('email-outbox');
    expect(await within(table).findByText('ana@example.test')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getAllByTestId('outbox-retry')).toHaveLength(1);

    await user.selectOptions(screen.getByTestId('outbox-state'), 'failed');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/email-outbox').get('state')).toBe('failed'));
    expect(router.state.location.search).toContain('state=failed');

    await user.click(within(table).getByTestId('outbox-retry'));
    const dialog = await screen.findByTestId('outbox-retry-dialog');
    expect(dialog).toHaveTextContent('ana@example.test');
    await user.click(within(dialog).getByTestId('outbox-retry-dialog-confirm'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/email-outbox/e1/retry') && init?.method === 'POST')).toBe(true));
    expect(await screen.findByText('The email is queued to be sent now.')).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    mockDashboard({ 'GET /api/email-outbox': () => json({ items: [], total: 0, page: 1, pageSize: 25 }) }, backoffice);
    signInAs();
    renderApp(['/dashboard/EmailOutbox']);

    expect(await screen.findByText('No email is waiting or failed.')).toBeInTheDocument();
  });

  it('is refused to a customer', async () => {
    mockDashboard({}, userVM({ roles: ['Customer'] }));
    signInAs();
    renderApp(['/dashboard/EmailOutbox']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });
});
