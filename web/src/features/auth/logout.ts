import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { clearSession } from '@/lib/session';

/**
 * Spec §4 logout: tell the server (failure ignored), drop the session keys and the
 * cached queries. The caller then navigates to /signin.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await call('POST /api/auth/logout', { ignoreUnauthorized: true });
  } catch {
    // The token may already be revoked or expired; the local session ends either way.
  }
  clearSession();
  queryClient.clear();
}
