import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { sentBody } from '../../../../test/dashboard';
import { json, mockFetch, renderApp } from '../../../../test/render';

const TOKEN = 'tok_0123456789abcdefghij';

function problemWith(code: string, status: number, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

function mockResetApi(handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/account/token-info': () => json({ kind: 'reset', userName: 'ana.silva' }),
    'GET /api/account/password-policy': () => json({ minLength: 12, maxLength: 1024 }),
    ...handlers,
  });
}

async function fill(password: string, repeat: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByTestId('new-password'), password);
  await user.type(screen.getByTestId('repeat-password'), repeat);
  await user.click(screen.getByTestId('reset-submit'));
}

describe('/ResetPassword and /SetPassword', () => {
  it('checks the link first and shows whose password is set, with the minimum length', async () => {
    const fetchMock = mockResetApi();
    renderApp([`/ResetPassword?token=${TOKEN}`]);

    expect(await screen.findByTestId('reset-username')).toHaveTextContent('ana.silva');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Reset password');
    expect(await screen.findByText(/At least 12 characters/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/account/token-info'));
    expect(String(call?.[0])).toBe(`/api/account/token-info?token=${TOKEN}`);
  });

  it('says the link is not valid when the server answers TOKEN_INVALID, pointing to recovery', async () => {
    mockResetApi({ 'GET /api/account/token-info': () => problemWith('TOKEN_INVALID', 400) });
    renderApp([`/ResetPassword?token=${TOKEN}`]);

    const invalid = await screen.findByTestId('reset-invalid');
    expect(invalid).toHaveTextContent('This link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/RecoverPassword');
    expect(screen.queryByTestId('reset-form')).not.toBeInTheDocument();
  });

  it('says "The passwords are not the same." without calling the server', async () => {
    const fetchMock = mockResetApi();
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByTestId('reset-form');

    await fill('correct horse battery', 'correct horse battery!');

    expect(await screen.findByTestId('reset-error')).toHaveTextContent('The passwords are not the same.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/account/reset-password')).toBe(false);
  });

  it('gives the mismatch message in Spanish too', async () => {
    mockResetApi();
    await i18n.changeLanguage('es-ES');
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByTestId('reset-form');

    await fill('correct horse battery', 'something else entirely');

    expect(await screen.findByTestId('reset-error')).toHaveTextContent('Las contraseñas no coinciden.');
  });

  it('checks the minimum length of the policy', async () => {
    mockResetApi();
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByText(/At least 12 characters/);

    await fill('short', 'short');

    expect(await screen.findByTestId('reset-error')).toHaveTextContent('The password must have at least 12 characters.');
  });

  it('translates the reason of a refused password', async () => {
    mockResetApi({ 'POST /api/account/reset-password': () => problemWith('PASSWORD_POLICY', 400, { reason: 'COMMON' }) });
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByTestId('reset-form');

    await fill('password12345', 'password12345');

    expect(await screen.findByTestId('reset-error')).toHaveTextContent('This password is too common');
  });

  it('saves the password and offers to sign in', async () => {
    const fetchMock = mockResetApi({ 'POST /api/account/reset-password': () => json({ userName: 'ana.silva' }) });
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByTestId('reset-form');

    await fill('correct horse battery', 'correct horse battery');

    expect(await screen.findByTestId('reset-success')).toHaveTextContent('You can now sign in as ana.silva.');
    expect(screen.getByTestId('reset-signin')).toHaveAttribute('href', '/signin');
    expect(sentBody(fetchMock, 'POST', '/api/account/reset-password')).toEqual({ token: TOKEN, password: 'correct horse battery' });
  });

  it('turns to the invalid-link state when the link is spent meanwhile', async () => {
    mockResetApi({ 'POST /api/account/reset-password': () => problemWith('TOKEN_INVALID', 400) });
    renderApp([`/ResetPassword?token=${TOKEN}`]);
    await screen.findByTestId('reset-form');

    await fill('correct horse battery', 'correct horse battery');

    expect(await screen.findByTestId('reset-invalid')).toBeInTheDocument();
  });

  it('titles an invitation link on /SetPassword', async () => {
    mockResetApi({ 'GET /api/account/token-info': () => json({ kind: 'invitation', userName: 'rita' }) });
    renderApp([`/SetPassword?token=${TOKEN}`]);

    expect(await screen.findByTestId('reset-username')).toHaveTextContent('rita');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Choose your password');
    expect(screen.getByText('Welcome! Choose a password to start using your account.')).toBeInTheDocument();
  });
});
