import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const admin = userVM({ roles: ['Admin'] });
const backoffice = userVM({ roles: ['Backoffice'] });

const entry = {
  id: 'a1',
  userId: 'u1',
  userName: 'ana.admin',
  context: 'settings',
  message: 'Chat settings changed',
  before: { enabled: true, url: 'https://old.example.test' },
  after: { enabled: true, url: 'https://new.example.test' },
  ip: '203.0.113.9',
  path: '/api/settings/chat',
  requestId: 'req-42',
  createdAt: '2025-03-01T09:00:00Z',
};

describe('audit log (/dashboard/AuditLog)', () => {
  it('lists changes, keeps its filters in the URL and sends them, and shows before → after with the changed field marked', async () => {
    const fetchMock = mockDashboard(
      {
        'GET /api/audit-log': () => json({ items: [entry], total: 1, page: 1, pageSize: 25 }),
        'GET /api/audit-log/contexts': () => json(['orders', 'settings']),
      },
      admin,
    );
    signInAs();
    const { router } = renderApp(['/dashboard/AuditLog?context=settings']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('audit-log');
    expect(await within(table).findByText('Chat settings changed')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(fetchMock, '/api/audit-log').get('context')).toBe('settings'));

    await user.type(screen.getByTestId('audit-log-search'), 'chat');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/audit-log').get('search')).toBe('chat'));
    expect(router.state.location.search).toContain('search=chat');

    await user.click(within(table).getByText('Chat settings changed'));
    const detail = await screen.findByTestId('audit-log-detail');
    expect(detail).toHaveTextContent('req-42');
    expect(detail).toHaveTextContent('203.0.113.9');
    const change = within(detail).getByTestId('audit-change');
    const urlRow = within(change).getByText('url').closest('tr');
    expect(urlRow).toHaveAttribute('data-changed', 'true');
    expect(urlRow).toHaveTextContent('https://old.example.test');
    expect(urlRow).toHaveTextContent('https://new.example.test');
    expect(within(change).getByText('enabled').closest('tr')).not.toHaveAttribute('data-changed');
  });

  it.each([
    ['en-US', 'Orders', 'Settings'],
    ['es-ES', 'Pedidos', 'Configuración'],
    ['pt-PT', 'Encomendas', 'Definições'],
  ] as const)('names the modules of the filter in %s, and shows one it does not know as stored', async (language, orders, settings) => {
    mockDashboard(
      {
        'GET /api/audit-log': () => json({ items: [entry], total: 1, page: 1, pageSize: 25 }),
        'GET /api/audit-log/contexts': () => json(['orders', 'settings', 'legacy-import']),
      },
      { ...admin, language },
    );
    signInAs();
    renderApp(['/dashboard/AuditLog']);

    const filter = await screen.findByTestId('audit-log-context');
    await within(filter).findByRole('option', { name: orders });
    expect(within(filter).getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual([orders, settings, 'legacy-import']);
    expect(within(await screen.findByTestId('audit-log')).getByText(settings)).toBeInTheDocument();
  });

  it('is refused to Backoffice', async () => {
    mockDashboard({}, backoffice);
    signInAs();
    renderApp(['/dashboard/AuditLog']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });
});
