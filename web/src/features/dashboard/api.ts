import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@customer-hub/contract/constants/dashboard';
import { call } from '@/lib/api-call';

/** The page's filters as the URL keeps them ('' for none). */
export interface DashboardFilters {
  period: DashboardPeriod;
  /** The custom period's days (YYYY-MM-DD), only with `custom`. */
  from: string;
  to: string;
  siteId: string;
  /** Staff: the company whose figures they read ('' until they choose one). */
  companyId: string;
}

/**
 * GET /api/dashboard (Dashboard): every figure of the page; the figures on screen stay while a new
 * period loads. Staff read one company's figures: nothing is asked before they choose it.
 */
export function useDashboard(filters: DashboardFilters, staff: boolean) {
  const custom = filters.period === 'custom';
  const query = {
    period: filters.period,
    ...(custom ? { from: filters.from, to: filters.to } : {}),
    ...(filters.siteId ? { siteId: filters.siteId } : {}),
    ...(staff && filters.companyId ? { companyId: filters.companyId } : {}),
  };
  return useQuery({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => call('GET /api/dashboard', { query, signal }),
    placeholderData: keepPreviousData,
    // A custom period is asked for once both of its days are there.
    enabled: (!custom || (!!filters.from && !!filters.to && filters.from <= filters.to)) && (!staff || !!filters.companyId),
  });
}
