import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { introOf } from '@/features/cookies/api';
import { json, mockFetch, renderApp } from '../../../../test/render';

const NOTICE = {
  title: 'We use cookies',
  text: '<p>Only the cookies we need.</p><h3>Details</h3><p>Your session token and <a href="https://example.com" target="_blank" rel="noopener noreferrer">more</a>.</p>',
};

beforeEach(() => localStorage.clear());

describe('cookie banner', () => {
  it('shows the title and intro on the sign-in page, expands the full text, and Accept hides it for good', async () => {
    const fetchMock = mockFetch({ 'GET /api/Backoffice/Cookie/GetTheLatestCookie': () => json(NOTICE) });
    const user = userEvent.setup({ delay: null });
    const view = renderApp(['/signin']);

    const banner = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(banner).toHaveTextContent('We use cookies');
    expect(screen.getByTestId('cookie-intro')).toHaveTextContent('Only the cookies we need.');
    const url = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('GetTheLatestCookie'));
    expect(url).toMatch(/localeCode=en-US/);

    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('cookie-text').querySelector('h3')).toHaveTextContent('Details');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(localStorage.getItem('cookieAccepted')).toBe('true');

    view.unmount();
    renderApp(['/signin']);
    await screen.findByTestId('signin-form');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('the close button accepts too', async () => {
    mockFetch({ 'GET /api/Backoffice/Cookie/GetTheLatestCookie': () => json(NOTICE) });
    renderApp(['/signin']);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Close the cookie notice' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(localStorage.getItem('cookieAccepted')).toBe('true');
  });

  it('stays hidden with no text, and when already accepted', async () => {
    const fetchMock = mockFetch({ 'GET /api/Backoffice/Cookie/GetTheLatestCookie': () => json({ title: '', text: '' }) });
    renderApp(['/signin']);
    await screen.findByTestId('signin-form');
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('GetTheLatestCookie'))).toBe(true));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();

    localStorage.setItem('cookieAccepted', 'true');
    const accepted = mockFetch({ 'GET /api/Backoffice/Cookie/GetTheLatestCookie': () => json(NOTICE) });
    renderApp(['/signin']);
    await new Promise((r) => setTimeout(r, 50));
    expect(accepted.mock.calls.some((c) => String(c[0]).includes('GetTheLatestCookie'))).toBe(false);
  });

  it('the intro is the first paragraph, cut near 200 characters', () => {
    expect(introOf('<h2>T</h2><p>First <b>one</b>.</p><p>Second</p>')).toBe('First one.');
    const long = introOf(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('…')).toBe(true);
  });
});
