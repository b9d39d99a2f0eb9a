import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Spec §4 logout: tell the server (failure ignored), drop the session keys and the
 * cached queries. The caller then navigates to /signin.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest<unknown>('/api/auth/logout', { method: 'POST', ignoreUnauthorized: true });
  } catch {
    // The token may already be revoked or expired; the local session ends either way.
  }
  clearSession();
  queryClient.clear();
}
