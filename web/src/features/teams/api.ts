import type { TeamSort } from '@customer-hub/contract/teams';
import { call } from '@/lib/api-call';
import { pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { ListSort } from '@/lib/use-list-page';

/** GET /api/teams */
export function useTeams(search: string, sort: ListSort<TeamSort>, page: number) {
  const query = { ...pageQuery(page, sort), search: search.trim() };
  return useListQuery(['teams', 'list', search, sort, page], (signal) => call('GET /api/teams', { query, signal }));
}

/** GET /api/teams/:id */
export const useTeam = (id: string | null) => useDetailQuery('teams', id, (id, signal) => call('GET /api/teams/:id', { params: { id }, signal }));
