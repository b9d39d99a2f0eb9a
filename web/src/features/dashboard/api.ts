import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { DASHBOARD_PERIODS } from '@customer-hub/contract/constants/dashboard';
import type { DashboardRequest } from '@customer-hub/contract/dashboard';
import { call } from '@/lib/api-call';
import { currentUserQuery } from '@/lib/current-user';
import { filterQuery, type ScreenAddress } from '@/lib/queries';
import { readListState, type FiltersOf, type ListPageOptions } from '@/lib/use-list-page';

/**
 * The page's filters as the URL keeps them ('' for none): the period always has one ('month' by
 * default, as the server's), `from` and `to` are the custom period's days, `companyId` staff's choice.
 */
export type DashboardFilters = Pick<DashboardRequest, 'period'> & FiltersOf<DashboardRequest, 'from' | 'to' | 'siteId' | 'companyId'>;

export const DEFAULT_DASHBOARD_FILTERS: DashboardFilters = { period: 'month', from: '', to: '', siteId: '', companyId: '' };

/**
 * GET /api/dashboard (Dashboard): every figure of the page; the figures on screen stay while a new
 * period loads. Staff read one company's figures: nothing is asked before they choose it.
 */
export function useDashboard(filters: DashboardFilters, staff: boolean) {
  return useQuery({ ...dashboardQuery(filters, staff), placeholderData: keepPreviousData });
}

/** What the page reads from its URL. */
export const DASHBOARD_LIST: ListPageOptions<DashboardFilters, never> = { filters: DEFAULT_DASHBOARD_FILTERS, allowed: { period: DASHBOARD_PERIODS } };

function dashboardQuery(filters: DashboardFilters, staff: boolean) {
  const custom = filters.period === 'custom';
  // The days count only for a custom period, the company only for staff.
  const query = filterQuery({ ...filters, ...(custom ? {} : { from: '', to: '' }), ...(staff ? {} : { companyId: '' }) });
  return {
    queryKey: ['dashboard', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => call('GET /api/dashboard', { query, signal }),
    // A custom period is asked for once both of its days are there.
    enabled: (!custom || (!!filters.from && !!filters.to && filters.from <= filters.to)) && (!staff || !!filters.companyId),
  };
}

/** The figures the address asks for, asked before the page renders (Screen.prefetch); whose they are depends on who asks. */
export async function prefetchDashboard(queryClient: QueryClient, { search }: ScreenAddress): Promise<void> {
  const user = await queryClient.ensureQueryData(currentUserQuery);
  const { enabled, ...query } = dashboardQuery(readListState(search, DASHBOARD_LIST).filters, isStaff(user.roles));
  if (enabled) await queryClient.prefetchQuery(query);
}
