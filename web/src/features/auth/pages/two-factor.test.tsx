import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@/features/auth/components/two-factor-form';
import { json, mockFetch, problem, renderApp } from '../../../../test/render';

const CHALLENGE_ID = 'challenge-0123456789abcdef';

function challenge(method: 'email' | 'totp' | 'email_unlock', id = CHALLENGE_ID) {
  return { two_factor_required: true, challenge_id: id, method, expires_in_seconds: 300 };
}

function problemWith(code: string, status: number, extra: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('signin-username'), 'ana');
  await user.type(screen.getByTestId('signin-password'), 'secret');
  await user.click(screen.getByTestId('signin-submit'));
  return screen.findByTestId('twofactor-form');
}

describe('sign-in second step', () => {
  it('asks for the emailed code, then stores the session’s expiry and continues like a normal sign-in', async () => {
    const fetchMock = mockFetch({
      'POST /token': () => json(challenge('email')),
      'POST /api/auth/two-factor/verify': () => json({ token_type: 'cookie', expires_in: 30 }),
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: null, userName: null, usesDefault: true }),
    });
    const { router } = renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });

    const form = await passwordStep(user);

    expect(form).toHaveTextContent('We sent a 6-digit code to your email');
    expect(screen.queryByTestId('signin-form')).not.toBeInTheDocument();
    expect(localStorage.getItem('tokenExpires')).toBeNull();
    await user.type(screen.getByTestId('twofactor-code'), '123456');
    await user.click(screen.getByTestId('twofactor-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
    expect(Number(localStorage.getItem('tokenExpires'))).toBeGreaterThan(Date.now());
    expect(localStorage.getItem('ticketCredentials')).not.toBeNull();
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/auth/two-factor/verify');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ challengeId: CHALLENGE_ID, code: '123456' });
  });

  it('a locked account asks a new browser for the emailed code; after it, the authenticator app', async () => {
    const answers = [json(challenge('totp', 'challenge-after-unlock-0123')), json({ token_type: 'cookie', expires_in: 30 })];
    const fetchMock = mockFetch({
      'POST /token': () => json(challenge('email_unlock')),
      'POST /api/auth/two-factor/verify': () => answers.shift()!,
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: null, userName: null, usesDefault: true }),
    });
    const { router } = renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });

    const form = await passwordStep(user);
    expect(form).toHaveAttribute('data-method', 'email_unlock');
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(form).toHaveTextContent('only opens in browsers it knows');
    expect(screen.getByTestId('twofactor-resend')).toBeInTheDocument();
    await user.type(screen.getByTestId('twofactor-code'), '123456');
    await user.click(screen.getByTestId('twofactor-submit'));

    await waitFor(() => expect(screen.getByTestId('twofactor-form')).toHaveAttribute('data-method', 'totp'));
    expect(screen.getByTestId('twofactor-form')).toHaveTextContent('Enter the code from your authenticator app');
    expect(localStorage.getItem('tokenExpires')).toBeNull();
    await user.type(screen.getByTestId('twofactor-code'), '654321');
    await user.click(screen.getByTestId('twofactor-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
    const verifies = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/two-factor/verify').map(([, init]) => JSON.parse(String(init?.body)));
    expect(verifies).toEqual([
      { challengeId: CHALLENGE_ID, code: '123456' },
      { challengeId: 'challenge-after-unlock-0123', code: '654321' },
    ]);
  });

  it('shows the attempts left after a wrong code', async () => {
    mockFetch({
      'POST /token': () => json(challenge('email')),
      'POST /api/auth/two-factor/verify': () => problemWith('TWO_FACTOR_INVALID', 400, { attemptsLeft: 2 }),
    });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    await user.type(screen.getByTestId('twofactor-code'), '000000');
    await user.click(screen.getByTestId('twofactor-submit'));

    const error = await screen.findByTestId('twofactor-error');
    expect(error).toHaveTextContent('The code is not correct. Attempts left: 2.');
    expect(screen.getByTestId('twofactor-code')).toHaveValue('');
    expect(localStorage.getItem('tokenExpires')).toBeNull();
  });

  it('goes back to the password step with a message when the challenge has expired, keeping the user name', async () => {
    mockFetch({
      'POST /token': () => json(challenge('email')),
      'POST /api/auth/two-factor/verify': () => problem('TWO_FACTOR_EXPIRED', 400),
    });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    await user.type(screen.getByTestId('twofactor-code'), '123456');
    await user.click(screen.getByTestId('twofactor-submit'));

    expect(await screen.findByTestId('signin-form')).toBeInTheDocument();
    expect(screen.getByTestId('signin-notice')).toHaveTextContent('The verification code has expired. Please sign in again.');
    expect(screen.getByTestId('signin-username')).toHaveValue('ana');
    expect(screen.getByTestId('signin-password')).toHaveValue('');
    expect(screen.queryByTestId('twofactor-form')).not.toBeInTheDocument();
  });

  it('checks the code is 6 digits before calling the server', async () => {
    const fetchMock = mockFetch({ 'POST /token': () => json(challenge('totp')) });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    await user.type(screen.getByTestId('twofactor-code'), '12a');
    await user.click(screen.getByTestId('twofactor-submit'));

    expect(await screen.findByTestId('twofactor-error')).toHaveTextContent('Enter the 6-digit code.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/two-factor/verify')).toBe(false);
  });

  it('asks for the app code and accepts a recovery code instead (authenticator app)', async () => {
    const fetchMock = mockFetch({
      'POST /token': () => json(challenge('totp')),
      'POST /api/auth/two-factor/verify': () => json({ token_type: 'cookie', expires_in: 30 }),
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: null, userName: null, usesDefault: true }),
    });
    const { router } = renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });

    const form = await passwordStep(user);
    expect(form).toHaveTextContent('Enter the code from your authenticator app');
    expect(screen.queryByTestId('twofactor-resend')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText(/Recovery code/)).toBe(screen.getByTestId('twofactor-code'));
    await user.type(screen.getByTestId('twofactor-code'), 'abcd-efgh-ijkl');
    await user.click(screen.getByTestId('twofactor-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/auth/two-factor/verify');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ challengeId: CHALLENGE_ID, code: 'abcd-efgh-ijkl' });
  });

  it('lets the user resend the emailed code after a cooldown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fetchMock = mockFetch({
      'POST /token': () => json(challenge('email')),
      'POST /api/auth/two-factor/resend': () => json({ sent: true }),
    });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    const resend = screen.getByTestId('twofactor-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(`Resend code (${RESEND_COOLDOWN_SECONDS} s)`);

    act(() => vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
    await waitFor(() => expect(screen.getByTestId('twofactor-resend')).toBeEnabled());
    expect(screen.getByTestId('twofactor-resend')).toHaveTextContent('Resend code');
    await user.click(screen.getByTestId('twofactor-resend'));

    expect(await screen.findByTestId('twofactor-resent')).toHaveTextContent('We sent you a new code.');
    expect(screen.getByTestId('twofactor-resend')).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/two-factor/resend');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ challengeId: CHALLENGE_ID });
  });

  it('translates a refused resend (too many)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    mockFetch({
      'POST /token': () => json(challenge('email')),
      'POST /api/auth/two-factor/resend': () => problem('RATE_LIMITED', 429),
    });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    act(() => vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
    await waitFor(() => expect(screen.getByTestId('twofactor-resend')).toBeEnabled());
    await user.click(screen.getByTestId('twofactor-resend'));

    expect(await screen.findByTestId('twofactor-error')).toHaveTextContent('Too many attempts.');
  });

  it('can go back to the password step', async () => {
    mockFetch({ 'POST /token': () => json(challenge('totp')) });
    renderApp(['/signin']);
    const user = userEvent.setup({ delay: null });
    await passwordStep(user);

    await user.click(screen.getByTestId('twofactor-cancel'));

    expect(await screen.findByTestId('signin-form')).toBeInTheDocument();
    expect(screen.queryByTestId('signin-notice')).not.toBeInTheDocument();
  });
});
