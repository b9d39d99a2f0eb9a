import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetTeamResponse, TeamSort, TeamSummary } from '@customer-hub/contract/teams';
import { call } from '@/lib/api-call';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTeamResponse as TeamDetail, TeamSort, TeamSummary };

export { TEAM_SORTS as TEAM_SORT_LIST } from '@customer-hub/contract/constants/teams';
export const PAGE_SIZE = 25;

/** GET /api/teams */
export function useTeams(search: string, sort: ListSort<TeamSort>, page: number) {
  return useQuery({
    queryKey: ['teams', 'list', search, sort, page] as const,
    queryFn: ({ signal }) =>
      call('GET /api/teams', { query: { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, search: search.trim() }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/teams/:id */
export function useTeam(id: string | null) {
  return useQuery({
    queryKey: ['teams', 'detail', id] as const,
    queryFn: ({ signal }) => call('GET /api/teams/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}
