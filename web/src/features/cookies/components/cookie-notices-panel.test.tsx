import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import '../../../../test/editor-dom';
import { json, renderApp, signInAs } from '../../../../test/render';

const ID = '33333333-3333-4333-8333-333333333333';
const NOTICE = { id: ID, language: 'es-ES', title: 'Usamos cookies', text: '<p>Solo las necesarias.</p>', publishedAt: null, visibleFrom: null, visibleUntil: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };

function open(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  const fetchMock = mockDashboard({ 'GET /api/cookie-notices': () => json({ items: [NOTICE], total: 1, page: 1, pageSize: 20 }), ...handlers }, userVM({ roles: ['Admin'] }));
  signInAs();
  renderApp(['/dashboard/ContentManagement?tab=cookies']);
  return fetchMock;
}

describe('content management: cookies', () => {
  it('lists the notices and publishes a draft', async () => {
    const fetchMock = open({ [`POST /api/cookie-notices/${ID}/publish`]: () => json({ ...NOTICE, publishedAt: '2026-11-24T00:00:00.000Z' }) });
    const row = await screen.findByTestId('cookie-row', {}, { timeout: 20_000 });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await userEvent.click(within(row).getByTestId(`cookie-publish-${ID}`));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/${ID}/publish`) && init?.method === 'POST')).toBe(true));
  });

  it('edits a notice with the rich-text editor', async () => {
    const fetchMock = open({ [`PUT /api/cookie-notices/${ID}`]: () => json(NOTICE) });
    await userEvent.click(await screen.findByTestId(`cookie-edit-${ID}`, {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cookie notice' });
    const title = within(dialog).getByTestId('cookie-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Cookies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bold' }));
    await userEvent.click(within(dialog).getByTestId('cookie-save'));
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', `/api/cookie-notices/${ID}`)).toEqual({ language: 'es-ES', title: 'Cookies', text: NOTICE.text, visibleFrom: null, visibleUntil: null }));
  });

  it('asks "Are you sure you want to delete this item?" before deleting', async () => {
    const fetchMock = open({ [`DELETE /api/cookie-notices/${ID}`]: () => new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByTestId(`cookie-delete-${ID}`, {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('cookie-delete-confirm-confirm'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('shows when a published notice is shown, and keeps the language and page in the URL', async () => {
    const scheduled = { ...NOTICE, publishedAt: '2026-11-24T00:00:00.000Z', visibleFrom: '2099-01-01T09:00:00.000Z', visibleUntil: null };
    const fetchMock = mockDashboard({ 'GET /api/cookie-notices': () => json({ items: [scheduled], total: 45, page: 2, pageSize: 20 }) }, userVM({ roles: ['Admin'] }));
    signInAs();
    renderApp(['/dashboard/ContentManagement?tab=cookies&lang=es-ES&page=2']);
    const row = await screen.findByTestId('cookie-row', {}, { timeout: 20_000 });
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText(/^From .*2099/)).toBeInTheDocument();
    const asked = String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/cookie-notices'))?.[0]);
    expect(asked).toContain('language=es-ES');
    expect(asked).toContain('page=2');
  });

  it('refuses a schedule that ends before it starts, with the contract rule, before sending', async () => {
    const backwards = { ...NOTICE, visibleFrom: '2027-02-01T09:00:00.000Z', visibleUntil: '2027-01-01T09:00:00.000Z' };
    const fetchMock = mockDashboard({ 'GET /api/cookie-notices': () => json({ items: [backwards], total: 1, page: 1, pageSize: 20 }) }, userVM({ roles: ['Admin'] }));
    signInAs();
    renderApp(['/dashboard/ContentManagement?tab=cookies']);
    await userEvent.click(await screen.findByTestId(`cookie-edit-${ID}`, {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cookie notice' });
    await userEvent.click(within(dialog).getByTestId('cookie-save'));
    expect(await within(dialog).findByText('The end must come after the start.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
