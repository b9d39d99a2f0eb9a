import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { clearSession } from '@/lib/session';
import { endViewAs, isViewingAs } from '@/lib/view-as';

/**
 * Spec §4 logout: tell the server (failure ignored), drop the session keys and the
 * cached queries. The caller then navigates to /signin.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  // Viewing as a contact: end that view, then sign the staff user out as well.
  if (isViewingAs()) await endViewAs();
  try {
    await call('POST /api/auth/logout', { ignoreUnauthorized: true });
  } catch {
    // The token may already be revoked or expired; the local session ends either way.
  }
  clearSession();
  queryClient.clear();
}
