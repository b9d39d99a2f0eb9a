import { describe, expect, it } from 'vitest';
import {
  clearSession,
  isSessionValid,
  readTicketCredentials,
  SESSION_KEYS,
  storeSessionExpiry,
} from '@/lib/session';

const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);

describe('session expiry check', () => {
  it('is logged out when no expiry is stored', () => {
    expect(isSessionValid(localStorage, NOW)).toBe(false);
  });

  it('is logged in before the stored expiry, and stores no token', () => {
    storeSessionExpiry(20, localStorage, NOW);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenExpires')).toBe(String(NOW + 20 * 60_000));
    expect(isSessionValid(localStorage, NOW + 20 * 60_000 - 1)).toBe(true);
  });

  it('is logged out exactly at the expiry and after it', () => {
    storeSessionExpiry(20, localStorage, NOW);
    expect(isSessionValid(localStorage, NOW + 20 * 60_000)).toBe(false);
    expect(isSessionValid(localStorage, NOW + 21 * 60_000)).toBe(false);
  });

  it('is logged out when the expiry is not a number', () => {
    localStorage.setItem('tokenExpires', 'soon');
    expect(isSessionValid(localStorage, NOW)).toBe(false);
  });
});

describe('clearSession', () => {
  it('removes exactly the session and cached-data keys', () => {
    const kept = { language: 'pt-PT', direction: 'rtl', cookieAccepted: 'true', unrelated: 'x' };
    for (const key of SESSION_KEYS) localStorage.setItem(key, 'value');
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);

    clearSession();

    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'contractData',
        'googleDriveFolder',
        'invoiceData',
        'otherDocumentsData',
        'shippingData',
        'ticketCredentials',
        'token',
        'tokenExpires',
        'viewAsStaffSession',
      ].sort(),
    );
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual(kept);
  });
});

describe('readTicketCredentials', () => {
  it('reads the stored url, and null when absent, empty or unreadable', () => {
    expect(readTicketCredentials()).toBeNull();
    localStorage.setItem('ticketCredentials', '{not json');
    expect(readTicketCredentials()).toBeNull();
    localStorage.setItem('ticketCredentials', JSON.stringify({ url: '', userName: null, usesDefault: true }));
    expect(readTicketCredentials()?.url).toBeNull();
    localStorage.setItem('ticketCredentials', JSON.stringify({ url: 'https://t.example/x', userName: 'a', usesDefault: false }));
    expect(readTicketCredentials()?.url).toBe('https://t.example/x');
  });
});
