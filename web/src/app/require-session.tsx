import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession, isSessionValid } from '@/lib/session';

/**
 * Gate of /dashboard/*: the token is checked on every navigation (spec §4). Without a
 * valid one the session is cleared and the user goes to /signin, origin remembered.
 */
export function RequireSession() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const valid = isSessionValid();

  useEffect(() => {
    if (valid) return;
    clearSession();
    queryClient.clear();
  }, [valid, location.key, queryClient]);

  if (!valid) return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}
