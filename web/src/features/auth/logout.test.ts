import { describe, expect, it } from 'vitest';
import { logout } from '@/features/auth/logout';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch, signInAs } from '../../../test/render';

const SESSION_AND_CACHE = [
  'token',
  'tokenExpires',
  'ticketCredentials',
  'googleDriveFolder',
  'invoiceData',
  'otherDocumentsData',
  'shippingData',
  'contractData',
];

function fillStorage() {
  signInAs();
  for (const key of SESSION_AND_CACHE.slice(2)) localStorage.setItem(key, 'cached');
  localStorage.setItem('language', 'es-ES');
  localStorage.setItem('direction', 'rtl');
  localStorage.setItem('cookieAccepted', 'true');
}

describe('logout', () => {
  it('posts /api/auth/logout (which clears the cookie), then clears exactly the listed keys and the query cache', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': () => json({ loggedOut: true }) });
    fillStorage();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user', 'vm'], { roles: ['Admin'] });

    await logout(queryClient);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    for (const key of SESSION_AND_CACHE) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('language')).toBe('es-ES');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(localStorage.getItem('cookieAccepted')).toBe('true');
    expect(localStorage.length).toBe(3);
    expect(queryClient.getQueryData(['user', 'vm'])).toBeUndefined();
  });

  it('still ends the local session when the server call fails', async () => {
    mockFetch({ 'POST /api/auth/logout': () => new Response('', { status: 500 }) });
    fillStorage();

    await logout(createQueryClient());

    for (const key of SESSION_AND_CACHE) expect(localStorage.getItem(key)).toBeNull();
  });

  it('still ends the local session when the network is down', async () => {
    mockFetch({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fillStorage();

    await logout(createQueryClient());

    expect(localStorage.getItem('tokenExpires')).toBeNull();
  });
});
