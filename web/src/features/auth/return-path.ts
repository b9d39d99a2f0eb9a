export const HOME_PATH = '/dashboard/Home';

/** Where to go after sign-in: the remembered origin (router state `from`) when it is a dashboard page, else Home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !/^\/dashboard(\/|$)/i.test(from.pathname)) return HOME_PATH;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
