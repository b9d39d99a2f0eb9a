import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import '../../../../test/editor-dom';
import { json, renderApp, signInAs } from '../../../../test/render';

const ID = '33333333-3333-4333-8333-333333333333';
const NOTICE = { id: ID, language: 'es-ES', title: 'Usamos cookies', text: '<p>Solo las necesarias.</p>', publishedAt: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };

function open(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  const fetchMock = mockDashboard({ 'GET /api/cookie-notices': () => json({ items: [NOTICE], total: 1, page: 1, pageSize: 20 }), ...handlers }, userVM({ roles: ['Admin'] }));
  signInAs();
  renderApp(['/dashboard/ContentManagement?tab=cookies']);
  return fetchMock;
}

describe('content management: cookies', () => {
  it('lists the notices and publishes a draft', async () => {
    const fetchMock = open({ [`POST /api/cookie-notices/${ID}/publish`]: () => json({ ...NOTICE, publishedAt: '2026-11-24T00:00:00.000Z' }) });
    const row = await screen.findByTestId('cookie-row');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await userEvent.click(within(row).getByTestId(`cookie-publish-${ID}`));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/${ID}/publish`) && init?.method === 'POST')).toBe(true));
  });

  it('edits a notice with the rich-text editor', async () => {
    const fetchMock = open({ [`PUT /api/cookie-notices/${ID}`]: () => json(NOTICE) });
    await userEvent.click(await screen.findByTestId(`cookie-edit-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cookie notice' });
    const title = within(dialog).getByTestId('cookie-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Cookies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bold' }));
    await userEvent.click(within(dialog).getByTestId('cookie-save'));
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', `/api/cookie-notices/${ID}`)).toEqual({ language: 'es-ES', title: 'Cookies', text: NOTICE.text }));
  });

  it('asks "Are you sure you want to delete this item?" before deleting', async () => {
    const fetchMock = open({ [`DELETE /api/cookie-notices/${ID}`]: () => new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByTestId(`cookie-delete-${ID}`));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('cookie-delete-confirm-confirm'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
