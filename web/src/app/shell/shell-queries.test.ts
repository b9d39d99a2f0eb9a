import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchScreen, prefetchShell, showsPolicyQuery } from '@/app/shell/shell-queries';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch, signInAs } from '../../../test/render';

const paths = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

describe('prefetchShell', () => {
  it("asks for the gate's answer, the user and their language with a session", async () => {
    const fetchMock = mockFetch({
      'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true),
      'GET /api/Backoffice/User/GetUserVM': () => json({ userName: 'ana' }),
      'GET /api/Account/GetUserLanguage': () => json('pt-PT'),
    });
    signInAs();
    const queryClient = createQueryClient();
    prefetchShell(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(showsPolicyQuery.queryKey)).toBe(true));
    expect(paths(fetchMock).sort()).toEqual(['/api/Account/GetUserLanguage', '/api/Backoffice/PrivacyPolicy/ShowsGDPR', '/api/Backoffice/User/GetUserVM']);
  });

  it('asks nothing without a session', () => {
    const fetchMock = mockFetch({});
    prefetchShell(createQueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('prefetchScreen', () => {
  it("starts the page's call once the gate lets the page show", async () => {
    mockFetch({ 'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true) });
    signInAs();
    const queryClient = createQueryClient();
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(queryClient, prefetch);
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(queryClient));
  });

  it('does not ask while a policy awaits the user, nor when the gate cannot tell', async () => {
    signInAs();
    for (const answer of [() => json(false), () => json({ code: 'BOOM' }, 500)]) {
      const fetchMock = mockFetch({ 'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': answer });
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      const prefetch = vi.fn(async () => undefined);
      prefetchScreen(queryClient, prefetch);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(prefetch).not.toHaveBeenCalled();
    }
  });

  it('does not ask the gate again once it has failed (the page asks for itself)', async () => {
    signInAs();
    const fetchMock = mockFetch({ 'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json({ code: 'BOOM' }, 500) });
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ ...showsPolicyQuery, retry: false }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(queryClient, prefetch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does nothing without a session', () => {
    const fetchMock = mockFetch({});
    const prefetch = vi.fn(async () => undefined);
    prefetchScreen(createQueryClient(), prefetch);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
