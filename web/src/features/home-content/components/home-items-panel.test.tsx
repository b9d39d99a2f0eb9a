import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HomeItem } from '@customer-hub/contract/home-content';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const staff = userVM({ roles: ['Backoffice'], companyName: null });

const link = (id: string, title: string, position: number): HomeItem => ({
  id,
  kind: 'link',
  groupId: `g-${id}`,
  language: 'es-ES',
  title,
  summary: '',
  body: '',
  newsDate: null,
  image: null,
  logo: null,
  url: `https://example.com/${id}`,
  icon: 'world',
  documentId: null,
  documentTitle: null,
  position,
  published: position !== 2,
  visibleFrom: null,
  visibleUntil: null,
  allCompanies: true,
  companyIds: [],
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});
const LINKS = [link('a1', 'Web', 0), link('b2', 'Ayuda', 1), link('c3', 'Contacto', 2)];
const page = (items: HomeItem[], total = items.length, number = 1) => ({ items, total, page: number, pageSize: 25 });

describe('Content management: Links tab', () => {
  it('lists the items of the language with their status, and reorders with the up and down buttons', async () => {
    const fetchMock = mockDashboard({ 'GET /api/home-items': () => json(page(LINKS)), 'POST /api/home-items/reorder': () => new Response(null, { status: 204 }) }, staff);
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=links&lang=es-ES']);
    const panel = await screen.findByTestId('home-items-link', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(panel).getAllByTestId('home-item-row')).toHaveLength(3));
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/home-items'))?.[0])).toContain('language=es-ES');
    expect(within(panel).getAllByText('Published')).toHaveLength(2);
    expect(within(panel).getByText('Draft')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Move Web up' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Move Contacto up' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/home-items/reorder')).toEqual({ ids: ['a1', 'c3', 'b2'] }));
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const fetchMock = mockDashboard({ 'GET /api/home-items': () => json(page(LINKS)), 'DELETE /api/home-items/b2': () => new Response(null, { status: 204 }) }, staff);
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=links&lang=es-ES']);
    await user.click(await screen.findByRole('button', { name: 'Delete Ayuda' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Ayuda' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => init?.method === 'DELETE' && String(u) === '/api/home-items/b2')).toBe(true));
  });

  it('creates a link for chosen companies, published', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/home-items': () => json(page([])),
        'GET /api/org/companies': () => json([{ id: '11111111-1111-4111-8111-111111111111', name: 'Iberia Logistics Park', code: 'ILP', defaultPermissions: [], businessPartners: [] }]),
        'POST /api/home-items': () => json(link('n1', 'Portal', 0), 201),
      },
      staff,
    );
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=links&lang=pt-PT']);
    expect(await screen.findByText('Nothing here yet in this language.', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByTestId('new-link'));
    const editor = await screen.findByRole('dialog', { name: 'New link' });
    await user.type(within(editor).getByTestId('item-title'), 'Portal');
    await user.type(within(editor).getByTestId('item-url'), 'https://example.com/portal');
    await user.selectOptions(within(editor).getByTestId('item-icon'), 'help');
    await user.click(within(editor).getByLabelText('Chosen companies'));
    await user.click(within(editor).getByTestId('audience-companies'));
    await user.click(await screen.findByRole('option', { name: 'Iberia Logistics Park' }));
    await user.click(within(editor).getByLabelText('Published'));
    await user.click(within(editor).getByTestId('item-save'));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/home-items')).toMatchObject({
        kind: 'link',
        language: 'pt-PT',
        title: 'Portal',
        url: 'https://example.com/portal',
        icon: 'help',
        allCompanies: false,
        companyIds: ['11111111-1111-4111-8111-111111111111'],
        published: true,
      }),
    );
  });

  it('Home documents: picks a document of a section and saves it as a featured document', async () => {
    const doc = { id: '22222222-2222-4222-8222-222222222222', documentNo: 'ORC-1', title: 'Presupuesto 2027' };
    const fetchMock = mockDashboard(
      {
        'GET /api/home-items': () => json(page([])),
        'GET /api/documents': () => json({ items: [doc], total: 1, page: 1, pageSize: 25 }),
        'POST /api/home-items': () => json({ ...link('d1', '', 0), kind: 'document', documentId: doc.id }, 201),
      },
      staff,
    );
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=home-documents&lang=es-ES']);
    await user.click(await screen.findByTestId('new-document', {}, { timeout: 20_000 }));
    const editor = await screen.findByRole('dialog', { name: 'New home document' });
    await user.click(await within(editor).findByRole('radio', { name: 'ORC-1 — Presupuesto 2027' }));
    await user.click(within(editor).getByTestId('item-save'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/home-items')).toMatchObject({ kind: 'document', language: 'es-ES', documentId: doc.id }));
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/documents'))?.[0])).toContain('section=Budgets');
  });

  it('pages a long list on the server and reorders within the page shown', async () => {
    const second = [link('d4', 'Cuatro', 25), link('e5', 'Cinco', 26)];
    const fetchMock = mockDashboard({ 'GET /api/home-items': () => json(page(second, 27, 2)), 'POST /api/home-items/reorder': () => new Response(null, { status: 204 }) }, staff);
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=links&lang=es-ES&page=2']);
    const panel = await screen.findByTestId('home-items-link', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(panel).getAllByTestId('home-item-row')).toHaveLength(2));
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/home-items'))?.[0])).toMatch(/page=2&pageSize=25|pageSize=25.*page=2|page=2/);
    expect(within(panel).getByTestId('home-items-link-range')).toHaveTextContent('26');
    await user.click(within(panel).getByRole('button', { name: 'Move Cinco up' }));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/home-items/reorder')).toEqual({ ids: ['e5', 'd4'] }));
  });

  it('checks the contract rules before sending: a link needs its label and address', async () => {
    const fetchMock = mockDashboard({ 'GET /api/home-items': () => json(page([])), 'GET /api/org/companies': () => json([]) }, staff);
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/ContentManagement?tab=links&lang=es-ES']);
    await user.click(await screen.findByTestId('new-link', {}, { timeout: 20_000 }));
    const editor = await screen.findByRole('dialog', { name: 'New link' });
    await user.type(within(editor).getByTestId('item-url'), 'javascript:alert(1)');
    await user.click(within(editor).getByTestId('item-save'));
    expect(await within(editor).findByText('This field is required.')).toBeInTheDocument();
    expect(within(editor).getByText('This value is not valid.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
