import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beginViewAs, identitySwitch, isViewingAs, leaveViewAs, readViewAs, restoreStaffSession } from '@/lib/view-as';
import { mockFetch, problem } from '../../test/render';

const NOW = 1_800_000_000_000;

function signedInAsStaff() {
  localStorage.setItem('token', 'staff-token');
  localStorage.setItem('tokenExpires', String(NOW + 3_600_000));
  localStorage.setItem('ticketCredentials', '{"url":"https://tickets.example"}');
}

describe('view as: the staff session kept aside', () => {
  it('begins: the view-as token signs in, the staff one waits with the reason, and the staff user’s cached data goes', () => {
    signedInAsStaff();

    beginViewAs({ access_token: 'view-as-token', token_type: 'bearer', expires_in: 30 }, 'Ticket 42', localStorage, NOW);

    expect(localStorage.getItem('token')).toBe('view-as-token');
    expect(localStorage.getItem('tokenExpires')).toBe(String(NOW + 30 * 60_000));
    expect(readViewAs()).toEqual({ staffToken: 'staff-token', staffTokenExpires: String(NOW + 3_600_000), reason: 'Ticket 42', startedAt: NOW });
    expect(localStorage.getItem('ticketCredentials')).toBeNull();
    expect(isViewingAs()).toBe(true);
  });

  it('viewing as another contact meanwhile keeps the first staff session aside', () => {
    signedInAsStaff();
    beginViewAs({ access_token: 'first', token_type: 'bearer', expires_in: 30 }, 'One', localStorage, NOW);
    beginViewAs({ access_token: 'second', token_type: 'bearer', expires_in: 30 }, 'Two', localStorage, NOW);

    restoreStaffSession();

    expect(localStorage.getItem('token')).toBe('staff-token');
    expect(isViewingAs()).toBe(false);
  });

  it('a session that can no longer be used gives the staff session back and reloads at the Users list', async () => {
    const reload = vi.spyOn(identitySwitch, 'reloadAt').mockImplementation(() => {});
    mockFetch({ 'DELETE /api/view-as': () => problem('TOKEN_EXPIRED', 401) });
    signedInAsStaff();
    beginViewAs({ access_token: 'view-as-token', token_type: 'bearer', expires_in: 30 }, 'Ticket 42', localStorage, NOW);

    expect(leaveViewAs()).toBe(true);
    // Something clears the storage meanwhile (the bell signing out): the staff session still comes back.
    localStorage.removeItem('viewAsStaffSession');

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard/Users'));
    expect(localStorage.getItem('token')).toBe('staff-token');
    expect(leaveViewAs()).toBe(false);
  });
});
