import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserVM } from '@customer-hub/contract/account';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { call } from '@/lib/api-call';
import { useGet } from '@/lib/queries';

/** Query keys of the signed-in user's data; logout clears the whole cache. */
export const userKeys = {
  vm: ['user', 'vm'] as const,
  photo: ['user', 'photo'] as const,
  language: ['user', 'language'] as const,
};

/** GET /api/Backoffice/User/GetUserVM: roles and checkedSidebarVis of the signed-in user. */
export const currentUserQuery = queryOptions({
  queryKey: userKeys.vm,
  queryFn: ({ signal }) => call('GET /api/Backoffice/User/GetUserVM', { signal }),
});

/** GET /api/Account/GetUserLanguage: the stored language, a string like "pt-PT". */
export const userLanguageQuery = queryOptions({
  queryKey: userKeys.language,
  queryFn: ({ signal }) => call('GET /api/Account/GetUserLanguage', { signal }),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Whether the signed-in user is staff (Admin or Backoffice): false while the user loads. */
export function useIsStaff(): boolean {
  const { data: user } = useCurrentUser();
  return !!user && isStaff(user.roles);
}

/** GET /api/Backoffice/User/GetUserPhoto: a base64 PNG, or "" when the user has none. */
export function useUserPhoto() {
  return useGet(userKeys.photo, 'GET /api/Backoffice/User/GetUserPhoto', { staleTime: 10 * 60_000 });
}

export function useUserLanguage() {
  return useQuery(userLanguageQuery);
}

/** "Ana Silva" → "AS"; falls back to the user name. */
export function displayName(user: Pick<UserVM, 'firstName' | 'lastName' | 'userName'> | undefined): string {
  if (!user) return '';
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full || user.userName;
}

/** The photo answer as an image source; null when empty or not base64, so the initials show. */
export function photoSource(photo: unknown): string | null {
  if (typeof photo !== 'string') return null;
  const trimmed = photo.trim().replace(/^"(.*)"$/s, '$1').trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('data:image/')) return trimmed;
  return /^[A-Za-z0-9+/=\s]+$/.test(trimmed) ? `data:image/png;base64,${trimmed}` : null;
}
