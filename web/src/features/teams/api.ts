import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FindTeamsResponse, GetTeamResponse, TeamSort, TeamSummary } from '@customer-hub/contract/teams';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTeamResponse as TeamDetail, TeamSort, TeamSummary };

const SORT_SET = { name: true, leader: true, members: true, shift: true } satisfies Record<TeamSort, true>;
export const TEAM_SORT_LIST = Object.keys(SORT_SET) as TeamSort[];
export const PAGE_SIZE = 25;

/** GET /api/teams */
export function useTeams(search: string, sort: ListSort<TeamSort>, page: number) {
  return useQuery({
    queryKey: ['teams', 'list', search, sort, page] as const,
    queryFn: ({ signal }) =>
      api.get<FindTeamsResponse>(withQuery('/api/teams', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, search: search.trim() }), signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/teams/:id */
export function useTeam(id: string | null) {
  return useQuery({
    queryKey: ['teams', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<GetTeamResponse>(`/api/teams/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}
