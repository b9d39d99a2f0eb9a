import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboundMail, InboundMailSummary } from '@customer-hub/contract/mail-in';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const backoffice = userVM({ roles: ['Backoffice'] });
const summary = (over: Partial<InboundMailSummary> = {}): InboundMailSummary => ({
  id: 'm1',
  transport: 'smtp',
  fromAddress: 'rita@example.test',
  fromName: 'Rita',
  toAddress: 'support+rabc@example.test',
  subject: 'Re: TK-2026-000001',
  status: 'held',
  reason: 'closed',
  ticketId: 't1',
  ticketNo: 'TK-2026-000001',
  sender: { id: 'u1', name: 'Rita Requester' },
  attachmentCount: 0,
  receivedAt: '2026-03-01T09:00:00Z',
  processedAt: '2026-03-01T09:00:01Z',
  ...over,
});
const detail = (over: Partial<InboundMail> = {}): InboundMail => ({
  ...summary(),
  messageId: 'abc@client.test',
  envelopeFrom: 'rita@example.test',
  headers: [{ name: 'Subject', value: 'Re: TK-2026-000001' }],
  text: 'One more thing: the light too.',
  attachments: [],
  postable: true,
  ...over,
});

describe('email replies (/dashboard/MailIn)', () => {
  it('lists the mails with their status and reason, filters by status, and discards a held one after asking', async () => {
    const items = [summary(), summary({ id: 'm2', fromAddress: 'auto@example.test', status: 'dropped', reason: 'auto_reply', ticketId: null, ticketNo: null, sender: null })];
    const fetchMock = mockDashboard(
      {
        'GET /api/mail-in': () => json({ items, total: 2, page: 1, pageSize: 25 }),
        'GET /api/mail-in/m1': () => json(detail()),
        'POST /api/mail-in/m1/discard': () => json(detail({ status: 'discarded', postable: false })),
      },
      backoffice,
    );
    signInAs();
    const { router } = renderApp(['/dashboard/MailIn']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Email replies' })).toBeInTheDocument();
    const table = await screen.findByTestId('mail-in');
    expect(await within(table).findByText('rita@example.test')).toBeInTheDocument();
    expect(within(table).getByText('Held for review')).toBeInTheDocument();
    expect(within(table).getByText('Automatic reply')).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('mail-in-status'), 'held');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/mail-in').get('status')).toBe('held'));
    expect(router.state.location.search).toContain('status=held');

    await user.click(within(table).getByText('rita@example.test'));
    const drawer = await screen.findByTestId('mail-in-detail');
    expect(await within(drawer).findByText('One more thing: the light too.')).toBeInTheDocument();
    expect(within(drawer).getByText('The request is closed')).toBeInTheDocument();
    await user.click(within(drawer).getByTestId('mail-in-discard'));
    const dialog = await screen.findByTestId('mail-in-discard-dialog');
    expect(dialog).toHaveTextContent('rita@example.test');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/discard') && init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByTestId('mail-in-discard-dialog-confirm'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/mail-in/m1/discard') && init?.method === 'POST')).toBe(true));
    expect(await screen.findByText('The email was discarded.')).toBeInTheDocument();
  });

  it('says so when nothing was received', async () => {
    mockDashboard({ 'GET /api/mail-in': () => json({ items: [], total: 0, page: 1, pageSize: 25 }) }, backoffice);
    signInAs();
    renderApp(['/dashboard/MailIn']);
    expect(await screen.findByText('No email has been received.')).toBeInTheDocument();
  });

  it('is refused to a customer', async () => {
    mockDashboard({}, userVM({ roles: ['Customer'] }));
    signInAs();
    renderApp(['/dashboard/MailIn']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });
});
