import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KbArticleSummary, KbArticleView } from '@customer-hub/contract/knowledge';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { formOptions, requester, TICKET_ID, ticketDetail } from '../pages/tickets-test-data';

const ARTICLE_ID = '77777777-7777-4777-8777-777777777777';
const summary: KbArticleSummary = {
  id: ARTICLE_ID,
  categoryId: null,
  language: 'en-US',
  title: 'How to read your invoice',
  excerpt: 'Each invoice lists the services of the month.',
  updatedAt: '2026-11-01T10:00:00Z',
};
const view: KbArticleView = { ...summary, body: '<p>Each invoice lists the <strong>services</strong> of the month.</p>' };

function mockForm(extra: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/tickets/form-options': () => json(formOptions()),
      'POST /api/tickets': () => json(ticketDetail(), 201),
      [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail()),
      'GET /api/knowledge/suggest': (_init, url) => json({ items: new URLSearchParams(url.split('?')[1]).get('q')?.includes('invoice') ? [summary] : [] }),
      [`GET /api/knowledge/articles/${ARTICLE_ID}`]: () => json(view),
      [`POST /api/knowledge/articles/${ARTICLE_ID}/opened`]: () => new Response(null, { status: 204 }),
      'GET /api/tickets': () => json({ items: [], total: 0, page: 1, pageSize: 25 }),
      ...extra,
    },
    requester,
  );
}

const suggestCalls = (fetchMock: ReturnType<typeof mockForm>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/knowledge/suggest')).map(([url]) => new URLSearchParams(String(url).split('?')[1]).get('q'));

async function openForm() {
  signInAs();
  const view = renderApp(['/dashboard/Request']);
  const form = await screen.findByTestId('ticket-form');
  await waitFor(() => expect(within(form).getByTestId('ticket-site')).not.toBeDisabled());
  return { ...view, form };
}

describe('new request: articles that may answer it', { timeout: 60_000 }, () => {
  it('asks once the writer pauses after three letters, offers the matches politely, and opens one without losing the draft', async () => {
    const fetchMock = mockForm();
    const { form } = await openForm();
    const user = userEvent.setup({ delay: null });

    await user.type(within(form).getByTestId('ticket-title'), 'in');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(suggestCalls(fetchMock)).toEqual([]);

    await user.type(within(form).getByTestId('ticket-title'), 'voice wrong');
    const panel = await screen.findByTestId('kb-suggestions', {}, { timeout: 5_000 });
    // Typed in one go: one call for the whole text, not one per key.
    expect(suggestCalls(fetchMock)).toEqual(['invoice wrong']);
    expect(screen.getByTestId('kb-suggestions-live')).toHaveAttribute('aria-live', 'polite');
    expect(within(panel).getByRole('heading', { name: 'These articles may answer your question' })).toBeInTheDocument();

    // Reached with the keyboard from the title.
    const suggestion = within(panel).getByRole('button', { name: /How to read your invoice/ });
    suggestion.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'How to read your invoice' });
    expect(within(drawer).getByTestId('kb-suggestion-body').innerHTML).toBe(view.body);
    const opened = sentBody(fetchMock, 'POST', `/api/knowledge/articles/${ARTICLE_ID}/opened`) as { draftId: string };
    expect(opened.draftId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await user.click(within(drawer).getByTestId('kb-back-to-request'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByTestId('ticket-title')).toHaveValue('invoice wrong');

    // The request sent from this form names the same draft: it was sent after reading.
    await user.selectOptions(within(form).getByTestId('ticket-type'), 'Defect');
    await user.selectOptions(within(form).getByTestId('ticket-site'), 'Lisboa Centro · Lusitania Retail');
    await user.type(within(form).getByTestId('ticket-description'), 'The amount is wrong.');
    await user.click(within(form).getByTestId('ticket-submit'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/tickets')).toMatchObject({ title: 'invoice wrong', draftId: opened.draftId }));
  });

  it('“This answered my question” records it and leaves the form without sending the request', async () => {
    const fetchMock = mockForm();
    const { form, router } = await openForm();
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByTestId('ticket-description'), 'Where is my invoice?');
    await user.click(await screen.findByTestId('kb-suggestion', {}, { timeout: 5_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'How to read your invoice' });
    const { draftId } = sentBody(fetchMock, 'POST', `/api/knowledge/articles/${ARTICLE_ID}/opened`) as { draftId: string };
    // The answered call's path holds the form's draft id, known once the article was opened.
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === `/api/knowledge/drafts/${draftId}/answered` && init?.method === 'POST') return new Response(null, { status: 204 });
      if (url.startsWith('/api/tickets')) return json({ items: [], total: 0, page: 1, pageSize: 25 });
      return json({});
    });
    await user.click(within(drawer).getByTestId('kb-answered'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/MyTickets'));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `/api/knowledge/drafts/${draftId}/answered` && init?.method === 'POST')).toBe(true);
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/tickets' && init?.method === 'POST')).toBe(false);
  });
});
