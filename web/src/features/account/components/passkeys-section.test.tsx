import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDashboard, sentBody } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const LAPTOP = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Work laptop',
  createdAt: '2025-03-01T09:00:00Z',
  lastUsedAt: '2025-03-02T09:00:00Z',
  backedUp: true,
  disabled: false,
};
const KEY = { ...LAPTOP, id: '44444444-4444-4444-8444-444444444444', name: 'Blue key', lastUsedAt: null, backedUp: false, disabled: true };
const OPTIONS = { challengeId: 'c'.repeat(43), options: { challenge: 'AAAA', rp: { name: 'Customer Hub' }, user: { id: 'AAAA', name: 'ana', displayName: 'Ana' }, pubKeyCredParams: [] } };

type Handlers = Parameters<typeof mockDashboard>[0];

function mockAccount(handlers: Handlers = {}, passkeys = [LAPTOP, KEY]) {
  return mockDashboard({
    'GET /api/account/password-policy': () => json({ minLength: 12, maxLength: 1024 }),
    'GET /api/account/two-factor': () => json({ method: 'none', required: false, recoveryCodesLeft: 0 }),
    'GET /api/account/sessions': () => json([]),
    'GET /api/account/devices': () => json([]),
    'GET /api/account/passkeys': () => json({ passkeys, required: false }),
    ...handlers,
  });
}

async function openSection() {
  signInAs();
  renderApp(['/dashboard/Utilizadores']);
  return screen.findByTestId('passkeys-section');
}

const calls = (fetchMock: ReturnType<typeof mockAccount>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method);

describe('My account: passkeys', () => {
  beforeEach(() => {
    // jsdom has no WebAuthn: the section would only say the browser cannot use passkeys.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browser.startRegistration.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each passkey with its name and use, says which are synced and which are blocked', async () => {
    mockAccount();
    const section = await openSection();
    const items = await within(section).findAllByTestId('passkey-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work laptop');
    expect(items[0]).toHaveTextContent('Synced between your devices');
    expect(within(items[0]!).getByTestId('passkey-last-used')).toHaveTextContent('Last used:');
    expect(within(items[0]!).queryByTestId('passkey-disabled')).toBeNull();
    expect(within(items[1]!).getByTestId('passkey-last-used')).toHaveTextContent('Not used yet');
    expect(within(items[1]!).getByTestId('passkey-disabled')).toHaveTextContent('copied to another device');
    expect(within(items[1]!).getByRole('button', { name: 'Remove Blue key' })).toBeInTheDocument();
  });

  it('says so when there are none, and when the browser cannot use passkeys', async () => {
    vi.unstubAllGlobals();
    mockAccount({}, []);
    const section = await openSection();
    expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(within(section).getByText('This browser cannot use passkeys.')).toBeInTheDocument();
    expect(within(section).getByTestId('passkey-add')).toBeDisabled();
  });

  it('adds a passkey under the name given: the options, the browser, then the name and its answer', async () => {
    const added = { ...LAPTOP, id: '55555555-5555-4555-8555-555555555555', name: 'Phone', lastUsedAt: null };
    browser.startRegistration.mockResolvedValue({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} });
    const fetchMock = mockAccount({
      'POST /api/account/passkeys/options': () => json(OPTIONS),
      'POST /api/account/passkeys': () => json(added, 201),
    });
    const user = userEvent.setup({ delay: null });
    const section = await openSection();
    await user.click(within(section).getByTestId('passkey-add'));
    const input = await screen.findByTestId('passkey-name-input');
    expect(input).toHaveValue('My passkey');
    await user.clear(input);
    await user.click(screen.getByTestId('passkey-name-submit'));
    expect(calls(fetchMock, 'POST', '/api/account/passkeys/options')).toHaveLength(0);
    await user.type(input, 'Phone');
    await user.click(screen.getByTestId('passkey-name-submit'));

    expect(await screen.findByTestId('passkey-done')).toHaveTextContent('The passkey “Phone” was added.');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS.options });
    expect(sentBody(fetchMock, 'POST', '/api/account/passkeys/options')).toEqual({});
    expect(sentBody(fetchMock, 'POST', '/api/account/passkeys')).toMatchObject({ challengeId: OPTIONS.challengeId, name: 'Phone', response: { id: 'AAAA' } });
    await waitFor(() => expect(screen.queryByTestId('passkey-add-form')).toBeNull());
  });

  it('asks for the password again when the session is not recent, and sends it with the options', async () => {
    browser.startRegistration.mockResolvedValue({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} });
    let asked = 0;
    const fetchMock = mockAccount({
      'POST /api/account/passkeys/options': () => (asked++ === 0 ? problem('RECENT_SIGN_IN_REQUIRED', 403) : json(OPTIONS)),
      'POST /api/account/passkeys': () => json({ ...LAPTOP, name: 'My passkey' }, 201),
    });
    const user = userEvent.setup({ delay: null });
    const section = await openSection();
    await user.click(within(section).getByTestId('passkey-add'));
    await user.click(await screen.findByTestId('passkey-name-submit'));

    await user.type(await screen.findByTestId('password-confirm'), 'correct horse battery');
    await user.click(screen.getByTestId('password-confirm-submit'));
    expect(await screen.findByTestId('passkey-done')).toHaveTextContent('The passkey “My passkey” was added.');
    const bodies = calls(fetchMock, 'POST', '/api/account/passkeys/options').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{}, { password: 'correct horse battery' }]);
  });

  it('explains a prompt the user cancelled, without blaming the server', async () => {
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const fetchMock = mockAccount({ 'POST /api/account/passkeys/options': () => json(OPTIONS) });
    const user = userEvent.setup({ delay: null });
    const section = await openSection();
    await user.click(within(section).getByTestId('passkey-add'));
    await user.click(await screen.findByTestId('passkey-name-submit'));

    const form = screen.getByTestId('passkey-add-form');
    expect(await within(form).findByText('No passkey was created: the request was cancelled or took too long.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/account/passkeys')).toHaveLength(0);
  });

  it('renames a passkey, and removes one only after a confirmation', async () => {
    const fetchMock = mockAccount({
      [`PATCH /api/account/passkeys/${LAPTOP.id}`]: () => json({ ...LAPTOP, name: 'Old laptop' }),
      [`DELETE /api/account/passkeys/${KEY.id}`]: () => json({ removed: true }),
    });
    const user = userEvent.setup({ delay: null });
    const section = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Rename Work laptop' }));
    const input = await screen.findByTestId('passkey-name-input');
    expect(input).toHaveValue('Work laptop');
    await user.clear(input);
    await user.type(input, 'Old laptop');
    await user.click(screen.getByTestId('passkey-name-submit'));
    expect(await screen.findByTestId('passkey-done')).toHaveTextContent('The passkey was renamed.');
    expect(sentBody(fetchMock, 'PATCH', `/api/account/passkeys/${LAPTOP.id}`)).toEqual({ name: 'Old laptop' });

    await user.click(within(section).getByRole('button', { name: 'Remove Blue key' }));
    const dialog = await screen.findByTestId('passkey-remove-dialog');
    expect(dialog).toHaveTextContent('“Blue key” will no longer sign you in.');
    expect(calls(fetchMock, 'DELETE', `/api/account/passkeys/${KEY.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('passkey-remove-dialog-confirm'));
    expect(await screen.findByTestId('passkey-done')).toHaveTextContent('The passkey was removed.');
    expect(calls(fetchMock, 'DELETE', `/api/account/passkeys/${KEY.id}`)).toHaveLength(1);
  });
});
