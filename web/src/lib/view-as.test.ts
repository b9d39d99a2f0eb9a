import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beginViewAs, identitySwitch, isViewingAs, leaveViewAs, readViewAs, restoreStaffSession } from '@/lib/view-as';
import { mockFetch, problem } from '../../test/render';

const NOW = 1_800_000_000_000;

function signedInAsStaff() {
  localStorage.setItem('tokenExpires', String(NOW + 3_600_000));
  localStorage.setItem('ticketCredentials', '{"url":"https://tickets.example"}');
}

describe('view as: the staff session kept aside', () => {
  it('begins: the view-as session’s expiry replaces the staff one’s, which waits with the reason, and the staff user’s cached data goes', () => {
    signedInAsStaff();

    beginViewAs({ token_type: 'cookie', expires_in: 30 }, 'Ticket 42', localStorage, NOW);

    expect(localStorage.getItem('tokenExpires')).toBe(String(NOW + 30 * 60_000));
    expect(readViewAs()).toEqual({ staffTokenExpires: String(NOW + 3_600_000), reason: 'Ticket 42', startedAt: NOW });
    // No token anywhere a script could read: the server swapped the HttpOnly cookies.
    expect(JSON.stringify({ ...localStorage })).not.toContain('token":');
    expect(localStorage.getItem('ticketCredentials')).toBeNull();
    expect(isViewingAs()).toBe(true);
  });

  it('viewing as another contact meanwhile keeps the first staff session aside', () => {
    signedInAsStaff();
    beginViewAs({ token_type: 'cookie', expires_in: 30 }, 'One', localStorage, NOW);
    beginViewAs({ token_type: 'cookie', expires_in: 20 }, 'Two', localStorage, NOW);

    restoreStaffSession();

    expect(localStorage.getItem('tokenExpires')).toBe(String(NOW + 3_600_000));
    expect(isViewingAs()).toBe(false);
  });

  it('a session that can no longer be used gives the staff session back and reloads at the Users list', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    mockFetch({ 'DELETE /api/view-as': () => problem('TOKEN_EXPIRED', 401) });
    signedInAsStaff();
    beginViewAs({ token_type: 'cookie', expires_in: 30 }, 'Ticket 42', localStorage, NOW);

    expect(leaveViewAs()).toBe(true);
    // Something clears the storage meanwhile (the bell signing out): the staff session still comes back.
    localStorage.removeItem('viewAsStaffSession');

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard/Users'));
    expect(localStorage.getItem('tokenExpires')).toBe(String(NOW + 3_600_000));
    expect(leaveViewAs()).toBe(false);
  });
});
