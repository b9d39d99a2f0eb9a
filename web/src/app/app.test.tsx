import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { json, mockFetch, problem, signInAs } from '../../test/render';

describe('App', () => {
  it('ends the session and asks for sign-in when any call answers 401, remembering the page', async () => {
    mockFetch({
      'GET /api/Backoffice/User/GetUserVM': () => problem('TOKEN_EXPIRED', 401),
      'GET /api/Backoffice/User/GetUserPhoto': () => json(''),
      'GET /api/Account/GetUserLanguage': () => json('en-US'),
    });
    signInAs();
    localStorage.setItem('contractData', 'cached');
    localStorage.setItem('language', 'en-US');
    window.history.pushState({}, '', '/dashboard/Reports');

    render(<App direction="ltr" />);

    await screen.findByTestId('signin-form');
    expect(window.location.pathname).toBe('/signin');
    expect(localStorage.getItem('tokenExpires')).toBeNull();
    expect(localStorage.getItem('contractData')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en-US');
    await waitFor(() => expect(window.history.state?.usr?.from?.pathname).toBe('/dashboard/Reports'));
  });
});
