import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/app/page-loader';
import { clearSession, isSessionValid } from '@/lib/session';
import { isViewingAs, leaveViewAs } from '@/lib/view-as';

/**
 * Gate of /dashboard/*: the token is checked on every navigation (spec §4). Without a
 * valid one the session is cleared and the user goes to /signin, origin remembered; a view-as
 * session past its time gives the staff session back instead.
 */
export function RequireSession() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const valid = isSessionValid();

  const viewingAs = !valid && isViewingAs();

  useEffect(() => {
    if (valid) return;
    // A view-as session past its time gives the staff session back (and reloads the app).
    if (leaveViewAs()) return;
    clearSession();
    queryClient.clear();
  }, [valid, location.key, queryClient]);

  if (viewingAs) return <PageLoader />;
  if (!valid) return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}
