import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { json, mockFetch, problem, renderApp, text } from '../../../../test/render';

// The browser's WebAuthn call: a passkey the authenticator signs at once.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: async () => ({ id: 'cred', type: 'public-key', response: {} }) }));

async function submit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (username) await user.type(screen.getByTestId('signin-username'), username);
  if (password) await user.type(screen.getByTestId('signin-password'), password);
  await user.click(screen.getByTestId('signin-submit'));
}

describe('sign-in page', () => {
  it('shows the required message in an "Oops!" alert when a field is empty, without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderApp(['/signin']);

    await submit('ana', '');

    const alert = await screen.findByTestId('signin-error');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('The username and password are required!');
    // Only the single sign-on lookup (which buttons to offer) may have asked anything.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('/api/sso/lookup'))).toEqual([]);
  });

  it('shows "Verify the given credentials!" when the server answers Failed', async () => {
    mockFetch({ 'POST /token': () => text('Failed', 400) });
    renderApp(['/signin']);

    await submit('ana', 'wrong');

    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Verify the given credentials!');
    expect(localStorage.getItem('tokenExpires')).toBeNull();
  });

  it('treats a 200 answer without a token as failed credentials', async () => {
    mockFetch({ 'POST /token': () => json({}) });
    renderApp(['/signin']);

    await submit('ana', 'secret');

    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Verify the given credentials!');
  });

  it('shows the disabled-user message for NotAllowed, in the current language', async () => {
    mockFetch({ 'POST /token': () => text('NotAllowed', 400) });
    await i18n.changeLanguage('es-ES');
    renderApp(['/signin']);

    await submit('ana', 'secret');

    const alert = await screen.findByTestId('signin-error');
    expect(alert).toHaveTextContent('¡Usuario deshabilitado!');
    expect(alert).toHaveTextContent('¡Vaya!');
  });

  it('translates a problem+json error code', async () => {
    mockFetch({ 'POST /token': () => problem('RATE_LIMITED', 429) });
    renderApp(['/signin']);

    await submit('ana', 'secret');

    expect(await screen.findByTestId('signin-error')).toHaveTextContent('Too many attempts.');
  });

  it('asks for the session as a cookie, stores its expiry and the ticket credentials, then returns to the remembered page', async () => {
    const credentials = { url: 'https://tickets.example.com/login', userName: 'ana', usesDefault: false };
    const fetchMock = mockFetch({
      'POST /token': () => json({ token_type: 'cookie', expires_in: 30 }),
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json(credentials),
    });
    const before = Date.now();
    const { router } = renderApp(['/dashboard/Reports']);
    await screen.findByTestId('signin-form');
    expect(router.state.location.pathname).toBe('/signin');

    await submit('ana', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Reports'));
    expect(localStorage.getItem('token')).toBeNull();
    const expires = Number(localStorage.getItem('tokenExpires'));
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(JSON.parse(localStorage.getItem('ticketCredentials') ?? 'null')).toEqual(credentials);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/token') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ana', password: 'secret' });
    expect(new Headers(init?.headers).get('x-session')).toBe('cookie');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('GetUserTicketCredentials'))).toBe(true);
  });

  it('goes to /dashboard/Home after sign-in when no origin was remembered', async () => {
    mockFetch({
      'POST /token': () => json({ token_type: 'cookie', expires_in: 30 }),
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: null, userName: null, usesDefault: true }),
    });
    const { router } = renderApp(['/']);

    await submit('ana', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
  });

  it('labels the fields and links to recovery and access request', () => {
    renderApp(['/signin']);
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/RecoverPassword');
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/Request');
    expect(screen.getByRole('link', { name: 'Sign up with your customer number' })).toHaveAttribute('href', '/SignUp');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer Hub');
  });

  it('offers the staff provider, and the provider of the company whose domain the address typed has', async () => {
    const staff = { id: '00000000-0000-4000-8000-000000000001', name: 'Hub Entra ID' };
    const company = { id: '00000000-0000-4000-8000-000000000002', name: 'Alpha Google' };
    mockFetch({ 'GET /api/sso/lookup': (_init, url) => json({ staff, company: url.includes('alpha.test') ? company : null }) });
    renderApp(['/signin']);

    const staffButton = await screen.findByTestId('sso-staff');
    expect(staffButton).toHaveTextContent('Staff: continue with Hub Entra ID');
    expect(staffButton.getAttribute('href')).toBe(`/api/sso/start?provider=${staff.id}&return=%2Fdashboard%2FHome`);
    expect(screen.queryByTestId('sso-company')).toBeNull();
    await userEvent.setup({ delay: null }).type(screen.getByTestId('signin-username'), 'nora@alpha.test');
    expect(await screen.findByTestId('sso-company')).toHaveTextContent('Continue with Alpha Google');
  });

  it('explains a refused provider sign-in, and a password refused for a company that signs in with its provider', async () => {
    mockFetch({ 'GET /api/sso/lookup': () => json({ staff: null, company: null }), 'POST /token': () => text('UseSingleSignOn', 400) });
    renderApp(['/signin?sso_error=email_taken']);
    expect(await screen.findByTestId('sso-error')).toHaveTextContent('Your email address belongs to an account of another company.');

    await submit('ana', 'secret');
    expect(await screen.findByTestId('signin-error')).toHaveTextContent('use the “Continue with …” button instead of a password');
  });

  it('finishes a provider sign-in: stores the session’s expiry and goes to the page asked for', async () => {
    mockFetch({ 'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: null, userName: null, usesDefault: true }) });
    const { router } = renderApp(['/signin?sso_expires_in=480&return=%2Fdashboard%2FTrips']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Trips'));
    expect(Number(localStorage.getItem('tokenExpires'))).toBeGreaterThan(Date.now() + 470 * 60_000);
  });

  it('says a company that signs in through its own provider refuses passkeys, and any other refusal alike', async () => {
    let code = 'SSO_REQUIRED';
    mockFetch({
      'POST /api/auth/passkey/options': () => json({ challengeId: 'c1', options: { challenge: 'abc', rpId: 'localhost' } }),
      'POST /api/auth/passkey/verify': () => problem(code, 400),
    });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('signin-passkey'));
    expect(await screen.findByTestId('signin-passkey-error')).toHaveTextContent(i18n.t('errors.SSO_REQUIRED'));

    code = 'PASSKEY_FAILED';
    await user.click(screen.getByTestId('signin-passkey'));
    await waitFor(() => expect(screen.getByTestId('signin-passkey-error')).toHaveTextContent(i18n.t('signin.passkeyFailed')));
  });
});
