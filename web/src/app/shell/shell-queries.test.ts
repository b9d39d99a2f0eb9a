import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startFirstCalls } from '@/app/routes';
import { prefetchScreen, prefetchShell, showsPolicyQuery, ticketCredentialsQuery } from '@/app/shell/shell-queries';
import { createQueryClient } from '@/lib/query-client';
import { readTicketCredentials, storeTicketCredentials } from '@/lib/session';
import { json, mockFetch, signInAs } from '../../../test/render';

const at = (address: string) => new URL(address, 'http://x');
const paths = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

describe('prefetchShell', () => {
  const frame = {
    'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true),
    'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana' }),
    'GET /api/Account/GetUserLanguage': () => json('pt-PT'),
    'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: 'https://tickets.example/ana', userName: 'ana', usesDefault: false }),
  };

  it("asks for the gate's answer, the user and their language with a session", async () => {
    const fetchMock = mockFetch(frame);
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(showsPolicyQuery.queryKey)).toBe(true));
    expect(paths(fetchMock).sort()).toEqual(['/api/Account/GetUserLanguage', '/api/Backoffice/PrivacyPolicy/ShowsGDPR', '/api/Backoffice/User/GetUserVM']);
  });

  it('asks for the ticket site credentials too when none are stored (a page rendered on the server has none), and answers them as stored', async () => {
    const fetchMock = mockFetch(frame);
    signInAs();
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(ticketCredentialsQuery.queryKey)).toEqual({ url: 'https://tickets.example/ana', userName: 'ana', usesDefault: false }));
    expect(paths(fetchMock)).toContain('/api/Backoffice/User/GetUserTicketCredentials');
    expect(readTicketCredentials()).toEqual({ url: 'https://tickets.example/ana', userName: 'ana', usesDefault: false });
  });

  it('asks nothing without a session', () => {
    const fetchMock = mockFetch({});
    prefetchShell(createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('prefetchScreen', () => {
  it("starts the page's call at once, beside the gate's call rather than after its answer", () => {
    const fetchMock = mockFetch({});
    signInAs();
    const queryClient = createQueryClient();
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(queryClient, prefetch);
    expect(prefetch).toHaveBeenCalledWith(queryClient);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask once the gate is known to be closed (a policy awaits the user)', () => {
    signInAs();
    const queryClient = createQueryClient();
    queryClient.setQueryData(showsPolicyQuery.queryKey, false);
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(queryClient, prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("swallows the page call's refusal: the page asks again when it shows", async () => {
    signInAs();
    const prefetch = vi.fn(() => Promise.reject(new Error('POLICY_ACCEPTANCE_REQUIRED')));
    expect(() => prefetchScreen(createQueryClient(), prefetch)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a session', () => {
    const fetchMock = mockFetch({});
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(createQueryClient(), prefetch);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('startFirstCalls', () => {
  const shellAndHome = {
    'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true),
    'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana' }),
    'GET /api/Account/GetUserLanguage': () => json('en-US'),
    'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }),
  };

  it("sends the frame's calls and Home's together, before any route code has loaded", () => {
    const fetchMock = mockFetch(shellAndHome);
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    startFirstCalls(createQueryClient(), at('/dashboard/home'));
    expect(paths(fetchMock).sort()).toEqual(['/api/Account/GetUserLanguage', '/api/Backoffice/PrivacyPolicy/ShowsGDPR', '/api/Backoffice/User/GetUserVM', '/api/home']);
  });

  it("sends only the frame's calls for a screen without a first call, and nothing off the dashboard", () => {
    const fetchMock = mockFetch(shellAndHome);
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    startFirstCalls(createQueryClient(), at('/dashboard/Logs'));
    expect(paths(fetchMock)).not.toContain('/api/home');
    expect(paths(fetchMock)).toHaveLength(3);
    fetchMock.mockClear();
    startFirstCalls(createQueryClient(), at('/signin'));
    startFirstCalls(createQueryClient(), at('/Request'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const customer = { 'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana', roles: ['Customer'], permissions: ['CurrentAccounts', 'Requests'], checkedSidebarVis: [] }) };

  it('asks nothing for a screen the user may not open', async () => {
    const fetchMock = mockFetch({ ...shellAndHome, 'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana', roles: ['Customer'], permissions: [], checkedSidebarVis: [] }) });
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    const queryClient = createQueryClient();
    startFirstCalls(queryClient, at('/dashboard/CurrentAccount'));
    await waitFor(() => expect(queryClient.getQueryData(['user', 'vm'])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths(fetchMock)).not.toContain('/api/current-account');
  });

  it("starts a list's first call for the page, sort and filters of its address", async () => {
    const fetchMock = mockFetch({ ...shellAndHome, ...customer, 'GET /api/current-account': () => json({ items: [], total: 0, totals: {} }) });
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    startFirstCalls(createQueryClient(), at('/dashboard/CurrentAccount?page=2&sort=amount&dir=asc&state=Paid'));
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/current-account'));
    const call = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x')).find((url) => url.pathname === '/api/current-account')!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ page: '2', sort: 'amount', direction: 'asc' });
  });

  it('starts the landing dashboard\'s call at /dashboard for a user it admits', async () => {
    const fetchMock = mockFetch({
      ...shellAndHome,
      'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana', roles: ['Customer'], permissions: ['Dashboard'], checkedSidebarVis: ['DashboardTab'] }),
      'GET /api/dashboard': () => json({}),
    });
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    startFirstCalls(createQueryClient(), at('/dashboard?period=3m'));
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/dashboard'));
    const call = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x')).find((url) => url.pathname === '/api/dashboard')!;
    expect(call.searchParams.get('period')).toBe('3m');
  });

  it("starts a detail page's call with the id of its address", async () => {
    const fetchMock = mockFetch({ ...shellAndHome, ...customer, 'GET /api/tickets/t-1': () => json({ id: 't-1' }) });
    signInAs();
    storeTicketCredentials({ url: null, userName: null, usesDefault: true });
    startFirstCalls(createQueryClient(), at('/dashboard/MyTickets/t-1'));
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/tickets/t-1'));
  });
});
