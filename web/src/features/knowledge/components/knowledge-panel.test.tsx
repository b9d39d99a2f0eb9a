import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KbArticle } from '@customer-hub/contract/knowledge';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const staff = userVM({ roles: ['Backoffice'], companyName: null });
const article = (id: string, title: string, status: KbArticle['status']): KbArticle => ({
  id,
  categoryId: null,
  status,
  visibility: 'all',
  companyIds: [],
  texts: [{ language: 'en-US', title, body: `<p>${title}</p>` }],
  title,
  stats: { views: 12, opens: 5, deflected: 3 },
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});
const ROWS = [article('a1', 'Invoices', 'published'), article('b2', 'Passwords', 'draft')];

describe('Content management: Knowledge base tab', { timeout: 60_000 }, () => {
  it('lists articles with their figures, publishes a draft, and deletes only when confirmed', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/knowledge-articles': () => json({ items: ROWS, total: 2, page: 1, pageSize: 20 }),
        'GET /api/knowledge/categories': () => json({ items: [] }),
        'POST /api/knowledge-articles/b2/publish': () => json({ ...ROWS[1], status: 'published' }),
        'DELETE /api/knowledge-articles/a1': () => new Response(null, { status: 204 }),
      },
      staff,
    );
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=knowledge']);
    const table = await screen.findByTestId('kb-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(table).getAllByTestId('kb-row')).toHaveLength(2));
    const first = within(table).getAllByTestId('kb-row')[0]!;
    expect(within(first).getByText('12')).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();

    await user.click(within(table).getByTestId('kb-row-publish'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/knowledge-articles/b2/publish' && i?.method === 'POST')).toBe(true));

    await user.click(within(table).getByRole('button', { name: 'Delete Invoices' }));
    const dialog = await screen.findByRole('dialog');
    const deletes = () => fetchMock.mock.calls.filter(([u, i]) => String(u) === '/api/knowledge-articles/a1' && i?.method === 'DELETE').length;
    expect(deletes()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toBe(1));
  });

  it('refuses to save an article with no language written, and names the languages as tabs', async () => {
    mockDashboard({ 'GET /api/knowledge-articles': () => json({ items: [], total: 0, page: 1, pageSize: 20 }), 'GET /api/knowledge/categories': () => json({ items: [] }) }, staff);
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=knowledge']);
    await user.click(await screen.findByTestId('kb-new', {}, { timeout: 20_000 }));
    const editor = await screen.findByRole('dialog', { name: 'New article' });
    expect(within(editor).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['English', 'Español', 'Português']);
    await user.click(within(editor).getByTestId('kb-editor-save'));
    expect(await within(editor).findByTestId('kb-editor-languages-error')).toHaveTextContent('Write the title and text in at least one language.');
  });
});
