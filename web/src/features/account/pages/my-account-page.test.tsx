import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

type Handlers = Parameters<typeof mockDashboard>[0];

const SESSIONS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    ip: '10.0.0.8',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    createdAt: '2025-03-01T09:00:00Z',
    lastSeenAt: '2025-03-02T09:00:00Z',
    current: false,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    ip: '10.0.0.9',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    createdAt: '2025-03-03T09:00:00Z',
    lastSeenAt: '2025-03-03T10:00:00Z',
    current: true,
  },
];

const DEVICES = [
  {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    ip: '10.0.0.9',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    timeZone: 'America/Argentina/Buenos_Aires',
    createdAt: '2025-03-01T09:00:00Z',
    lastSeenAt: '2025-03-03T09:00:00Z',
  },
];

function mockAccountApi(handlers: Handlers = {}) {
  return mockDashboard({
    'GET /api/account/password-policy': () => json({ minLength: 12, maxLength: 1024 }),
    'GET /api/account/two-factor': () => json({ method: 'none', required: false, recoveryCodesLeft: 0 }),
    'GET /api/account/sessions': () => json(SESSIONS),
    'GET /api/account/devices': () => json(DEVICES),
    ...handlers,
  });
}

async function openAccount() {
  signInAs();
  const view = renderApp(['/dashboard/Utilizadores']);
  await screen.findByTestId('change-password-form');
  return view;
}

describe('My account (/dashboard/Utilizadores)', () => {
  it('shows the profile from GetUserVM', async () => {
    mockAccountApi();
    await openAccount();

    expect(screen.getByTestId('page-title')).toHaveTextContent('My account');
    const profile = await screen.findByTestId('profile-card');
    expect(profile).toHaveTextContent('Ana Silva');
    expect(profile).toHaveTextContent('ana@example.com');
    expect(profile).toHaveTextContent('Lusitania Retail Group');
    expect(profile).toHaveTextContent('Customer');
  });

  describe('change password', () => {
    async function submit(current: string, next: string, repeat: string) {
      const user = userEvent.setup({ delay: null });
      if (current) await user.type(screen.getByTestId('current-password'), current);
      await user.type(screen.getByTestId('new-password'), next);
      await user.type(screen.getByTestId('repeat-password'), repeat);
      await user.click(screen.getByTestId('change-password-submit'));
    }

    it('says when the new passwords are not the same, without calling the server', async () => {
      const fetchMock = mockAccountApi();
      await openAccount();

      await submit('old secret', 'correct horse battery', 'correct horse batter');

      expect(await screen.findByTestId('change-password-error')).toHaveTextContent('The passwords are not the same.');
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/account/change-password')).toBe(false);
    });

    it('asks for the current password', async () => {
      mockAccountApi();
      await openAccount();

      await submit('', 'correct horse battery', 'correct horse battery');

      expect(await screen.findByTestId('change-password-error')).toHaveTextContent('Enter your current password.');
    });

    it('translates CURRENT_PASSWORD_WRONG and keeps the session', async () => {
      mockAccountApi({ 'POST /api/account/change-password': () => problem('CURRENT_PASSWORD_WRONG', 400) });
      const { router } = await openAccount();

      await submit('wrong', 'correct horse battery', 'correct horse battery');

      expect(await screen.findByTestId('change-password-error')).toHaveTextContent('The current password is not correct.');
      expect(router.state.location.pathname).toBe('/dashboard/Utilizadores');
      expect(localStorage.getItem('tokenExpires')).not.toBeNull();
    });

    it('changes the password and says how many other sessions ended', async () => {
      const fetchMock = mockAccountApi({
        'POST /api/account/change-password': () => json({ changed: true, otherSessionsEnded: 2 }),
      });
      await openAccount();

      await submit('old secret', 'correct horse battery', 'correct horse battery');

      expect(await screen.findByTestId('change-password-success')).toHaveTextContent('Other sessions ended: 2.');
      expect(sentBody(fetchMock, 'POST', '/api/account/change-password')).toEqual({
        currentPassword: 'old secret',
        newPassword: 'correct horse battery',
      });
      expect(screen.getByTestId('current-password')).toHaveValue('');
    });
  });

  describe('two-step verification', () => {
    it('sets up the authenticator app: QR as an image, secret, code, then the recovery codes once', async () => {
      const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>';
      let method = 'none';
      const fetchMock = mockAccountApi({
        'GET /api/account/two-factor': () => json({ method, required: false, recoveryCodesLeft: method === 'totp' ? 10 : 0 }),
        'POST /api/account/two-factor/totp/setup': () =>
          json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: svg }),
        'POST /api/account/two-factor/totp/enable': () => {
          method = 'totp';
          return json({ recoveryCodes: codes });
        },
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByTestId('twofactor-status')).toHaveTextContent('Off');

      await user.click(screen.getByTestId('twofactor-setup-totp'));

      const qr = await screen.findByTestId('totp-qr');
      expect(qr.tagName).toBe('IMG');
      expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(svg)}`);
      expect(document.querySelector('script')).toBeNull();
      expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

      await user.type(screen.getByTestId('totp-code'), '123456');
      await user.click(screen.getByTestId('totp-enable'));

      const shown = await screen.findByTestId('recovery-codes');
      expect(within(shown).getAllByText(/^code-\d$/)).toHaveLength(10);
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST', '/api/account/two-factor/totp/enable')).toEqual({ code: '123456' });

      await user.click(screen.getByTestId('totp-finish'));
      await waitFor(() => expect(screen.getByTestId('twofactor-status')).toHaveTextContent('Authenticator app'));
      expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
      expect(screen.getByTestId('recovery-codes-left')).toHaveTextContent('Recovery codes left: 10');
    });

    it('turns email codes on only with the code the set-up emailed, saying when a code is wrong or spent', async () => {
      let method = 'none';
      let tries = 0;
      const fetchMock = mockAccountApi({
        'GET /api/account/two-factor': () => json({ method, required: false, recoveryCodesLeft: 0 }),
        'POST /api/account/two-factor/email/setup': () => json({ to: 'ana@example.com', expiresInSeconds: 600 }),
        'POST /api/account/two-factor/email/enable': () => {
          tries += 1;
          if (tries === 1) return problem('TWO_FACTOR_INVALID', 400);
          if (tries === 2) return problem('TWO_FACTOR_EXPIRED', 400);
          method = 'email';
          return json({ method, required: false, recoveryCodesLeft: 0 });
        },
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByTestId('twofactor-use-email'));
      await user.type(await screen.findByTestId('password-confirm'), 'my password');
      await user.click(screen.getByTestId('password-confirm-submit'));

      const form = await screen.findByTestId('email-setup-form');
      expect(form).toHaveTextContent('We sent a 6-digit code to ana@example.com.');
      expect(sentBody(fetchMock, 'POST', '/api/account/two-factor/email/setup')).toEqual({ password: 'my password' });
      expect(screen.getByTestId('twofactor-status')).toHaveTextContent('Off');
      await user.type(screen.getByTestId('email-setup-code'), '111 111');
      await user.click(screen.getByTestId('email-setup-enable'));
      expect(await within(form).findByText('The code is not correct.')).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST', '/api/account/two-factor/email/enable')).toEqual({ code: '111111' });
      await user.click(screen.getByTestId('email-setup-enable'));
      expect(await screen.findByTestId('email-setup-error')).toHaveTextContent('The code has expired or was entered wrongly too many times.');
      expect(screen.getByTestId('email-setup-enable')).toBeDisabled();
      await user.click(within(form).getByRole('button', { name: 'Cancel' }));

      await user.click(screen.getByTestId('twofactor-use-email'));
      await user.type(await screen.findByTestId('password-confirm'), 'my password');
      await user.click(screen.getByTestId('password-confirm-submit'));
      await user.type(await screen.findByTestId('email-setup-code'), '222222');
      await user.click(screen.getByTestId('email-setup-enable'));

      await waitFor(() => expect(screen.getByTestId('twofactor-status')).toHaveTextContent('Email codes'));
      expect(screen.queryByTestId('email-setup-form')).not.toBeInTheDocument();
    });

    it('asks for the password to turn it off and translates a wrong one', async () => {
      const fetchMock = mockAccountApi({
        'GET /api/account/two-factor': () => json({ method: 'email', required: false, recoveryCodesLeft: 0 }),
        'POST /api/account/two-factor/disable': () => problem('CURRENT_PASSWORD_WRONG', 400),
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByTestId('twofactor-disable'));
      await user.type(await screen.findByTestId('password-confirm'), 'nope');
      await user.click(screen.getByTestId('password-confirm-submit'));

      expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST', '/api/account/two-factor/disable')).toEqual({ password: 'nope' });
    });

    it('does not offer to turn it off when the role requires it', async () => {
      mockAccountApi({ 'GET /api/account/two-factor': () => json({ method: 'email', required: true, recoveryCodesLeft: 0 }) });
      await openAccount();

      expect(await screen.findByTestId('twofactor-required')).toBeInTheDocument();
      expect(screen.getByTestId('twofactor-status')).toHaveTextContent('Email codes');
      expect(screen.queryByTestId('twofactor-disable')).not.toBeInTheDocument();
    });
  });

  describe('sessions', () => {
    it('lists the sessions with the current one marked, and ends another after confirmation', async () => {
      const fetchMock = mockAccountApi({
        [`DELETE /api/account/sessions/${SESSIONS[0]?.id}`]: () => json({ ended: 1 }),
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      const list = await screen.findByTestId('sessions-list');
      const items = within(list).getAllByTestId('session-item');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('Chrome on Android');
      expect(items[1]).toHaveTextContent('Firefox on Linux');
      expect(within(items[0] as HTMLElement).getByTestId('session-current')).toHaveTextContent('This device');
      expect(within(items[0] as HTMLElement).queryByTestId('session-end')).not.toBeInTheDocument();

      await user.click(within(items[1] as HTMLElement).getByTestId('session-end'));
      const dialog = await screen.findByTestId('session-end-dialog');
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
      await user.click(within(dialog).getByTestId('session-end-dialog-confirm'));

      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url === `/api/account/sessions/${SESSIONS[0]?.id}`)).toBe(true),
      );
    });
  });

  describe('trusted browsers', () => {
    it('lists each with its approximate place, and removes one after confirmation', async () => {
      const fetchMock = mockAccountApi({
        [`DELETE /api/account/devices/${DEVICES[0]?.id}`]: () => json({ removed: true }),
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      const list = await screen.findByTestId('devices-list');
      const [item] = within(list).getAllByTestId('device-item');
      expect(item).toHaveTextContent('Chrome on Android');
      expect(within(item as HTMLElement).getByTestId('device-place')).toHaveTextContent('Near Buenos Aires · IP address: 10.0.0.9');

      await user.click(within(item as HTMLElement).getByRole('button', { name: 'Remove Chrome on Android' }));
      const dialog = await screen.findByTestId('device-remove-dialog');
      expect(dialog).toHaveTextContent('will need a code sent to your email');
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
      await user.click(within(dialog).getByTestId('device-remove-dialog-confirm'));
      await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url === `/api/account/devices/${DEVICES[0]?.id}`)).toBe(true));
    });
  });

  describe('notification preferences', () => {
    const PREFERENCES = {
      items: [
        { kind: 'TicketProposed', inApp: true, email: true },
        { kind: 'OrderStatusChanged', inApp: true, email: true },
        { kind: 'DocumentAdded', inApp: true, email: false },
      ],
    };

    it('lists each kind the user can receive with its two switches, and saves a change', async () => {
      const fetchMock = mockAccountApi({
        'GET /api/notifications/preferences': () => json(PREFERENCES),
        'PUT /api/notifications/preferences': (init) => {
          const { items } = JSON.parse(String(init?.body)) as typeof PREFERENCES;
          return json({ items: PREFERENCES.items.map((p) => items.find((i) => i.kind === p.kind) ?? p) });
        },
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      const table = await screen.findByTestId('notification-preferences');
      expect(within(table).getAllByTestId('preference-row').map((row) => row.getAttribute('data-kind'))).toEqual(['TicketProposed', 'OrderStatusChanged', 'DocumentAdded']);
      const email = within(table).getByRole('switch', { name: 'By email: Order changes' });
      expect(email).toBeChecked();
      expect(within(table).getByRole('switch', { name: 'By email: New documents' })).not.toBeChecked();

      await user.click(email);

      await waitFor(() => expect(sentBody(fetchMock, 'PUT', '/api/notifications/preferences')).toEqual({ items: [{ kind: 'OrderStatusChanged', inApp: true, email: false }] }));
      await waitFor(() => expect(within(table).getByRole('switch', { name: 'By email: Order changes' })).not.toBeChecked());
      expect(within(table).getByRole('switch', { name: 'In the app: Order changes' })).toBeChecked();
    });

    it('says so when the choice could not be saved', async () => {
      mockAccountApi({
        'GET /api/notifications/preferences': () => json(PREFERENCES),
        'PUT /api/notifications/preferences': () => problem('VALIDATION_FAILED', 400),
      });
      await openAccount();
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByRole('switch', { name: 'In the app: New documents' }));

      expect(await within(screen.getByTestId('notification-preferences-section')).findByRole('alert')).toBeInTheDocument();
    });
  });
});
