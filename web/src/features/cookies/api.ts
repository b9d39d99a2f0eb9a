import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

/** Spec §9: the accepted-cookie flag in local storage. */
export const COOKIES_ACCEPTED_KEY = 'cookieAccepted';

export const cookieKeys = {
  all: ['cookies'] as const,
  latest: (localeCode: string) => ['cookies', 'latest', localeCode] as const,
  notices: (language: string, page: number) => ['cookies', 'notices', language, page] as const,
};

/** GET /api/Backoffice/Cookie/GetTheLatestCookie (no token): `{ title, text }`, empty strings when none. */
export function useLatestCookie(localeCode: string, enabled: boolean) {
  return useQuery({
    queryKey: cookieKeys.latest(localeCode),
    queryFn: ({ signal }) => call('GET /api/Backoffice/Cookie/GetTheLatestCookie', { query: { localeCode }, signal, ignoreUnauthorized: true }),
    staleTime: 10 * 60_000,
    retry: false,
    enabled,
  });
}

export function isCookiesAccepted(): boolean {
  try {
    return localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true');
  } catch {
    // Storage refused (private mode): the banner hides for this visit only.
  }
}

/** The banner's intro: the first paragraph as plain text, at most about 200 characters. */
export function introOf(html: string, max = 200): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const first = doc.querySelector('p')?.textContent ?? doc.body.textContent ?? '';
  const words = first.replace(/\s+/g, ' ').trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
