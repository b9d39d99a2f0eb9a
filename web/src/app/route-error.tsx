import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { ServerErrorPage } from '@/features/errors/pages/server-error-page';

/** Router error boundary: a 404 answer shows the not-found page, anything else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ServerErrorPage />;
}
