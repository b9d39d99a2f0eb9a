import { lazy, useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LiveBoundary } from '@/components/live-boundary';
import { PageLoader } from '@/app/page-loader';
import { policyGateKeys as keys, showsPolicyQuery } from '@/app/shell/shell-queries';
import { setPolicyRequiredHandler } from '@/lib/api-client';

const PolicyAwaiting = lazy(async () => ({ default: (await import('@/app/shell/privacy-policy-modal')).PolicyAwaiting }));

const reloadPage = () => window.location.reload();

/**
 * The privacy-policy gate (spec §2, §4): on load it asks ShowsGDPR; while a policy awaits, the
 * oldest one is shown in a modal and the dashboard's content (`children`) is not rendered
 * (PolicyAwaiting). When ShowsGDPR fails, the content renders: the server refuses customer data
 * anyway while a policy awaits. Any call answered 403 POLICY_ACCEPTANCE_REQUIRED (a version
 * published since) makes it ask again, so the modal shows.
 */
export function PrivacyPolicyGate({ children, reload = reloadPage }: { children: ReactNode; reload?: () => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    setPolicyRequiredHandler(() => void queryClient.invalidateQueries({ queryKey: keys.all }));
    return () => setPolicyRequiredHandler(undefined);
  }, [queryClient]);
  const shows = useQuery(showsPolicyQuery);

  if (shows.isPending) return <PageLoader />;
  if (shows.data !== false) return children;
  return (
    <LiveBoundary fallback={<PageLoader />}>
      <PolicyAwaiting reload={reload}>{children}</PolicyAwaiting>
    </LiveBoundary>
  );
}
