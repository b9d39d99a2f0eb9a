import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../test/dashboard';
import { json, mockFetch, renderApp, renderWithProviders, signInAs } from '../../test/render';
import { ApiKeysCard } from './api-keys-card';

const KEY = {
  id: '55555555-5555-4555-8555-555555555555',
  companyId: '66666666-6666-4666-8666-666666666666',
  name: 'Warehouse ERP',
  prefix: 'chk_AbCdEfGh',
  scopes: ['trips:read', 'orders:read'],
  expiresAt: '2099-01-01T00:00:00Z',
  allowedIps: ['10.0.0.0/8'],
  createdBy: 'ana',
  createdAt: '2026-01-01T09:00:00Z',
  lastUsedAt: '2026-01-02T10:00:00Z',
  lastUsedIp: '10.1.2.3',
  revokedAt: null,
  revokedBy: null,
};
const SECRET = `chk_${'x'.repeat(43)}`;

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method);

describe('API keys card', () => {
  it('lists the keys with their scopes, allow-list and last use', async () => {
    mockFetch({ 'GET /api/api-keys': () => json({ items: [KEY] }) });
    renderWithProviders(<ApiKeysCard scope={{ kind: 'own' }} />);
    const item = await screen.findByTestId('api-key-item');
    expect(item).toHaveTextContent('Warehouse ERP');
    expect(item).toHaveTextContent('chk_AbCdEfGh');
    expect(item).toHaveTextContent('Read trips');
    expect(item).toHaveTextContent('Only from: 10.0.0.0/8');
    expect(within(item).getByTestId('api-key-last-used')).toHaveTextContent('10.1.2.3');
    expect(screen.getByTestId('api-keys-docs-link')).toHaveAttribute('href', '/Connect');
    expect(screen.getByTestId('api-keys-docs-link')).toHaveTextContent('Connect your systems: keys, scopes, webhooks and signatures');
  });

  it('checks the form, then shows the new key once with a warning', async () => {
    const user = userEvent.setup({ delay: null });
    let listed = [] as (typeof KEY)[];
    const fetchMock = mockFetch({
      'GET /api/api-keys': () => json({ items: listed }),
      'POST /api/api-keys': () => {
        listed = [KEY];
        return json({ secret: SECRET, apiKey: KEY }, 201);
      },
    });
    renderWithProviders(<ApiKeysCard scope={{ kind: 'own' }} />);
    await screen.findByText('No API keys yet.');
    await user.click(screen.getByTestId('api-key-create'));
    const form = await screen.findByTestId('api-key-create-form');

    await user.click(within(form).getByTestId('api-key-submit'));
    expect(await within(form).findByText('Give the key a name.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one thing the key may do.')).toBeInTheDocument();

    await user.type(within(form).getByTestId('api-key-name-input'), 'Warehouse ERP');
    await user.click(within(form).getByTestId('api-key-scope-trips:read'));
    await user.type(within(form).getByTestId('api-key-addresses'), '10.0.0.0/8\nnot-an-address');
    await user.click(within(form).getByTestId('api-key-submit'));
    expect(await within(form).findByText('Not an address or range: not-an-address')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/api-keys')).toHaveLength(0);

    await user.clear(within(form).getByTestId('api-key-addresses'));
    await user.type(within(form).getByTestId('api-key-addresses'), '10.0.0.0/8');
    await user.click(within(form).getByTestId('api-key-submit'));
    const dialog = await screen.findByTestId('api-key-secret-dialog');
    expect(sentBody(fetchMock, 'POST', '/api/api-keys')).toEqual({ name: 'Warehouse ERP', scopes: ['trips:read'], expiresInDays: 90, allowedIps: ['10.0.0.0/8'] });
    expect(within(dialog).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(dialog).toHaveTextContent('This is the only time the key is shown');
    expect(within(dialog).getByTestId('api-key-copy')).toBeInTheDocument();

    await user.click(within(dialog).getByTestId('api-key-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret-dialog')).toBeNull());
    expect(await screen.findByTestId('api-key-item')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('asks before revoking, and revokes only when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      'GET /api/companies/66666666-6666-4666-8666-666666666666/api-keys': () => json({ items: [KEY] }),
      [`POST /api/companies/66666666-6666-4666-8666-666666666666/api-keys/${KEY.id}/revoke`]: () => json({ ...KEY, revokedAt: '2026-02-01T00:00:00Z', revokedBy: 'staff' }),
    });
    renderWithProviders(<ApiKeysCard scope={{ kind: 'company', companyId: KEY.companyId }} />);
    await user.click(await screen.findByTestId('api-key-revoke'));
    const confirm = await screen.findByTestId('api-key-revoke-dialog');
    expect(confirm).toHaveTextContent('Systems using “Warehouse ERP” are refused at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const revokePath = `/api/companies/${KEY.companyId}/api-keys/${KEY.id}/revoke`;
    expect(calls(fetchMock, 'POST', revokePath)).toHaveLength(0);

    await user.click(screen.getByTestId('api-key-revoke'));
    await user.click(await screen.findByTestId('api-key-revoke-dialog-confirm'));
    expect(await screen.findByTestId('api-key-done')).toHaveTextContent('The API key “Warehouse ERP” was revoked.');
    expect(calls(fetchMock, 'POST', revokePath)).toHaveLength(1);
  });

  it('is in My account for a main contact only', async () => {
    const handlers = {
      'GET /api/account/password-policy': () => json({ minLength: 12, maxLength: 1024 }),
      'GET /api/account/two-factor': () => json({ method: 'none', required: false, recoveryCodesLeft: 0 }),
      'GET /api/account/sessions': () => json([]),
      'GET /api/account/devices': () => json([]),
      'GET /api/account/passkeys': () => json({ passkeys: [], required: false }),
      'GET /api/api-keys': () => json({ items: [KEY] }),
    };
    mockDashboard(handlers, userVM({ mainContact: true }));
    signInAs();
    const view = renderApp(['/dashboard/Utilizadores']);
    expect(await screen.findByTestId('api-keys-section')).toBeInTheDocument();
    view.unmount();

    mockDashboard(handlers);
    renderApp(['/dashboard/Utilizadores']);
    await screen.findByTestId('passkeys-section');
    expect(screen.queryByTestId('api-keys-section')).toBeNull();
  });
});
