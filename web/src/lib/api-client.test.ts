import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import i18n from '@/i18n/i18n';
import { json, mockFetch, problem, signInAs, text } from '../../test/render';

afterEach(() => setUnauthorizedHandler(undefined));

describe('api client', () => {
  it('sends JSON with the session-mode header (the session is the cookie) and parses the JSON answer', async () => {
    const fetchMock = mockFetch({ 'PUT /api/account/language': () => json({ language: 'pt-PT' }) });
    signInAs();

    const answer = await api.put<{ language: string }>('/api/account/language', { language: 'pt-PT' });

    expect(answer).toEqual({ language: 'pt-PT' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('x-session')).toBe('cookie');
    expect(headers.has('Authorization')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"language":"pt-PT"}');
  });

  it('returns a JSON string answer as a string', async () => {
    mockFetch({ 'GET /api/Account/GetUserLanguage': () => json('pt-PT') });
    await expect(api.get('/api/Account/GetUserLanguage')).resolves.toBe('pt-PT');
  });

  it('throws ApiError with status and problem+json code', async () => {
    mockFetch({ 'GET /api/x': () => problem('FORBIDDEN', 403) });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('throws ApiError without code for a plain-text failure', async () => {
    mockFetch({ 'GET /api/x': () => text('boom', 500) });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500, code: undefined });
  });

  it('calls the unauthorized handler on a 401', async () => {
    mockFetch({ 'GET /api/x': () => problem('UNAUTHORIZED', 401) });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not call the unauthorized handler for other errors', async () => {
    mockFetch({ 'GET /api/x': () => problem('FORBIDDEN', 403) });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('translates known codes and falls back to the generic message', async () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'x'), i18n.t)).toMatch(/conflicts/);
    expect(errorMessage(new ApiError(418, 'TEAPOT', 'x'), i18n.t)).toBe('An error has occurred.');
    expect(errorMessage(new Error('x'), i18n.t)).toBe('An error has occurred.');
    await i18n.changeLanguage('pt-PT');
    expect(errorMessage(undefined, i18n.t)).toBe('Ocorreu um erro.');
  });
});
