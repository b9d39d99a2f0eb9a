import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardRequest } from '@customer-hub/contract/dashboard';
import { call } from '@/lib/api-call';
import { filterQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

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
  const custom = filters.period === 'custom';
  // The days count only for a custom period, the company only for staff.
  const query = filterQuery({ ...filters, ...(custom ? {} : { from: '', to: '' }), ...(staff ? {} : { companyId: '' }) });
  return useQuery({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => call('GET /api/dashboard', { query, signal }),
    placeholderData: keepPreviousData,
    // A custom period is asked for once both of its days are there.
    enabled: (!custom || (!!filters.from && !!filters.to && filters.from <= filters.to)) && (!staff || !!filters.companyId),
  });
}
