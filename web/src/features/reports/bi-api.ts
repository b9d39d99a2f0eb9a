import { useQuery } from '@tanstack/react-query';
import type { QlikTarget } from '@customer-hub/contract/constants/bi';
import { call } from '@/lib/api-call';

// The BI connectors' calls: a Qlik Sense page with a one-time ticket, a Power BI embed token.

export const biKeys = {
  qlikTicket: (target: QlikTarget) => ['reports', 'qlik-ticket', target] as const,
};

/**
 * POST /api/reports/qlik/ticket: the Qlik Sense page with a ticket for this visit. A ticket is used
 * once, so it is never kept for another visit (gcTime 0) nor asked again during this one.
 */
export function useQlikTicket(target: QlikTarget) {
  return useQuery({
    queryKey: biKeys.qlikTicket(target),
    queryFn: ({ signal }) => call('POST /api/reports/qlik/ticket', { body: { target }, signal }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** GET /api/reports/power-bi/embed: the company's report and a fresh embed token for the caller. */
export function fetchPowerBiEmbed(signal?: AbortSignal) {
  return call('GET /api/reports/power-bi/embed', { signal });
}
